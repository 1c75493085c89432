ALTER TABLE "export_tasks" DROP CONSTRAINT "export_tasks_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "assignee_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "shelved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "shelve_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "shelved_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_kind_check" CHECK ("export_tasks"."kind" in ('users', 'menus', 'events'));