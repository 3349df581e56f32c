CREATE TABLE "initial_cleanup_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "initial_cleanup_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"label" text NOT NULL,
	"weeks_since_cleaned_from" integer NOT NULL,
	"weeks_since_cleaned_to" integer,
	"from_price_cents" integer NOT NULL,
	"to_price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"frequency" text NOT NULL,
	"custom_days_per_week" integer,
	"price_basis" text DEFAULT 'per_visit' NOT NULL,
	"dog_prices" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_area_premiums" (
	"organization_id" integer NOT NULL,
	"work_area_id" integer NOT NULL,
	"premium_cents" integer NOT NULL,
	CONSTRAINT "work_area_premiums_work_area_id_pk" PRIMARY KEY("work_area_id")
);
--> statement-breakpoint
CREATE TABLE "cross_sells" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cross_sells_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"frequency" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"client_id" integer,
	"subscription_id" integer,
	"redeemed_by_user_id" integer,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"percent_off" integer,
	"amount_off_cents" integer,
	"duration" text NOT NULL,
	"duration_months" integer,
	"max_redemptions" integer,
	"expires_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "gift_certificate_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_certificate_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"gift_certificate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"client_id" integer,
	"note" text,
	"idempotency_key" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"purchaser_name" text NOT NULL,
	"purchaser_email" text,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"message" text,
	"expires_on" date,
	"sold_by_user_id" integer,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificates_balance_in_range" CHECK ("gift_certificates"."balance_cents" >= 0 and "gift_certificates"."balance_cents" <= "gift_certificates"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "cancel_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancel_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_cross_sells" (
	"organization_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"cross_sell_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"added_on" date NOT NULL,
	CONSTRAINT "subscription_cross_sells_subscription_id_cross_sell_id_pk" PRIMARY KEY("subscription_id","cross_sell_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_service_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_service_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"start_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"client_id" integer,
	"client_location_id" integer,
	"commercial_customer_id" integer,
	"commercial_location_id" integer,
	"service_plan_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"price_override_reason" text,
	"start_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"pause_from" date,
	"pause_to" date,
	"cancel_reason_id" integer,
	"cancel_note" text,
	"cancelled_on" date,
	"assigned_user_id" integer,
	"coupon_id" integer,
	"coupon_applied_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_one_location" CHECK (("subscriptions"."kind" = 'residential' and "subscriptions"."client_location_id" is not null and "subscriptions"."commercial_location_id" is null) or ("subscriptions"."kind" = 'commercial' and "subscriptions"."commercial_location_id" is not null and "subscriptions"."client_location_id" is null))
);
--> statement-breakpoint
ALTER TABLE "initial_cleanup_prices" ADD CONSTRAINT "initial_cleanup_prices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_area_premiums" ADD CONSTRAINT "work_area_premiums_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_area_premiums" ADD CONSTRAINT "work_area_premiums_work_area_id_work_areas_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_sells" ADD CONSTRAINT "cross_sells_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_entries" ADD CONSTRAINT "gift_certificate_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_entries" ADD CONSTRAINT "gift_certificate_entries_gift_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("gift_certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_entries" ADD CONSTRAINT "gift_certificate_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_entries" ADD CONSTRAINT "gift_certificate_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_sold_by_user_id_users_id_fk" FOREIGN KEY ("sold_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_reasons" ADD CONSTRAINT "cancel_reasons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cross_sells" ADD CONSTRAINT "subscription_cross_sells_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cross_sells" ADD CONSTRAINT "subscription_cross_sells_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cross_sells" ADD CONSTRAINT "subscription_cross_sells_cross_sell_id_cross_sells_id_fk" FOREIGN KEY ("cross_sell_id") REFERENCES "public"."cross_sells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_service_days" ADD CONSTRAINT "subscription_service_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_service_days" ADD CONSTRAINT "subscription_service_days_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_location_id_client_locations_id_fk" FOREIGN KEY ("client_location_id") REFERENCES "public"."client_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_commercial_location_id_commercial_locations_id_fk" FOREIGN KEY ("commercial_location_id") REFERENCES "public"."commercial_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_service_plan_id_service_plans_id_fk" FOREIGN KEY ("service_plan_id") REFERENCES "public"."service_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancel_reason_id_cancel_reasons_id_fk" FOREIGN KEY ("cancel_reason_id") REFERENCES "public"."cancel_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "initial_cleanup_prices_organization_idx" ON "initial_cleanup_prices" USING btree ("organization_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "service_plans_organization_slug_idx" ON "service_plans" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "service_plans_organization_name_idx" ON "service_plans" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "work_area_premiums_organization_idx" ON "work_area_premiums" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "cross_sells_organization_kind_idx" ON "cross_sells" USING btree ("organization_id","kind","name");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_organization_coupon_idx" ON "coupon_redemptions" USING btree ("organization_id","coupon_id","redeemed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_organization_code_idx" ON "coupons" USING btree ("organization_id","code");--> statement-breakpoint
CREATE INDEX "gift_certificate_entries_certificate_idx" ON "gift_certificate_entries" USING btree ("organization_id","gift_certificate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificate_entries_idempotency_idx" ON "gift_certificate_entries" USING btree ("gift_certificate_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_organization_code_idx" ON "gift_certificates" USING btree ("organization_id","code");--> statement-breakpoint
CREATE INDEX "gift_certificates_organization_created_idx" ON "gift_certificates" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cancel_reasons_organization_name_idx" ON "cancel_reasons" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "subscription_cross_sells_cross_sell_idx" ON "subscription_cross_sells" USING btree ("organization_id","cross_sell_id");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("organization_id","subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_service_days_subscription_idx" ON "subscription_service_days" USING btree ("organization_id","subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_organization_status_idx" ON "subscriptions" USING btree ("organization_id","kind","status");--> statement-breakpoint
CREATE INDEX "subscriptions_organization_client_location_idx" ON "subscriptions" USING btree ("organization_id","client_location_id");--> statement-breakpoint
CREATE INDEX "subscriptions_organization_commercial_location_idx" ON "subscriptions" USING btree ("organization_id","commercial_location_id");--> statement-breakpoint
CREATE INDEX "subscriptions_organization_client_idx" ON "subscriptions" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "subscriptions_organization_plan_idx" ON "subscriptions" USING btree ("organization_id","service_plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_organization_tech_idx" ON "subscriptions" USING btree ("organization_id","assigned_user_id");