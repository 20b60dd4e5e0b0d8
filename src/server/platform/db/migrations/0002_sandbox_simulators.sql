CREATE TABLE "sim_carrier_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"label_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_carrier_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"tracking_number" text NOT NULL,
	"reference" text NOT NULL,
	"warehouse" text,
	"ship_to" jsonb NOT NULL,
	"weight_lbs" numeric(12, 2) NOT NULL,
	"status" integer NOT NULL,
	"label_key" text NOT NULL,
	"reshipped_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_tpl_asns" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"provider" integer NOT NULL,
	"asn_number" text NOT NULL,
	"transfer_order_nbr" text NOT NULL,
	"to_warehouse" text NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_tpl_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"provider" integer NOT NULL,
	"order_number" text NOT NULL,
	"accepted" boolean NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_tpl_inventory" (
	"company" text NOT NULL,
	"provider" integer NOT NULL,
	"sku" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_tpl_inventory_company_provider_sku_pk" PRIMARY KEY("company","provider","sku")
);
--> statement-breakpoint
CREATE TABLE "sim_tpl_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"provider" integer NOT NULL,
	"order_id" text NOT NULL,
	"so_number" text NOT NULL,
	"po_number" text NOT NULL,
	"due_date" text,
	"ship_to" jsonb NOT NULL,
	"bill_to" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sim_tpl_orders_status_ck" CHECK ("sim_tpl_orders"."status" in ('Received', 'Shipped', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sim_tpl_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"provider" integer NOT NULL,
	"tpl_order_id" integer NOT NULL,
	"shipment_date" timestamp with time zone NOT NULL,
	"carrier" text NOT NULL,
	"cartons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_vendor_inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"side" text NOT NULL,
	"vendor_name" text NOT NULL,
	"po_number" text NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"ship_to" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_counters" (
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "sim_counters_scope_name_pk" PRIMARY KEY("scope","name")
);
--> statement-breakpoint
CREATE TABLE "sim_erp_autobuilds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"build_nbr" text NOT NULL,
	"warehouse" text,
	"orders_queued" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_erp_inventory" (
	"company" text NOT NULL,
	"inventory_id" text NOT NULL,
	"warehouse" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_erp_inventory_company_inventory_id_warehouse_pk" PRIMARY KEY("company","inventory_id","warehouse")
);
--> statement-breakpoint
CREATE TABLE "sim_erp_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"ref_nbr" text NOT NULL,
	"customer_id" text NOT NULL,
	"order_type" text NOT NULL,
	"order_nbr" text NOT NULL,
	"shipment_nbr" text,
	"customer_order_nbr" text,
	"date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_erp_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"payment_nbr" text NOT NULL,
	"invoice_ref_nbr" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_erp_sales_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_id" integer NOT NULL,
	"line_nbr" integer NOT NULL,
	"inventory_id" text NOT NULL,
	"description" text,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"warehouse" text NOT NULL,
	"qty_shipped" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_erp_so_line_qty_ck" CHECK ("sim_erp_sales_order_lines"."quantity" > 0 and "sim_erp_sales_order_lines"."qty_shipped" between 0 and "sim_erp_sales_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "sim_erp_sales_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_type" text NOT NULL,
	"order_nbr" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"date" date NOT NULL,
	"requested_on" date,
	"customer_order_nbr" text,
	"external_ref" text,
	"description" text,
	"ship_to" jsonb,
	"order_total" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_erp_so_type_ck" CHECK ("sim_erp_sales_orders"."order_type" in ('SO', 'IT')),
	CONSTRAINT "sim_erp_so_nbr_ck" CHECK ("sim_erp_sales_orders"."order_nbr" ~ '^[0-9]{7}$')
);
--> statement-breakpoint
CREATE TABLE "sim_erp_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"shipment_nbr" text NOT NULL,
	"order_id" integer NOT NULL,
	"warehouse" text NOT NULL,
	"status" text NOT NULL,
	"shipment_date" date NOT NULL,
	"tracking_numbers" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_erp_transfer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"transfer_id" integer NOT NULL,
	"line_nbr" integer NOT NULL,
	"shipment_nbr" text,
	"sku" text NOT NULL,
	"description" text,
	"ordered_qty" integer NOT NULL,
	"qty_shipped" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_erp_transfer_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_nbr" text NOT NULL,
	"from_warehouse" text NOT NULL,
	"to_warehouse" text NOT NULL,
	"status" text NOT NULL,
	"date" date NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_erp_transfer_status_ck" CHECK ("sim_erp_transfer_orders"."status" in ('Open', 'Shipping', 'Completed', 'Cancelled', 'On Hold'))
);
--> statement-breakpoint
CREATE TABLE "sim_settings" (
	"system" text PRIMARY KEY NOT NULL,
	"failure_mode" text DEFAULT 'none' NOT NULL,
	"failures_left" integer DEFAULT 0 NOT NULL,
	"delay_ms" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_settings_mode_ck" CHECK ("sim_settings"."failure_mode" in ('none', 'next', 'always')),
	CONSTRAINT "sim_settings_counts_ck" CHECK ("sim_settings"."failures_left" >= 0 and "sim_settings"."delay_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sim_carrier_events" ADD CONSTRAINT "sim_carrier_events_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_carrier_events" ADD CONSTRAINT "sim_carrier_events_label_id_sim_carrier_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."sim_carrier_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_carrier_labels" ADD CONSTRAINT "sim_carrier_labels_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_tpl_asns" ADD CONSTRAINT "sim_tpl_asns_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_tpl_cancellations" ADD CONSTRAINT "sim_tpl_cancellations_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_tpl_inventory" ADD CONSTRAINT "sim_tpl_inventory_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_tpl_orders" ADD CONSTRAINT "sim_tpl_orders_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_tpl_shipments" ADD CONSTRAINT "sim_tpl_shipments_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_tpl_shipments" ADD CONSTRAINT "sim_tpl_shipments_tpl_order_id_sim_tpl_orders_id_fk" FOREIGN KEY ("tpl_order_id") REFERENCES "public"."sim_tpl_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_vendor_inbox" ADD CONSTRAINT "sim_vendor_inbox_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_autobuilds" ADD CONSTRAINT "sim_erp_autobuilds_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_inventory" ADD CONSTRAINT "sim_erp_inventory_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_invoices" ADD CONSTRAINT "sim_erp_invoices_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_payments" ADD CONSTRAINT "sim_erp_payments_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_sales_order_lines" ADD CONSTRAINT "sim_erp_sales_order_lines_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_sales_order_lines" ADD CONSTRAINT "sim_erp_sales_order_lines_order_id_sim_erp_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sim_erp_sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_sales_orders" ADD CONSTRAINT "sim_erp_sales_orders_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_shipments" ADD CONSTRAINT "sim_erp_shipments_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_shipments" ADD CONSTRAINT "sim_erp_shipments_order_id_sim_erp_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sim_erp_sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_transfer_lines" ADD CONSTRAINT "sim_erp_transfer_lines_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_transfer_lines" ADD CONSTRAINT "sim_erp_transfer_lines_transfer_id_sim_erp_transfer_orders_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."sim_erp_transfer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_erp_transfer_orders" ADD CONSTRAINT "sim_erp_transfer_orders_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_carrier_events_label_code_uq" ON "sim_carrier_events" USING btree ("label_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_carrier_labels_tracking_uq" ON "sim_carrier_labels" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "sim_carrier_labels_reference_idx" ON "sim_carrier_labels" USING btree ("company","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_tpl_asns_transfer_uq" ON "sim_tpl_asns" USING btree ("company","provider","transfer_order_nbr");--> statement-breakpoint
CREATE INDEX "sim_tpl_cancellations_order_idx" ON "sim_tpl_cancellations" USING btree ("company","provider","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_tpl_orders_so_uq" ON "sim_tpl_orders" USING btree ("company","provider","so_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_tpl_orders_id_uq" ON "sim_tpl_orders" USING btree ("provider","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_tpl_shipments_order_uq" ON "sim_tpl_shipments" USING btree ("tpl_order_id");--> statement-breakpoint
CREATE INDEX "sim_tpl_shipments_date_idx" ON "sim_tpl_shipments" USING btree ("company","provider","shipment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_vendor_inbox_po_uq" ON "sim_vendor_inbox" USING btree ("company","side","vendor_name","po_number");--> statement-breakpoint
CREATE INDEX "sim_vendor_inbox_waiting_idx" ON "sim_vendor_inbox" USING btree ("company","side","vendor_name","id") WHERE "sim_vendor_inbox"."downloaded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_erp_autobuild_nbr_uq" ON "sim_erp_autobuilds" USING btree ("company","build_nbr");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_erp_invoice_ref_uq" ON "sim_erp_invoices" USING btree ("company","ref_nbr");--> statement-breakpoint
CREATE INDEX "sim_erp_invoice_date_idx" ON "sim_erp_invoices" USING btree ("company","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_erp_payment_uq" ON "sim_erp_payments" USING btree ("company","payment_nbr","invoice_ref_nbr");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_erp_so_line_uq" ON "sim_erp_sales_order_lines" USING btree ("order_id","line_nbr");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_erp_so_nbr_uq" ON "sim_erp_sales_orders" USING btree ("company","order_nbr");--> statement-breakpoint
CREATE INDEX "sim_erp_so_date_idx" ON "sim_erp_sales_orders" USING btree ("company","date");--> statement-breakpoint
CREATE INDEX "sim_erp_so_customer_order_idx" ON "sim_erp_sales_orders" USING btree ("company","customer_order_nbr");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_erp_shipment_nbr_uq" ON "sim_erp_shipments" USING btree ("company","shipment_nbr");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_erp_transfer_line_uq" ON "sim_erp_transfer_lines" USING btree ("transfer_id","line_nbr");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_erp_transfer_nbr_uq" ON "sim_erp_transfer_orders" USING btree ("company","order_nbr");