CREATE TABLE "warehouse_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"db_instance_id" uuid NOT NULL,
	"data_permission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"task_no" text NOT NULL,
	"reference" text NOT NULL,
	"partner" text DEFAULT '' NOT NULL,
	"material_code" text NOT NULL,
	"material_name_zh" text NOT NULL,
	"material_name_en" text NOT NULL,
	"material_name_de" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"from_location" text DEFAULT '' NOT NULL,
	"to_location" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_tasks_kind_check" CHECK ("warehouse_tasks"."kind" in ('asn', 'receipt', 'put-away', 'transfer', 'count', 'pick', 'ship')),
	CONSTRAINT "warehouse_tasks_status_check" CHECK ("warehouse_tasks"."status" in ('open', 'in-progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "warehouse_tasks" ADD CONSTRAINT "warehouse_tasks_db_instance_id_db_instances_id_fk" FOREIGN KEY ("db_instance_id") REFERENCES "public"."db_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_tasks" ADD CONSTRAINT "warehouse_tasks_data_permission_id_data_permissions_id_fk" FOREIGN KEY ("data_permission_id") REFERENCES "public"."data_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_tasks_task_no_key" ON "warehouse_tasks" USING btree ("db_instance_id","kind","task_no");--> statement-breakpoint
CREATE INDEX "warehouse_tasks_scope_idx" ON "warehouse_tasks" USING btree ("db_instance_id","kind","data_permission_id");