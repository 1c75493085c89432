CREATE TABLE "maintenance_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"db_instance_id" uuid NOT NULL,
	"data_permission_id" uuid NOT NULL,
	"equipment_no" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_de" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_service_date" date NOT NULL,
	"next_service_date" date NOT NULL,
	CONSTRAINT "maintenance_equipment_state_check" CHECK ("maintenance_equipment"."state" in ('running', 'idle', 'down', 'maintenance'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"db_instance_id" uuid NOT NULL,
	"data_permission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_no" text NOT NULL,
	"equipment_no" text DEFAULT '' NOT NULL,
	"part_no" text DEFAULT '' NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"title_de" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_date" date NOT NULL,
	CONSTRAINT "maintenance_records_kind_check" CHECK ("maintenance_records"."kind" in ('plan', 'request', 'order', 'stock', 'requisition')),
	CONSTRAINT "maintenance_records_status_check" CHECK ("maintenance_records"."status" in ('open', 'in-progress', 'done')),
	CONSTRAINT "maintenance_records_quantities_check" CHECK ("maintenance_records"."quantity" >= 0 and "maintenance_records"."min_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "maintenance_equipment" ADD CONSTRAINT "maintenance_equipment_db_instance_id_db_instances_id_fk" FOREIGN KEY ("db_instance_id") REFERENCES "public"."db_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_equipment" ADD CONSTRAINT "maintenance_equipment_data_permission_id_data_permissions_id_fk" FOREIGN KEY ("data_permission_id") REFERENCES "public"."data_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_db_instance_id_db_instances_id_fk" FOREIGN KEY ("db_instance_id") REFERENCES "public"."db_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_data_permission_id_data_permissions_id_fk" FOREIGN KEY ("data_permission_id") REFERENCES "public"."data_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_equipment_no_key" ON "maintenance_equipment" USING btree ("db_instance_id","equipment_no");--> statement-breakpoint
CREATE INDEX "maintenance_equipment_scope_idx" ON "maintenance_equipment" USING btree ("db_instance_id","data_permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_records_no_key" ON "maintenance_records" USING btree ("db_instance_id","kind","record_no");--> statement-breakpoint
CREATE INDEX "maintenance_records_scope_idx" ON "maintenance_records" USING btree ("db_instance_id","kind","data_permission_id");