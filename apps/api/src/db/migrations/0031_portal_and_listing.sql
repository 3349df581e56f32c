CREATE TABLE "client_portal_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"portal_enabled" boolean DEFAULT false NOT NULL,
	"show_invoices" boolean DEFAULT true NOT NULL,
	"pay_invoices" boolean DEFAULT true NOT NULL,
	"update_card" boolean DEFAULT true NOT NULL,
	"request_pause" boolean DEFAULT true NOT NULL,
	"request_skip" boolean DEFAULT true NOT NULL,
	"request_cancel" boolean DEFAULT true NOT NULL,
	"welcome_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_listings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"description" text,
	"contact_phone" text,
	"contact_email" text,
	"website" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_portal_settings" ADD CONSTRAINT "client_portal_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;