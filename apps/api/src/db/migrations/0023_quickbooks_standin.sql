CREATE TABLE "quickbooks_standin_records" (
	"realm_id" text NOT NULL,
	"entity" text NOT NULL,
	"id" text NOT NULL,
	"sync_token" text DEFAULT '0' NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quickbooks_standin_records_realm_id_entity_id_pk" PRIMARY KEY("realm_id","entity","id")
);
--> statement-breakpoint
CREATE INDEX "quickbooks_standin_records_changed_idx" ON "quickbooks_standin_records" USING btree ("realm_id","updated_at");