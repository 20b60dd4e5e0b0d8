CREATE TABLE "usps_scan_form_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"scan_form_id" integer NOT NULL,
	"tracking_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usps_scan_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"warehouse" text NOT NULL,
	"day" date NOT NULL,
	"form_id" text NOT NULL,
	"key" text NOT NULL,
	"package_count" integer NOT NULL,
	"user" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usps_scan_form_packages" ADD CONSTRAINT "usps_scan_form_packages_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usps_scan_form_packages" ADD CONSTRAINT "usps_scan_form_packages_scan_form_id_usps_scan_forms_id_fk" FOREIGN KEY ("scan_form_id") REFERENCES "public"."usps_scan_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usps_scan_forms" ADD CONSTRAINT "usps_scan_forms_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usps_scan_form_packages_tracking_idx" ON "usps_scan_form_packages" USING btree ("company","tracking_number");--> statement-breakpoint
CREATE INDEX "usps_scan_form_packages_form_idx" ON "usps_scan_form_packages" USING btree ("scan_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usps_scan_forms_key_idx" ON "usps_scan_forms" USING btree ("key");--> statement-breakpoint
CREATE INDEX "usps_scan_forms_company_date_idx" ON "usps_scan_forms" USING btree ("company","created_at");