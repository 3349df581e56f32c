CREATE TABLE "royalty_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "royalty_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"franchise_id" integer NOT NULL,
	"month" text NOT NULL,
	"royalty_bps" integer NOT NULL,
	"ad_fund_bps" integer NOT NULL,
	"monthly_minimum_cents" integer NOT NULL,
	"collected_revenue_cents" integer NOT NULL,
	"royalty_cents" integer NOT NULL,
	"ad_fund_cents" integer NOT NULL,
	"minimum_top_up_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "royalty_invoices_total_adds_up" CHECK ("royalty_invoices"."total_cents" = "royalty_invoices"."royalty_cents" + "royalty_invoices"."ad_fund_cents" + "royalty_invoices"."minimum_top_up_cents")
);
--> statement-breakpoint
CREATE TABLE "royalty_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "royalty_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"royalty_invoice_id" integer NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"processor_ref" text,
	"failure_message" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "royalty_payments_amount_positive" CHECK ("royalty_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "royalty_terms" (
	"franchise_id" integer PRIMARY KEY NOT NULL,
	"franchisor_organization_id" integer,
	"royalty_bps" integer NOT NULL,
	"ad_fund_bps" integer NOT NULL,
	"monthly_minimum_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "royalty_terms_in_range" CHECK ("royalty_terms"."royalty_bps" between 0 and 10000 and "royalty_terms"."ad_fund_bps" between 0 and 10000 and "royalty_terms"."monthly_minimum_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "royalty_invoices" ADD CONSTRAINT "royalty_invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_invoices" ADD CONSTRAINT "royalty_invoices_franchise_id_franchises_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."franchises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_payments" ADD CONSTRAINT "royalty_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_payments" ADD CONSTRAINT "royalty_payments_royalty_invoice_id_royalty_invoices_id_fk" FOREIGN KEY ("royalty_invoice_id") REFERENCES "public"."royalty_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_payments" ADD CONSTRAINT "royalty_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_terms" ADD CONSTRAINT "royalty_terms_franchise_id_franchises_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."franchises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_terms" ADD CONSTRAINT "royalty_terms_franchisor_organization_id_organizations_id_fk" FOREIGN KEY ("franchisor_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_invoices_organization_month_idx" ON "royalty_invoices" USING btree ("organization_id","month");--> statement-breakpoint
CREATE INDEX "royalty_invoices_franchise_month_idx" ON "royalty_invoices" USING btree ("franchise_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_payments_idempotency_idx" ON "royalty_payments" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "royalty_payments_invoice_idx" ON "royalty_payments" USING btree ("organization_id","royalty_invoice_id");--> statement-breakpoint
CREATE INDEX "royalty_terms_franchisor_idx" ON "royalty_terms" USING btree ("franchisor_organization_id");