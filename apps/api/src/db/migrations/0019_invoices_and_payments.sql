CREATE TABLE "billing_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"billing_mode" text DEFAULT 'prepaid' NOT NULL,
	"fixed_billing_day" integer DEFAULT 1,
	"due_days" integer DEFAULT 7 NOT NULL,
	"autopay" boolean DEFAULT true NOT NULL,
	"retry_days" jsonb DEFAULT '[1,3,7]'::jsonb NOT NULL,
	"default_tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"business_tax_id" text,
	"invoice_footer" text,
	"next_invoice_number" integer DEFAULT 1001 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_id" integer,
	"commercial_customer_id" integer,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"invoice_id" integer,
	"payment_id" integer,
	"note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_credit_entries_one_client" CHECK (("client_credit_entries"."client_id" is null) <> ("client_credit_entries"."commercial_customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"service_date" date,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"taxable" boolean NOT NULL,
	"discountable" boolean NOT NULL,
	"job_id" integer,
	"cross_sell_id" integer,
	"tip_id" integer,
	"tech_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"client_id" integer,
	"commercial_customer_id" integer,
	"subscription_id" integer,
	"period_start" date,
	"period_end" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"bill_to" jsonb NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"coupon_percent_off" integer,
	"coupon_amount_off_cents" integer,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"tax_rate_name" text,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"credit_applied_cents" integer DEFAULT 0 NOT NULL,
	"gift_certificate_applied_cents" integer DEFAULT 0 NOT NULL,
	"amount_due_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"autopay" boolean DEFAULT false NOT NULL,
	"notes" text,
	"pay_link_token_hash" text,
	"finalized_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_one_client" CHECK (("invoices"."client_id" is null) <> ("invoices"."commercial_customer_id" is null)),
	CONSTRAINT "invoices_amounts_in_range" CHECK ("invoices"."paid_cents" >= 0 and "invoices"."paid_cents" <= "invoices"."amount_due_cents" and "invoices"."amount_due_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"zip" text,
	"work_area_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_tax_rates_rate_in_range" CHECK ("sales_tax_rates"."rate_bps" >= 0 and "sales_tax_rates"."rate_bps" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "autopay_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autopay_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"payment_id" integer,
	"message" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_id" integer,
	"commercial_customer_id" integer,
	"processor" text NOT NULL,
	"customer_ref" text NOT NULL,
	"method_ref" text NOT NULL,
	"brand" text,
	"last4" text,
	"expiry" text,
	"is_default" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "client_payment_methods_one_client" CHECK (("client_payment_methods"."client_id" is null) <> ("client_payment_methods"."commercial_customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_applications_positive" CHECK ("payment_applications"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"processor_ref" text,
	"idempotency_key" text,
	"refunded_on" date NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_positive" CHECK ("payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_id" integer,
	"commercial_customer_id" integer,
	"method" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"processor" text,
	"processor_ref" text,
	"payment_method_id" integer,
	"card_brand" text,
	"card_last4" text,
	"check_number" text,
	"check_date" date,
	"received_on" date NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"idempotency_key" text,
	"payout_id" integer,
	"note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_one_client" CHECK (("payments"."client_id" is null) <> ("payments"."commercial_customer_id" is null)),
	CONSTRAINT "payments_amounts_in_range" CHECK ("payments"."amount_cents" > 0 and "payments"."fee_cents" >= 0 and "payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"processor" text NOT NULL,
	"processor_ref" text NOT NULL,
	"status" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"net_cents" integer NOT NULL,
	"arrival_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"tech_user_id" integer,
	"client_id" integer,
	"commercial_customer_id" integer,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_ratings_stars_in_range" CHECK ("job_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "recurring_tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "recurring_tips_positive" CHECK ("recurring_tips"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "tipping_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"ratings_enabled" boolean DEFAULT true NOT NULL,
	"comments_enabled" boolean DEFAULT true NOT NULL,
	"tipping_enabled" boolean DEFAULT true NOT NULL,
	"recurring_tips_enabled" boolean DEFAULT true NOT NULL,
	"suggested_tip_cents" jsonb DEFAULT '[300,500,1000]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"tech_user_id" integer,
	"client_id" integer,
	"commercial_customer_id" integer,
	"amount_cents" integer NOT NULL,
	"source" text NOT NULL,
	"recurring_tip_id" integer,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tips_positive" CHECK ("tips"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credit_entries" ADD CONSTRAINT "client_credit_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credit_entries" ADD CONSTRAINT "client_credit_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credit_entries" ADD CONSTRAINT "client_credit_entries_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credit_entries" ADD CONSTRAINT "client_credit_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credit_entries" ADD CONSTRAINT "client_credit_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tech_user_id_users_id_fk" FOREIGN KEY ("tech_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_rates" ADD CONSTRAINT "sales_tax_rates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_rates" ADD CONSTRAINT "sales_tax_rates_work_area_id_work_areas_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_methods" ADD CONSTRAINT "client_payment_methods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_methods" ADD CONSTRAINT "client_payment_methods_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_methods" ADD CONSTRAINT "client_payment_methods_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_client_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."client_payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_links" ADD CONSTRAINT "feedback_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_links" ADD CONSTRAINT "feedback_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ratings" ADD CONSTRAINT "job_ratings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ratings" ADD CONSTRAINT "job_ratings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ratings" ADD CONSTRAINT "job_ratings_tech_user_id_users_id_fk" FOREIGN KEY ("tech_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ratings" ADD CONSTRAINT "job_ratings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ratings" ADD CONSTRAINT "job_ratings_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_tips" ADD CONSTRAINT "recurring_tips_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_tips" ADD CONSTRAINT "recurring_tips_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipping_settings" ADD CONSTRAINT "tipping_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_tech_user_id_users_id_fk" FOREIGN KEY ("tech_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_recurring_tip_id_recurring_tips_id_fk" FOREIGN KEY ("recurring_tip_id") REFERENCES "public"."recurring_tips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_credit_entries_client_idx" ON "client_credit_entries" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "client_credit_entries_commercial_idx" ON "client_credit_entries" USING btree ("organization_id","commercial_customer_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("organization_id","invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_organization_job_idx" ON "invoice_lines" USING btree ("organization_id","job_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_organization_cross_sell_idx" ON "invoice_lines" USING btree ("organization_id","cross_sell_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_organization_number_idx" ON "invoices" USING btree ("organization_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pay_link_idx" ON "invoices" USING btree ("pay_link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_period_idx" ON "invoices" USING btree ("organization_id","subscription_id","period_start") WHERE "invoices"."subscription_id" is not null and "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_organization_kind_status_idx" ON "invoices" USING btree ("organization_id","kind","status","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_organization_client_idx" ON "invoices" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "invoices_organization_commercial_idx" ON "invoices" USING btree ("organization_id","commercial_customer_id");--> statement-breakpoint
CREATE INDEX "invoices_organization_due_idx" ON "invoices" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE INDEX "sales_tax_rates_organization_idx" ON "sales_tax_rates" USING btree ("organization_id","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_attempts_invoice_attempt_idx" ON "autopay_attempts" USING btree ("invoice_id","attempt");--> statement-breakpoint
CREATE INDEX "autopay_attempts_due_idx" ON "autopay_attempts" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "autopay_attempts_organization_invoice_idx" ON "autopay_attempts" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "client_payment_methods_client_idx" ON "client_payment_methods" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "client_payment_methods_commercial_idx" ON "client_payment_methods" USING btree ("organization_id","commercial_customer_id");--> statement-breakpoint
CREATE INDEX "payment_applications_payment_idx" ON "payment_applications" USING btree ("organization_id","payment_id");--> statement-breakpoint
CREATE INDEX "payment_applications_invoice_idx" ON "payment_applications" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("organization_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_idx" ON "payment_refunds" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_organization_created_idx" ON "payments" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_organization_received_idx" ON "payments" USING btree ("organization_id","status","received_on");--> statement-breakpoint
CREATE INDEX "payments_organization_client_idx" ON "payments" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "payments_organization_commercial_idx" ON "payments" USING btree ("organization_id","commercial_customer_id");--> statement-breakpoint
CREATE INDEX "payments_organization_payout_idx" ON "payments" USING btree ("organization_id","payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_processor_ref_idx" ON "payouts" USING btree ("organization_id","processor","processor_ref");--> statement-breakpoint
CREATE INDEX "payouts_organization_arrival_idx" ON "payouts" USING btree ("organization_id","arrival_date");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_links_job_idx" ON "feedback_links" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_links_token_idx" ON "feedback_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "job_ratings_job_idx" ON "job_ratings" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_ratings_organization_created_idx" ON "job_ratings" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "job_ratings_organization_tech_idx" ON "job_ratings" USING btree ("organization_id","tech_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_tips_active_idx" ON "recurring_tips" USING btree ("organization_id","subscription_id") WHERE "recurring_tips"."stopped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tips_job_idx" ON "tips" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "tips_organization_created_idx" ON "tips" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "tips_organization_tech_idx" ON "tips" USING btree ("organization_id","tech_user_id","created_at");--> statement-breakpoint
CREATE INDEX "tips_organization_uninvoiced_idx" ON "tips" USING btree ("organization_id","invoice_id");