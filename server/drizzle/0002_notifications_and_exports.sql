CREATE TABLE "export_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject_names" jsonb,
	"status" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_tasks_status_check" CHECK ("export_tasks"."status" in (0, 5, 10, 20, 30)),
	CONSTRAINT "export_tasks_kind_check" CHECK ("export_tasks"."kind" in ('users', 'menus'))
);
--> statement-breakpoint
CREATE TABLE "notification_removals" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_removals_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notification_target_roles" (
	"notification_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "notification_target_roles_notification_id_role_id_pk" PRIMARY KEY("notification_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "notification_target_users" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "notification_target_users_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_texts" (
	"notification_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"msg" jsonb NOT NULL,
	"notification_msg" jsonb,
	CONSTRAINT "notification_texts_notification_id_language_pk" PRIMARY KEY("notification_id","language"),
	CONSTRAINT "notification_texts_language_check" CHECK ("notification_texts"."language" in ('zh-Hans', 'en', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" integer NOT NULL,
	"position" integer DEFAULT 3 NOT NULL,
	"show_type" integer DEFAULT 1 NOT NULL,
	"pop_up_style" integer,
	"width" integer,
	"height" integer,
	"link" text,
	"link_name" text,
	"duration_seconds" integer,
	"header_bg_color" text,
	"for_everyone" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" between 0 and 4),
	CONSTRAINT "notifications_position_check" CHECK ("notifications"."position" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_removals" ADD CONSTRAINT "notification_removals_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_removals" ADD CONSTRAINT "notification_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_target_roles" ADD CONSTRAINT "notification_target_roles_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_target_roles" ADD CONSTRAINT "notification_target_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_target_users" ADD CONSTRAINT "notification_target_users_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_target_users" ADD CONSTRAINT "notification_target_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_texts" ADD CONSTRAINT "notification_texts_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_tasks_user_created_idx" ON "export_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_tasks_created_at_idx" ON "export_tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_target_roles_role_idx" ON "notification_target_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "notification_target_users_user_idx" ON "notification_target_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");