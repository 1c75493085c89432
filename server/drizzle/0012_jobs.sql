CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"attempt" integer NOT NULL,
	"instance_id" text NOT NULL,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_ms" integer,
	"outcome" text NOT NULL,
	"error" text,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text,
	"cron" text,
	"run_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"missed_policy" text DEFAULT 'runOnce' NOT NULL,
	"timeout_seconds" integer DEFAULT 300 NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"retry_backoff_seconds" integer DEFAULT 30 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone,
	"run_requested_at" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"retry_attempt" integer,
	"retry_scheduled_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_schedule_check" CHECK ("jobs"."cron" is not null or "jobs"."run_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_occurrence_idx" ON "job_runs" USING btree ("job_id","scheduled_for","attempt");--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job_id","started_at");--> statement-breakpoint
CREATE INDEX "job_runs_running_idx" ON "job_runs" USING btree ("lease_until") WHERE "job_runs"."outcome" = 'running';--> statement-breakpoint
CREATE INDEX "job_runs_ended_idx" ON "job_runs" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "jobs_next_run_idx" ON "jobs" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "jobs_name_idx" ON "jobs" USING btree (lower("name"));