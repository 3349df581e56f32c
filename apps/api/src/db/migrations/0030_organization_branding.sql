CREATE TABLE "organization_branding" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"display_name" text,
	"logo_url" text,
	"logo_storage_key" text,
	"logo_content_type" text,
	"primary_color" text,
	"header_color" text,
	"phone" text,
	"email" text,
	"address" text,
	"website" text,
	"analytics_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_branding" ADD CONSTRAINT "organization_branding_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;