CREATE TABLE "payroll_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"overtime_weekly_threshold_minutes" integer DEFAULT 2400 NOT NULL,
	"overtime_daily_threshold_minutes" integer,
	"overtime_multiplier_bps" integer DEFAULT 15000 NOT NULL,
	"mileage_rate_cents" integer DEFAULT 0 NOT NULL,
	"tips_to_tech" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_settings_amounts_check" CHECK ("payroll_settings"."overtime_weekly_threshold_minutes" >= 0 and "payroll_settings"."mileage_rate_cents" >= 0 and "payroll_settings"."overtime_multiplier_bps" between 10000 and 30000)
);
--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "per_dog_rate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "per_yard_rate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "salary_cents_per_year" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;