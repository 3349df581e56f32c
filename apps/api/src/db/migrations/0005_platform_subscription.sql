CREATE TABLE "membership_active_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_active_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_survey_answers" (
	"organization_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_survey_answers_organization_id_question_id_pk" PRIMARY KEY("organization_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "platform_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"processor_ref" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" double precision,
	"amount_off" integer,
	"redeem_by" timestamp with time zone,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pricing_plan_id" integer NOT NULL,
	"active_users" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"staff_days" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"coupon_code" text,
	"status" text DEFAULT 'open' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_payment_methods" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"customer_ref" text NOT NULL,
	"payment_ref" text,
	"card_brand" text,
	"card_last4" text,
	"card_expiry" text,
	"name_on_card" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"pricing_plan_name" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_jobs" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"question" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "current_period_end" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "current_period_start" date;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_active_periods" ADD CONSTRAINT "membership_active_periods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_active_periods" ADD CONSTRAINT "membership_active_periods_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_survey_answers" ADD CONSTRAINT "organization_survey_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_survey_answers" ADD CONSTRAINT "organization_survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_charges" ADD CONSTRAINT "platform_charges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_charges" ADD CONSTRAINT "platform_charges_invoice_id_platform_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."platform_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_invoices" ADD CONSTRAINT "platform_invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_payment_methods" ADD CONSTRAINT "platform_payment_methods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_active_periods_organization_idx" ON "membership_active_periods" USING btree ("organization_id","active_from");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_charges_invoice_attempt_idx" ON "platform_charges" USING btree ("invoice_id","attempt");--> statement-breakpoint
CREATE INDEX "platform_charges_organization_idx" ON "platform_charges" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_invoices_organization_period_idx" ON "platform_invoices" USING btree ("organization_id","period_start");--> statement-breakpoint
CREATE INDEX "platform_invoices_status_idx" ON "platform_invoices" USING btree ("status","next_attempt_at");