CREATE TABLE "pallet_quantities" (
	"company" text NOT NULL,
	"sku" text NOT NULL,
	"qty_per_pallet" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"company" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text,
	"state" text NOT NULL,
	"warehouse" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pallet_quantities" ADD CONSTRAINT "pallet_quantities_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_codes" ADD CONSTRAINT "zip_codes_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pallet_quantities_company_sku_uq" ON "pallet_quantities" USING btree ("company","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "zip_codes_company_zip_uq" ON "zip_codes" USING btree ("company","zip_code");