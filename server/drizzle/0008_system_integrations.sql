CREATE TABLE "integration_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_channels_kind_check" CHECK ("integration_channels"."kind" in ('email', 'robot', 'plugin'))
);
--> statement-breakpoint
CREATE TABLE "integration_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"mention_id" text,
	"language" text NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "integration_contacts" ADD CONSTRAINT "integration_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_outbox" ADD CONSTRAINT "integration_outbox_channel_id_integration_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."integration_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_channels_kind_idx" ON "integration_channels" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "integration_contacts_name_idx" ON "integration_contacts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "integration_contacts_user_idx" ON "integration_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "integration_outbox_due_idx" ON "integration_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "integration_outbox_channel_idx" ON "integration_outbox" USING btree ("channel_id","created_at");