CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "client_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_area_techs" (
	"organization_id" integer NOT NULL,
	"work_area_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "work_area_techs_work_area_id_user_id_pk" PRIMARY KEY("work_area_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_area_zips" (
	"organization_id" integer NOT NULL,
	"work_area_id" integer NOT NULL,
	"zip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_area_zips_work_area_id_zip_pk" PRIMARY KEY("work_area_id","zip")
);
--> statement-breakpoint
CREATE TABLE "work_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_onboarding_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"heading" text,
	"introduction" text,
	"accept_out_of_area_leads" boolean DEFAULT true NOT NULL,
	"ask_dog_count" boolean DEFAULT true NOT NULL,
	"ask_referral_source" boolean DEFAULT true NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_prices" boolean DEFAULT false NOT NULL,
	"pricing_note" text,
	"thank_you_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"client_location_id" integer,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"client_comment" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"deny_reason" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_locations" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "client_locations" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "client_locations" ADD COLUMN "position_source" text;--> statement-breakpoint
ALTER TABLE "client_locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "alternate_email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "alternate_phone" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "preferred_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "referral_source" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_service_on" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_client_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_registration_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "commercial_customers" ADD COLUMN "billing_address_line1" text;--> statement-breakpoint
ALTER TABLE "commercial_customers" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "commercial_customers" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "commercial_customers" ADD COLUMN "billing_zip" text;--> statement-breakpoint
ALTER TABLE "commercial_customers" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "commercial_customers" ADD COLUMN "inactive_reason" text;--> statement-breakpoint
ALTER TABLE "commercial_customers" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commercial_locations" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "commercial_locations" ADD COLUMN "position_source" text;--> statement-breakpoint
ALTER TABLE "commercial_locations" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "commercial_locations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "commercial_locations" ADD COLUMN "gate_code" text;--> statement-breakpoint
ALTER TABLE "commercial_locations" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "commercial_locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "client_registrations" ADD COLUMN "referral_source" text;--> statement-breakpoint
ALTER TABLE "client_registrations" ADD COLUMN "out_of_area" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_registrations" ADD COLUMN "converted_client_id" integer;--> statement-breakpoint
ALTER TABLE "client_registrations" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_area_techs" ADD CONSTRAINT "work_area_techs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_area_techs" ADD CONSTRAINT "work_area_techs_work_area_id_work_areas_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_area_techs" ADD CONSTRAINT "work_area_techs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_area_zips" ADD CONSTRAINT "work_area_zips_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_area_zips" ADD CONSTRAINT "work_area_zips_work_area_id_work_areas_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_areas" ADD CONSTRAINT "work_areas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_onboarding_settings" ADD CONSTRAINT "client_onboarding_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_client_location_id_client_locations_id_fk" FOREIGN KEY ("client_location_id") REFERENCES "public"."client_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_activities_organization_client_idx" ON "client_activities" USING btree ("organization_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_notes_organization_client_idx" ON "client_notes" USING btree ("organization_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "work_area_techs_organization_user_idx" ON "work_area_techs" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "work_area_zips_organization_zip_idx" ON "work_area_zips" USING btree ("organization_id","zip");--> statement-breakpoint
CREATE UNIQUE INDEX "work_areas_organization_name_idx" ON "work_areas" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "change_requests_organization_status_idx" ON "change_requests" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_organization_client_idx" ON "change_requests" USING btree ("organization_id","client_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_billing_client_id_clients_id_fk" FOREIGN KEY ("billing_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_organization_last_name_idx" ON "clients" USING btree ("organization_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "clients_organization_email_idx" ON "clients" USING btree ("organization_id","email");--> statement-breakpoint
CREATE INDEX "clients_organization_phone_idx" ON "clients" USING btree ("organization_id","phone");--> statement-breakpoint
CREATE INDEX "clients_organization_balance_idx" ON "clients" USING btree ("organization_id","balance_cents");--> statement-breakpoint
CREATE INDEX "clients_organization_billing_client_idx" ON "clients" USING btree ("organization_id","billing_client_id");--> statement-breakpoint
CREATE INDEX "clients_search_text_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commercial_customers_organization_company_idx" ON "commercial_customers" USING btree ("organization_id","company_name");--> statement-breakpoint
CREATE INDEX "commercial_locations_organization_zip_idx" ON "commercial_locations" USING btree ("organization_id","zip");--> statement-breakpoint
CREATE INDEX "client_registrations_organization_status_idx" ON "client_registrations" USING btree ("organization_id","status","created_at");
--> statement-breakpoint
-- One search document per client, kept by the database so every writer (forms, lead conversion, change requests,
-- seeds, imports) leaves it right: names, e-mails, phone digits, and every location's label, address, city and zip.
CREATE FUNCTION client_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.email, NEW.alternate_email, NEW.phone, NEW.alternate_phone,
    (SELECT string_agg(concat_ws(' ', l.name, l.address_line1, l.address_line2, l.city, l.zip), ' ') FROM client_locations l WHERE l.organization_id = NEW.organization_id AND l.client_id = NEW.id)));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_search_document BEFORE INSERT OR UPDATE ON clients FOR EACH ROW EXECUTE FUNCTION client_search_document();--> statement-breakpoint
CREATE FUNCTION client_locations_touch_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN UPDATE clients SET search_text = '' WHERE id = OLD.client_id; END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.client_id <> OLD.client_id) THEN UPDATE clients SET search_text = '' WHERE id = NEW.client_id; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER client_locations_search_document AFTER INSERT OR UPDATE OR DELETE ON client_locations FOR EACH ROW EXECUTE FUNCTION client_locations_touch_search_document();--> statement-breakpoint
UPDATE clients SET search_text = '';
