CREATE TABLE "tpl_sent_asns" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"provider" integer NOT NULL,
	"transfer_order_nbr" text NOT NULL,
	"asn_number" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tpl_sent_asns" ADD CONSTRAINT "tpl_sent_asns_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_sent_asns_transfer_uq" ON "tpl_sent_asns" USING btree ("company","provider","transfer_order_nbr");--> statement-breakpoint
-- The ASNs sent before this table existed, from the app's log (provider 10 is Geodis).
INSERT INTO "tpl_sent_asns" ("company", "provider", "transfer_order_nbr", "asn_number", "sent_by", "sent_at")
SELECT DISTINCT ON (l."company", l."meta"->>'order_number')
	l."company", 10, l."meta"->>'order_number', l."meta"->>'asn_number',
	coalesce(substring(l."message" from ' sent to Geodis by (.+?): '), ''), l."timestamp"
FROM "log_entries" l
WHERE l."meta"->>'kind' = 'tpl-asn' AND l."company" IN (SELECT "id" FROM "companies")
	AND l."meta"->>'order_number' IS NOT NULL AND l."meta"->>'asn_number' IS NOT NULL
ORDER BY l."company", l."meta"->>'order_number', l."id"
ON CONFLICT DO NOTHING;
