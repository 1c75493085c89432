CREATE TABLE "event_strategies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"match" jsonb NOT NULL,
	"pop_up" jsonb,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escalation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"throttle_minutes" integer DEFAULT 0 NOT NULL,
	"stop_further" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_strategies_throttle_check" CHECK ("event_strategies"."throttle_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_strategy_dispatches" (
	"event_id" uuid NOT NULL,
	"occurrence" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_strategy_dispatches_event_id_occurrence_pk" PRIMARY KEY("event_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "event_strategy_escalations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"strategy_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "event_strategy_throttle" (
	"strategy_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_strategy_throttle_strategy_id_event_key_pk" PRIMARY KEY("strategy_id","event_key")
);
--> statement-breakpoint
ALTER TABLE "event_timeline" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "event_timeline" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
ALTER TABLE "event_strategy_dispatches" ADD CONSTRAINT "event_strategy_dispatches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_strategy_escalations" ADD CONSTRAINT "event_strategy_escalations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_strategy_escalations" ADD CONSTRAINT "event_strategy_escalations_strategy_id_event_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."event_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_strategy_throttle" ADD CONSTRAINT "event_strategy_throttle_strategy_id_event_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."event_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_strategies_order_idx" ON "event_strategies" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "event_strategy_dispatches_claimed_idx" ON "event_strategy_dispatches" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "event_strategy_escalations_due_idx" ON "event_strategy_escalations" USING btree ("due_at") WHERE "event_strategy_escalations"."done_at" is null;--> statement-breakpoint
CREATE INDEX "event_strategy_escalations_event_idx" ON "event_strategy_escalations" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_strategy_escalations_step_key" ON "event_strategy_escalations" USING btree ("event_id","strategy_id","step");