CREATE TABLE "printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"warehouse" text NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"transport" text NOT NULL,
	"host" text,
	"port" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "reprint_of" integer;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "printers_company_warehouse_role_idx" ON "printers" USING btree ("company","warehouse","role");--> statement-breakpoint
-- The label printers of D3 section 9, reached through Loftware. The company row is ensured at start
-- as well (same values), so the printers can be inserted on an empty database.
INSERT INTO "companies" ("id", "name") VALUES ('furhaven', 'Furhaven') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "printers" ("company", "warehouse", "role", "name", "transport") VALUES
	('furhaven', 'pennsylvania', 'hang_tag', 'QuickLabel QL-30M', 'loftware'),
	('furhaven', 'texas', 'hang_tag', 'CAB XD4T/300', 'loftware'),
	('furhaven', 'pennsylvania', 'asin', 'ZDesigner ZT230-200dpi ZPL', 'loftware')
ON CONFLICT DO NOTHING;
