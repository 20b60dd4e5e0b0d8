CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"warehouse" text NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"paired_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_hash_uq" ON "devices" USING btree ("token_hash") WHERE "devices"."token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_pairing_code_uq" ON "devices" USING btree ("pairing_code_hash") WHERE "devices"."pairing_code_hash" is not null;--> statement-breakpoint
CREATE INDEX "devices_company_idx" ON "devices" USING btree ("company","created_at");