CREATE TABLE "pay_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"pay_period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"finalized_at" timestamp with time zone,
	"finalized_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_runs_period_order" CHECK ("pay_runs"."end_date" >= "pay_runs"."start_date")
);
--> statement-breakpoint
CREATE TABLE "pay_slip_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_slip_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"pay_slip_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_slip_adjustments_positive" CHECK ("pay_slip_adjustments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_slips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_slips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"pay_run_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"regular_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL,
	"regular_pay_cents" integer DEFAULT 0 NOT NULL,
	"overtime_pay_cents" integer DEFAULT 0 NOT NULL,
	"jobs_completed" integer DEFAULT 0 NOT NULL,
	"job_revenue_cents" integer DEFAULT 0 NOT NULL,
	"dogs" integer DEFAULT 0 NOT NULL,
	"yards" integer DEFAULT 0 NOT NULL,
	"piece_rate_pay_cents" integer DEFAULT 0 NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	"salary_cents" integer DEFAULT 0 NOT NULL,
	"miles" integer DEFAULT 0 NOT NULL,
	"mileage_rate_cents" integer DEFAULT 0 NOT NULL,
	"mileage_cents" integer DEFAULT 0 NOT NULL,
	"tips_cents" integer DEFAULT 0 NOT NULL,
	"bonus_cents" integer DEFAULT 0 NOT NULL,
	"deduction_cents" integer DEFAULT 0 NOT NULL,
	"reimbursement_cents" integer DEFAULT 0 NOT NULL,
	"earned_cents" integer DEFAULT 0 NOT NULL,
	"prior_period_correction_cents" integer DEFAULT 0 NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"breakdown" jsonb NOT NULL,
	"emailed_at" timestamp with time zone,
	"computed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_finalized_by_user_id_users_id_fk" FOREIGN KEY ("finalized_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_slip_adjustments" ADD CONSTRAINT "pay_slip_adjustments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_slip_adjustments" ADD CONSTRAINT "pay_slip_adjustments_pay_slip_id_pay_slips_id_fk" FOREIGN KEY ("pay_slip_id") REFERENCES "public"."pay_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_slips" ADD CONSTRAINT "pay_slips_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_slips" ADD CONSTRAINT "pay_slips_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_slips" ADD CONSTRAINT "pay_slips_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_runs_organization_period_idx" ON "pay_runs" USING btree ("organization_id","start_date","end_date","pay_period");--> statement-breakpoint
CREATE INDEX "pay_runs_organization_start_idx" ON "pay_runs" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE INDEX "pay_slip_adjustments_slip_idx" ON "pay_slip_adjustments" USING btree ("pay_slip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_slips_run_member_idx" ON "pay_slips" USING btree ("pay_run_id","membership_id");--> statement-breakpoint
CREATE INDEX "pay_slips_organization_member_idx" ON "pay_slips" USING btree ("organization_id","membership_id");