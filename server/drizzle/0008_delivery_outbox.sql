CREATE TABLE "integration_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claim_expires_at" timestamp with time zone,
	"last_error" text,
	"latency_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "integration_outbox_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "integration_outbox_status_check" CHECK ("integration_outbox"."status" in ('pending', 'sending', 'delivered', 'failed')),
	CONSTRAINT "integration_outbox_attempts_check" CHECK ("integration_outbox"."attempts" >= 0 and "integration_outbox"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE INDEX "integration_outbox_due_idx" ON "integration_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "integration_outbox_channel_idx" ON "integration_outbox" USING btree ("channel_id","created_at");