CREATE TABLE "carrier_label_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"carrier" text NOT NULL,
	"purchase_key" text,
	"request_hash" text,
	"state" text NOT NULL,
	"tracking_number" text,
	"label_id" text,
	"reshipped_to" text,
	"reshipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_label_purchases" ADD CONSTRAINT "carrier_label_purchases_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_label_purchases_key_uq" ON "carrier_label_purchases" USING btree ("purchase_key");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_label_purchases_tracking_uq" ON "carrier_label_purchases" USING btree ("company","tracking_number");--> statement-breakpoint
CREATE INDEX "carrier_label_purchases_pending_idx" ON "carrier_label_purchases" USING btree ("company","request_hash","state");