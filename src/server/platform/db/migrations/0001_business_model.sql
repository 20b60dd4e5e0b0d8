CREATE TABLE "bulk_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_id" integer NOT NULL,
	"acu_invoice_num" text,
	"ims_cost" numeric(12, 2),
	"invoice_cost" numeric(12, 2),
	"vendor_status" integer DEFAULT 700 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_id" integer NOT NULL,
	"internal_sku" text NOT NULL,
	"external_sku" text,
	"root_sku" text,
	"description" text,
	"quantity" integer NOT NULL,
	"internal_price" numeric(12, 2),
	"external_price" numeric(12, 2),
	"case_packs" integer,
	"boxes" integer,
	"decision" text,
	"ship_method" text,
	"fulfill_ky" integer DEFAULT 0 NOT NULL,
	"fulfill_pa" integer DEFAULT 0 NOT NULL,
	"fulfill_tx" integer DEFAULT 0 NOT NULL,
	"fulfill_il" integer DEFAULT 0 NOT NULL,
	"back_ordered" integer DEFAULT 0 NOT NULL,
	"discontinued" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"ky_method" text,
	"pa_method" text,
	"tx_method" text,
	"il_method" text,
	"order_status" integer NOT NULL,
	"vendor_params" jsonb
);
--> statement-breakpoint
CREATE TABLE "bulk_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"internal_po_number" text NOT NULL,
	"external_po_number" text,
	"vendor_name" text NOT NULL,
	"vendor_code" text,
	"upload_id" integer,
	"warehouse" text,
	"acu_order_num" text,
	"acumatica_status" integer,
	"stage" text NOT NULL,
	"order_status" integer NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"price" numeric(12, 2),
	"order_pieces" integer,
	"requested_ship_date" date,
	"deliver_by" date,
	"deliver_window_start" date,
	"deliver_window_end" date,
	"ship_window_start" date,
	"ship_window_end" date,
	"requested_pickup" date,
	"name" text,
	"attention" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"location" text,
	"billing_name" text,
	"billing_address1" text,
	"billing_address2" text,
	"billing_city" text,
	"billing_state" text,
	"billing_zip_code" text,
	"asn_status" integer DEFAULT 300 NOT NULL,
	"invoice_status" integer DEFAULT 700 NOT NULL,
	"pickup_date" date,
	"volume_cf" numeric(12, 2),
	"weight_lbs" numeric(12, 2),
	"note" text,
	"pullsheet_downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bulk_shipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_id" integer NOT NULL,
	"pro_number" text,
	"bol" text,
	"carrier" text,
	"ship_date" date,
	"expected_delivery" date,
	"truck_number" text,
	"shipment_price" numeric(12, 2),
	"acu_ship_num" text,
	"acumatica_status" integer,
	"total_on_shipment" integer,
	"shipment_status" integer NOT NULL,
	"warehouse" text,
	"method" text,
	"tote_number" text,
	"pullsheet_id" integer,
	"reshipped_date" date,
	"dock_appointment" timestamp with time zone,
	"destination" text,
	"pallets" integer,
	"pieces" integer
);
--> statement-breakpoint
CREATE TABLE "carrier_sign_ins" (
	"sign_in_id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"warehouse" text NOT NULL,
	"mode" text NOT NULL,
	"scac" text NOT NULL,
	"driver_name" text NOT NULL,
	"truck_number" text NOT NULL,
	"pro_number" text,
	"delivered_goods" text,
	"sign_in_time" timestamp with time zone NOT NULL,
	"sign_out_time" timestamp with time zone,
	"signature_key" text,
	"client_id" text
);
--> statement-breakpoint
CREATE TABLE "change_request_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"sub_type" text NOT NULL,
	"detail" text NOT NULL,
	"value" text,
	"old_value" text,
	"internal_sku" text,
	"quantity" integer,
	"external_price" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"change_date" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	"internal_po_number" text NOT NULL,
	"vendor_name" text NOT NULL,
	"type" text NOT NULL,
	"request_status" integer NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "edi_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"side" text NOT NULL,
	"gs_id" text NOT NULL,
	"vendor_name" text NOT NULL,
	"message_date" timestamp with time zone DEFAULT now() NOT NULL,
	"internal_po_number" text,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"lot_id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"item_id" integer NOT NULL,
	"internal_sku" text NOT NULL,
	"lot_number" text NOT NULL,
	"manufacturer" text,
	"expiration_date" date NOT NULL,
	"production_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"date" date NOT NULL,
	"warehouse" text NOT NULL,
	"vendor_name" text NOT NULL,
	"qty" integer NOT NULL,
	"order_id" integer
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"carrier" text NOT NULL,
	"scac" text NOT NULL,
	"shorthand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_components" (
	"company" text NOT NULL,
	"bundle_sku" text NOT NULL,
	"component_sku" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_locations" (
	"item_id" integer NOT NULL,
	"company" text NOT NULL,
	"warehouse" text NOT NULL,
	"location" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_stock" (
	"item_id" integer NOT NULL,
	"company" text NOT NULL,
	"warehouse" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"sku" text NOT NULL,
	"root_sku" text NOT NULL,
	"description" text NOT NULL,
	"size" text,
	"colour" text,
	"foam" text,
	"bolster" text,
	"default_box" text,
	"case_packs" integer DEFAULT 1 NOT NULL,
	"upc" text,
	"asin" text,
	"chewy_sku" text,
	"amazon_description" text,
	"chewy_description" text,
	"pretagged" boolean DEFAULT false NOT NULL,
	"price" numeric(12, 2),
	"weight_lbs" numeric(12, 2),
	"is_bundle" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"side" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"fulfillment_priority" integer,
	"last_download" timestamp with time zone,
	"erp_order_type" text DEFAULT 'SO' NOT NULL,
	"sends_inventory" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zero_out_skus" (
	"company" text NOT NULL,
	"sku" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" text
);
--> statement-breakpoint
CREATE TABLE "dropship_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer,
	"internal_sku" text NOT NULL,
	"external_sku" text,
	"root_sku" text,
	"description" text,
	"quantity" integer NOT NULL,
	"internal_price" numeric(12, 2),
	"external_price" numeric(12, 2),
	"order_status" integer NOT NULL,
	"cancel_reason" text,
	"location" text
);
--> statement-breakpoint
CREATE TABLE "dropship_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_code" text,
	"upload_id" integer,
	"internal_po_number" text NOT NULL,
	"external_po_number" text,
	"order_date" timestamp with time zone NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"carrier" text,
	"method" text,
	"warehouse" text,
	"order_status" integer NOT NULL,
	"acumatica_status" integer,
	"acu_order_num" text,
	"vendor_status" integer,
	"decision" text,
	"pickup_time" timestamp with time zone,
	"vendor_params" jsonb,
	"held_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dropship_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_id" integer NOT NULL,
	"tracking_number" text,
	"carrier" text,
	"method" text,
	"tracking_status" integer,
	"acu_ship_num" text,
	"acumatica_status" integer,
	"truck_number" text,
	"tote_id" text,
	"warehouse" text,
	"pullsheet_id" integer,
	"ship_date" timestamp with time zone,
	"reshipped_date" date,
	"box_type" text,
	"weight_lbs" numeric(12, 2),
	"total_quantity" integer DEFAULT 0 NOT NULL,
	"label_key" text,
	"packslip_key" text,
	"tracking_error" text
);
--> statement-breakpoint
CREATE TABLE "pullsheets" (
	"pullsheet_id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"warehouse" text NOT NULL,
	"carrier" text NOT NULL,
	"type" text NOT NULL,
	"status_code" integer NOT NULL,
	"max_status_code" integer NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"piece_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"split_from" integer
);
--> statement-breakpoint
CREATE TABLE "static_actions" (
	"action_id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"action" text NOT NULL,
	"user" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"successful" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"file_name" text
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"upload_id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"side" text NOT NULL,
	"vendor_name" text,
	"file_name" text NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"successful" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"user" text NOT NULL,
	"upload_status" text NOT NULL,
	"kentucky" integer DEFAULT 0 NOT NULL,
	"pennsylvania" integer DEFAULT 0 NOT NULL,
	"failures" jsonb
);
--> statement-breakpoint
CREATE TABLE "extract_jobs" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"source_key" text,
	"result_key" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "label_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"kind" text NOT NULL,
	"printer" text NOT NULL,
	"warehouse" text,
	"template" text,
	"copies" integer DEFAULT 1 NOT NULL,
	"payload" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autobuilds" (
	"build_id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"user" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_number" text NOT NULL,
	"customer" text,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"build_date" timestamp with time zone NOT NULL,
	"worker_id" integer,
	"group_number" integer,
	"warehouse" text NOT NULL,
	"reported" boolean DEFAULT false NOT NULL,
	"labor_minutes" numeric(10, 2)
);
--> statement-breakpoint
CREATE TABLE "employee_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"worker_id" integer NOT NULL,
	"warehouse" text NOT NULL,
	"group" text,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"break_minutes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"truck_number" text NOT NULL,
	"tracking_number" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"worker_name" text NOT NULL,
	"warehouse" text NOT NULL,
	"timecard_num" text NOT NULL,
	"payroll_num" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"group_number" integer
);
--> statement-breakpoint
CREATE TABLE "tpl_discrepancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"acu_order_num" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"from_warehouse" text NOT NULL,
	"to_warehouse" text NOT NULL,
	"sku" text NOT NULL,
	"shipped" integer NOT NULL,
	"received" integer NOT NULL,
	"status" text DEFAULT 'Unresolved' NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "warranty_items" (
	"warranty_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"original_sku" text NOT NULL,
	"internal_sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"lot_number" text,
	"warehouse_notes" text,
	"notes" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"order_date" date NOT NULL,
	"order_status" integer NOT NULL,
	"internal_po_number" text NOT NULL,
	"external_po_number" text,
	"order_type" text,
	"vendor" text,
	"warehouse" text,
	"warranty_issued" text NOT NULL,
	"reason" text NOT NULL,
	"fast_shipping" text,
	"customer_name" text NOT NULL,
	"email" text,
	"street" text NOT NULL,
	"street_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_invoices" ADD CONSTRAINT "bulk_invoices_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invoices" ADD CONSTRAINT "bulk_invoices_order_id_bulk_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bulk_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_order_items" ADD CONSTRAINT "bulk_order_items_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_order_items" ADD CONSTRAINT "bulk_order_items_order_id_bulk_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bulk_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_orders" ADD CONSTRAINT "bulk_orders_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_shipment_items" ADD CONSTRAINT "bulk_shipment_items_shipment_id_bulk_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."bulk_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_shipment_items" ADD CONSTRAINT "bulk_shipment_items_item_id_bulk_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bulk_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_shipments" ADD CONSTRAINT "bulk_shipments_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_shipments" ADD CONSTRAINT "bulk_shipments_order_id_bulk_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bulk_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_sign_ins" ADD CONSTRAINT "carrier_sign_ins_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_request_details" ADD CONSTRAINT "change_request_details_request_id_change_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."change_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_order_id_bulk_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bulk_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_transactions" ADD CONSTRAINT "edi_transactions_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_item_id_bulk_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bulk_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_schedule" ADD CONSTRAINT "production_schedule_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_schedule" ADD CONSTRAINT "production_schedule_order_id_bulk_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bulk_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_components" ADD CONSTRAINT "item_components_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_locations" ADD CONSTRAINT "item_locations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_locations" ADD CONSTRAINT "item_locations_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_stock" ADD CONSTRAINT "item_stock_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_stock" ADD CONSTRAINT "item_stock_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zero_out_skus" ADD CONSTRAINT "zero_out_skus_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropship_order_lines" ADD CONSTRAINT "dropship_order_lines_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropship_order_lines" ADD CONSTRAINT "dropship_order_lines_order_id_dropship_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dropship_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropship_order_lines" ADD CONSTRAINT "dropship_order_lines_package_id_dropship_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."dropship_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropship_orders" ADD CONSTRAINT "dropship_orders_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropship_packages" ADD CONSTRAINT "dropship_packages_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropship_packages" ADD CONSTRAINT "dropship_packages_order_id_dropship_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dropship_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropship_packages" ADD CONSTRAINT "dropship_packages_pullsheet_id_pullsheets_pullsheet_id_fk" FOREIGN KEY ("pullsheet_id") REFERENCES "public"."pullsheets"("pullsheet_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pullsheets" ADD CONSTRAINT "pullsheets_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_actions" ADD CONSTRAINT "static_actions_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_jobs" ADD CONSTRAINT "extract_jobs_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_files" ADD CONSTRAINT "label_files_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autobuilds" ADD CONSTRAINT "autobuilds_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_times" ADD CONSTRAINT "employee_times_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_times" ADD CONSTRAINT "employee_times_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_packages" ADD CONSTRAINT "truck_packages_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_discrepancies" ADD CONSTRAINT "tpl_discrepancies_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_items" ADD CONSTRAINT "warranty_items_order_id_warranty_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."warranty_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_orders" ADD CONSTRAINT "warranty_orders_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_invoices_order_uq" ON "bulk_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bulk_items_order_idx" ON "bulk_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bulk_items_sku_idx" ON "bulk_order_items" USING btree ("company","internal_sku");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_orders_po_uq" ON "bulk_orders" USING btree ("company","vendor_name","internal_po_number");--> statement-breakpoint
CREATE INDEX "bulk_orders_stage_idx" ON "bulk_orders" USING btree ("company","stage","warehouse","upload_date");--> statement-breakpoint
CREATE INDEX "bulk_orders_upload_date_idx" ON "bulk_orders" USING btree ("company","upload_date");--> statement-breakpoint
CREATE INDEX "bulk_orders_acu_idx" ON "bulk_orders" USING btree ("company","acu_order_num");--> statement-breakpoint
CREATE INDEX "bulk_orders_ext_po_idx" ON "bulk_orders" USING btree ("company","external_po_number");--> statement-breakpoint
CREATE INDEX "bulk_shipment_items_shipment_idx" ON "bulk_shipment_items" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "bulk_shipments_order_idx" ON "bulk_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bulk_shipments_pro_idx" ON "bulk_shipments" USING btree ("company","pro_number");--> statement-breakpoint
CREATE INDEX "bulk_shipments_ship_date_idx" ON "bulk_shipments" USING btree ("company","warehouse","ship_date");--> statement-breakpoint
CREATE INDEX "carrier_sign_ins_open_idx" ON "carrier_sign_ins" USING btree ("company","warehouse") WHERE "carrier_sign_ins"."sign_out_time" is null;--> statement-breakpoint
CREATE INDEX "carrier_sign_ins_time_idx" ON "carrier_sign_ins" USING btree ("company","sign_in_time");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sign_ins_client_uq" ON "carrier_sign_ins" USING btree ("company","client_id");--> statement-breakpoint
CREATE INDEX "change_request_details_request_idx" ON "change_request_details" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "change_requests_company_status_idx" ON "change_requests" USING btree ("company","request_status","change_date");--> statement-breakpoint
CREATE INDEX "edi_company_side_date_idx" ON "edi_transactions" USING btree ("company","side","message_date");--> statement-breakpoint
CREATE INDEX "edi_po_idx" ON "edi_transactions" USING btree ("company","internal_po_number");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_item_uq" ON "lots" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "production_schedule_date_idx" ON "production_schedule" USING btree ("company","warehouse","date");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_company_scac_uq" ON "carriers" USING btree ("company",upper("scac"));--> statement-breakpoint
CREATE UNIQUE INDEX "item_components_uq" ON "item_components" USING btree ("company","bundle_sku","component_sku");--> statement-breakpoint
CREATE UNIQUE INDEX "item_locations_item_wh_uq" ON "item_locations" USING btree ("item_id","warehouse");--> statement-breakpoint
CREATE UNIQUE INDEX "item_stock_item_wh_uq" ON "item_stock" USING btree ("item_id","warehouse");--> statement-breakpoint
CREATE UNIQUE INDEX "items_company_sku_uq" ON "items" USING btree ("company","sku");--> statement-breakpoint
CREATE INDEX "items_company_root_idx" ON "items" USING btree ("company","root_sku");--> statement-breakpoint
CREATE INDEX "items_upc_idx" ON "items" USING btree ("upc");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_company_side_name_uq" ON "vendors" USING btree ("company","side","name");--> statement-breakpoint
CREATE UNIQUE INDEX "zero_out_skus_uq" ON "zero_out_skus" USING btree ("company","sku");--> statement-breakpoint
CREATE INDEX "dropship_lines_order_idx" ON "dropship_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "dropship_lines_sku_idx" ON "dropship_order_lines" USING btree ("company","internal_sku");--> statement-breakpoint
CREATE INDEX "dropship_lines_package_idx" ON "dropship_order_lines" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dropship_orders_po_uq" ON "dropship_orders" USING btree ("company","vendor_name","internal_po_number");--> statement-breakpoint
CREATE INDEX "dropship_orders_upload_date_idx" ON "dropship_orders" USING btree ("company","upload_date");--> statement-breakpoint
CREATE INDEX "dropship_orders_vendor_date_idx" ON "dropship_orders" USING btree ("company","vendor_name","upload_date");--> statement-breakpoint
CREATE INDEX "dropship_orders_po_idx" ON "dropship_orders" USING btree ("company","internal_po_number");--> statement-breakpoint
CREATE INDEX "dropship_orders_ext_po_idx" ON "dropship_orders" USING btree ("company","external_po_number");--> statement-breakpoint
CREATE INDEX "dropship_orders_acu_idx" ON "dropship_orders" USING btree ("company","acu_order_num");--> statement-breakpoint
CREATE INDEX "dropship_orders_upload_idx" ON "dropship_orders" USING btree ("company","upload_id");--> statement-breakpoint
CREATE INDEX "dropship_orders_status_idx" ON "dropship_orders" USING btree ("company","order_status","upload_date");--> statement-breakpoint
CREATE INDEX "dropship_orders_name_idx" ON "dropship_orders" USING btree ("company",lower("name"));--> statement-breakpoint
CREATE INDEX "dropship_packages_order_idx" ON "dropship_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "dropship_packages_tracking_idx" ON "dropship_packages" USING btree ("company","tracking_number");--> statement-breakpoint
CREATE INDEX "dropship_packages_pullsheet_idx" ON "dropship_packages" USING btree ("pullsheet_id");--> statement-breakpoint
CREATE INDEX "dropship_packages_failed_idx" ON "dropship_packages" USING btree ("company") WHERE "dropship_packages"."tracking_error" is not null;--> statement-breakpoint
CREATE INDEX "pullsheets_company_wh_date_idx" ON "pullsheets" USING btree ("company","warehouse","date");--> statement-breakpoint
CREATE INDEX "static_actions_company_date_idx" ON "static_actions" USING btree ("company","date");--> statement-breakpoint
CREATE INDEX "uploads_company_side_date_idx" ON "uploads" USING btree ("company","side","upload_date");--> statement-breakpoint
CREATE INDEX "extract_jobs_company_date_idx" ON "extract_jobs" USING btree ("company","date");--> statement-breakpoint
CREATE INDEX "label_files_company_kind_idx" ON "label_files" USING btree ("company","kind","date");--> statement-breakpoint
CREATE INDEX "print_jobs_company_date_idx" ON "print_jobs" USING btree ("company","created_at");--> statement-breakpoint
CREATE INDEX "builds_company_date_idx" ON "builds" USING btree ("company","warehouse","build_date");--> statement-breakpoint
CREATE INDEX "builds_order_idx" ON "builds" USING btree ("company","order_number");--> statement-breakpoint
CREATE INDEX "employee_times_company_in_idx" ON "employee_times" USING btree ("company","warehouse","clock_in");--> statement-breakpoint
CREATE INDEX "truck_packages_date_idx" ON "truck_packages" USING btree ("company","date");--> statement-breakpoint
CREATE INDEX "truck_packages_tracking_idx" ON "truck_packages" USING btree ("company","tracking_number");--> statement-breakpoint
CREATE INDEX "workers_company_wh_idx" ON "workers" USING btree ("company","warehouse");--> statement-breakpoint
CREATE INDEX "tpl_discrepancies_company_idx" ON "tpl_discrepancies" USING btree ("company","status","timestamp");--> statement-breakpoint
CREATE INDEX "warranty_items_order_idx" ON "warranty_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "warranty_items_sku_idx" ON "warranty_items" USING btree ("internal_sku");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_orders_po_uq" ON "warranty_orders" USING btree ("company","internal_po_number");--> statement-breakpoint
CREATE INDEX "warranty_orders_date_idx" ON "warranty_orders" USING btree ("company","order_date");