CREATE TABLE "export_files" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_files_size_check" CHECK ("export_files"."size" = octet_length("export_files"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_task_id_export_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."export_tasks"("id") ON DELETE cascade ON UPDATE no action;