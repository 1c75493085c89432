CREATE TABLE "event_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"application_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text NOT NULL,
	"type" integer NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"application_id" uuid,
	"db_instance_id" uuid,
	"data_permission_id" uuid,
	"device" text DEFAULT '' NOT NULL,
	"source_id" uuid,
	"source_name" text DEFAULT '' NOT NULL,
	"first_occurred_at" timestamp with time zone NOT NULL,
	"last_occurred_at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"returned_to_normal_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"acknowledged_by_name" text DEFAULT '' NOT NULL,
	"acknowledge_comment" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_by_name" text DEFAULT '' NOT NULL,
	"resolve_comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "events_type_check" CHECK ("events"."type" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "event_timeline" ADD CONSTRAINT "event_timeline_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_db_instance_id_db_instances_id_fk" FOREIGN KEY ("db_instance_id") REFERENCES "public"."db_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_data_permission_id_data_permissions_id_fk" FOREIGN KEY ("data_permission_id") REFERENCES "public"."data_permissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_source_id_event_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."event_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_sources_key_hash_key" ON "event_sources" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_sources_name_key" ON "event_sources" USING btree ("name");--> statement-breakpoint
CREATE INDEX "event_timeline_event_idx" ON "event_timeline" USING btree ("event_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_open_key_idx" ON "events" USING btree ("event_key") WHERE "events"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "events_last_occurred_idx" ON "events" USING btree ("last_occurred_at");--> statement-breakpoint
CREATE INDEX "events_application_idx" ON "events" USING btree ("application_id","last_occurred_at");