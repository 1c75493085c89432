CREATE TABLE "warehouse_inbound_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"db_instance_id" uuid NOT NULL,
	"data_permission_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"supplier" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expected_date" date NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_inbound_orders_status_check" CHECK ("warehouse_inbound_orders"."status" in ('open', 'receiving', 'closed')),
	CONSTRAINT "warehouse_inbound_orders_line_count_check" CHECK ("warehouse_inbound_orders"."line_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"db_instance_id" uuid NOT NULL,
	"data_permission_id" uuid NOT NULL,
	"material_code" text NOT NULL,
	"material_name_zh" text NOT NULL,
	"material_name_en" text NOT NULL,
	"material_name_de" text NOT NULL,
	"location" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouse_inbound_orders" ADD CONSTRAINT "warehouse_inbound_orders_db_instance_id_db_instances_id_fk" FOREIGN KEY ("db_instance_id") REFERENCES "public"."db_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_inbound_orders" ADD CONSTRAINT "warehouse_inbound_orders_data_permission_id_data_permissions_id_fk" FOREIGN KEY ("data_permission_id") REFERENCES "public"."data_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_lines" ADD CONSTRAINT "warehouse_stock_lines_db_instance_id_db_instances_id_fk" FOREIGN KEY ("db_instance_id") REFERENCES "public"."db_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_lines" ADD CONSTRAINT "warehouse_stock_lines_data_permission_id_data_permissions_id_fk" FOREIGN KEY ("data_permission_id") REFERENCES "public"."data_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_inbound_orders_order_no_key" ON "warehouse_inbound_orders" USING btree ("db_instance_id","order_no");--> statement-breakpoint
CREATE INDEX "warehouse_inbound_orders_permission_idx" ON "warehouse_inbound_orders" USING btree ("data_permission_id","expected_date");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_stock_lines_place_key" ON "warehouse_stock_lines" USING btree ("data_permission_id","material_code","location");--> statement-breakpoint
CREATE INDEX "warehouse_stock_lines_instance_idx" ON "warehouse_stock_lines" USING btree ("db_instance_id","data_permission_id");