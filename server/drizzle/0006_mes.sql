CREATE TABLE "mes_line_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"db_instance_id" uuid NOT NULL,
	"data_permission_id" uuid NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"current_order_no" text DEFAULT '' NOT NULL,
	"output_today" integer DEFAULT 0 NOT NULL,
	"target_today" integer DEFAULT 0 NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mes_line_states_state_check" CHECK ("mes_line_states"."state" in ('running', 'idle', 'down', 'changeover'))
);
--> statement-breakpoint
CREATE TABLE "mes_work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"db_instance_id" uuid NOT NULL,
	"data_permission_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"product_code" text NOT NULL,
	"product_name_zh" text NOT NULL,
	"product_name_en" text NOT NULL,
	"product_name_de" text NOT NULL,
	"planned_quantity" integer NOT NULL,
	"good_quantity" integer DEFAULT 0 NOT NULL,
	"scrap_quantity" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"planned_start" timestamp with time zone NOT NULL,
	"planned_end" timestamp with time zone NOT NULL,
	CONSTRAINT "mes_work_orders_status_check" CHECK ("mes_work_orders"."status" in ('planned', 'released', 'running', 'completed')),
	CONSTRAINT "mes_work_orders_quantities_check" CHECK ("mes_work_orders"."planned_quantity" > 0 and "mes_work_orders"."good_quantity" >= 0 and "mes_work_orders"."scrap_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mes_line_states" ADD CONSTRAINT "mes_line_states_db_instance_id_db_instances_id_fk" FOREIGN KEY ("db_instance_id") REFERENCES "public"."db_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_line_states" ADD CONSTRAINT "mes_line_states_data_permission_id_data_permissions_id_fk" FOREIGN KEY ("data_permission_id") REFERENCES "public"."data_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_work_orders" ADD CONSTRAINT "mes_work_orders_db_instance_id_db_instances_id_fk" FOREIGN KEY ("db_instance_id") REFERENCES "public"."db_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_work_orders" ADD CONSTRAINT "mes_work_orders_data_permission_id_data_permissions_id_fk" FOREIGN KEY ("data_permission_id") REFERENCES "public"."data_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mes_line_states_line_key" ON "mes_line_states" USING btree ("data_permission_id");--> statement-breakpoint
CREATE INDEX "mes_line_states_instance_idx" ON "mes_line_states" USING btree ("db_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mes_work_orders_order_no_key" ON "mes_work_orders" USING btree ("db_instance_id","order_no");--> statement-breakpoint
CREATE INDEX "mes_work_orders_scope_idx" ON "mes_work_orders" USING btree ("db_instance_id","data_permission_id","planned_start");