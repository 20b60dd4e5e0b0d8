CREATE TABLE "tpl_sent_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"provider" integer NOT NULL,
	"so_number" text NOT NULL,
	"provider_order_id" text,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tpl_sent_orders" ADD CONSTRAINT "tpl_sent_orders_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_sent_orders_so_uq" ON "tpl_sent_orders" USING btree ("company","provider","so_number");