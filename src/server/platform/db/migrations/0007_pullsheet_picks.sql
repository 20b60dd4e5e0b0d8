CREATE TABLE "pullsheet_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"pullsheet_id" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"expected" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text,
	"short_reason" text,
	"picked_by" text NOT NULL,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pullsheet_picks" ADD CONSTRAINT "pullsheet_picks_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pullsheet_picks" ADD CONSTRAINT "pullsheet_picks_pullsheet_id_pullsheets_pullsheet_id_fk" FOREIGN KEY ("pullsheet_id") REFERENCES "public"."pullsheets"("pullsheet_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pullsheet_picks_sheet_sku_uq" ON "pullsheet_picks" USING btree ("pullsheet_id","sku");