CREATE TABLE "bulk_cartons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"shipment_id" integer NOT NULL,
	"level" text NOT NULL,
	"pallet_id" integer,
	"sscc" text NOT NULL,
	"item_id" integer,
	"quantity" integer
);
--> statement-breakpoint
ALTER TABLE "bulk_orders" ADD COLUMN "asn_error" text;--> statement-breakpoint
ALTER TABLE "bulk_orders" ADD COLUMN "invoice_error" text;--> statement-breakpoint
ALTER TABLE "bulk_cartons" ADD CONSTRAINT "bulk_cartons_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_cartons" ADD CONSTRAINT "bulk_cartons_shipment_id_bulk_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."bulk_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_cartons" ADD CONSTRAINT "bulk_cartons_item_id_bulk_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bulk_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_cartons_sscc_uq" ON "bulk_cartons" USING btree ("sscc");--> statement-breakpoint
CREATE INDEX "bulk_cartons_shipment_idx" ON "bulk_cartons" USING btree ("shipment_id");