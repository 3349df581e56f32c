CREATE TABLE "work_area_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_area_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"work_area_id" integer,
	"work_area_name" text NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_cross_sells" (
	"organization_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"cross_sell_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "job_cross_sells_job_id_cross_sell_id_pk" PRIMARY KEY("job_id","cross_sell_id")
);
--> statement-breakpoint
CREATE TABLE "job_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_horizons" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"generated_through" date,
	"last_run_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"subscription_id" integer,
	"client_id" integer,
	"client_location_id" integer,
	"commercial_customer_id" integer,
	"commercial_location_id" integer,
	"planned_date" date,
	"service_date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"assigned_user_id" integer,
	"route_position" integer,
	"price_cents" integer NOT NULL,
	"skip_reason_id" integer,
	"skip_note" text,
	"office_notes" text,
	"tech_notes" text,
	"gate_closed" boolean,
	"dog_count" integer,
	"on_the_way_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"re_clean_of_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_one_location" CHECK (("jobs"."kind" = 'residential' and "jobs"."client_location_id" is not null and "jobs"."commercial_location_id" is null) or ("jobs"."kind" = 'commercial' and "jobs"."commercial_location_id" is not null and "jobs"."client_location_id" is null)),
	CONSTRAINT "jobs_price_not_negative" CHECK ("jobs"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "skip_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skip_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_charged" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cleanup_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cleanup_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"client_id" integer,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_area_changes" ADD CONSTRAINT "work_area_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_area_changes" ADD CONSTRAINT "work_area_changes_work_area_id_work_areas_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_area_changes" ADD CONSTRAINT "work_area_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cross_sells" ADD CONSTRAINT "job_cross_sells_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cross_sells" ADD CONSTRAINT "job_cross_sells_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cross_sells" ADD CONSTRAINT "job_cross_sells_cross_sell_id_cross_sells_id_fk" FOREIGN KEY ("cross_sell_id") REFERENCES "public"."cross_sells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_horizons" ADD CONSTRAINT "job_horizons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_location_id_client_locations_id_fk" FOREIGN KEY ("client_location_id") REFERENCES "public"."client_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_commercial_location_id_commercial_locations_id_fk" FOREIGN KEY ("commercial_location_id") REFERENCES "public"."commercial_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_skip_reason_id_skip_reasons_id_fk" FOREIGN KEY ("skip_reason_id") REFERENCES "public"."skip_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_re_clean_of_job_id_jobs_id_fk" FOREIGN KEY ("re_clean_of_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skip_reasons" ADD CONSTRAINT "skip_reasons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleanup_notifications" ADD CONSTRAINT "cleanup_notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleanup_notifications" ADD CONSTRAINT "cleanup_notifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleanup_notifications" ADD CONSTRAINT "cleanup_notifications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_area_changes_organization_created_idx" ON "work_area_changes" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "work_area_changes_work_area_idx" ON "work_area_changes" USING btree ("organization_id","work_area_id");--> statement-breakpoint
CREATE INDEX "job_cross_sells_cross_sell_idx" ON "job_cross_sells" USING btree ("organization_id","cross_sell_id");--> statement-breakpoint
CREATE INDEX "job_events_job_idx" ON "job_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_photos_job_idx" ON "job_photos" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_subscription_planned_day_idx" ON "jobs" USING btree ("organization_id","subscription_id","planned_date") WHERE "jobs"."origin" in ('recurring', 'one_time');--> statement-breakpoint
CREATE INDEX "jobs_organization_day_tech_idx" ON "jobs" USING btree ("organization_id","service_date","assigned_user_id","route_position");--> statement-breakpoint
CREATE INDEX "jobs_organization_open_day_idx" ON "jobs" USING btree ("organization_id","service_date") WHERE "jobs"."status" in ('scheduled', 'on_the_way', 'in_progress');--> statement-breakpoint
CREATE INDEX "jobs_organization_subscription_day_idx" ON "jobs" USING btree ("organization_id","subscription_id","service_date");--> statement-breakpoint
CREATE INDEX "jobs_organization_client_location_idx" ON "jobs" USING btree ("organization_id","client_location_id","service_date");--> statement-breakpoint
CREATE INDEX "jobs_organization_commercial_location_idx" ON "jobs" USING btree ("organization_id","commercial_location_id","service_date");--> statement-breakpoint
CREATE INDEX "jobs_organization_status_day_idx" ON "jobs" USING btree ("organization_id","status","service_date");--> statement-breakpoint
CREATE INDEX "jobs_re_clean_of_idx" ON "jobs" USING btree ("re_clean_of_job_id") WHERE "jobs"."re_clean_of_job_id" is not null;--> statement-breakpoint
CREATE INDEX "jobs_subscription_idx" ON "jobs" USING btree ("subscription_id") WHERE "jobs"."subscription_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "skip_reasons_organization_name_idx" ON "skip_reasons" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "cleanup_notifications_organization_created_idx" ON "cleanup_notifications" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "cleanup_notifications_job_idx" ON "cleanup_notifications" USING btree ("job_id");--> statement-breakpoint
INSERT INTO "skip_reasons" ("organization_id", "name", "is_charged")
SELECT o."id", r."name", r."is_charged"
FROM "organizations" o
CROSS JOIN (VALUES ('Weather', false), ('Locked gate', true), ('Dog in the yard', true), ('Client request', false), ('Holiday', false)) AS r("name", "is_charged")
WHERE NOT EXISTS (SELECT 1 FROM "skip_reasons" s WHERE s."organization_id" = o."id")
ON CONFLICT DO NOTHING;
