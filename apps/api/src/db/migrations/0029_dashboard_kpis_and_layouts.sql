CREATE TABLE "dashboard_layouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"widgets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_layouts_user_idx" ON "dashboard_layouts" USING btree ("organization_id","user_id") WHERE "dashboard_layouts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_layouts_default_idx" ON "dashboard_layouts" USING btree ("organization_id") WHERE "dashboard_layouts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "dashboard_layouts_user_id_idx" ON "dashboard_layouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_organization_client_lifecycle_idx" ON "subscriptions" USING btree ("organization_id","kind","client_id","start_date","cancelled_on") WHERE "subscriptions"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_organization_started_idx" ON "subscriptions" USING btree ("organization_id","kind","start_date");--> statement-breakpoint
CREATE INDEX "subscriptions_organization_commercial_lifecycle_idx" ON "subscriptions" USING btree ("organization_id","kind","commercial_customer_id","start_date","cancelled_on") WHERE "subscriptions"."commercial_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "jobs_organization_completed_day_idx" ON "jobs" USING btree ("organization_id","service_date","assigned_user_id","client_id","commercial_customer_id") WHERE "jobs"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "invoices_organization_issue_sales_idx" ON "invoices" USING btree ("organization_id","issue_date","status","commercial_customer_id","subtotal_cents","discount_cents");--> statement-breakpoint
CREATE INDEX "payment_refunds_organization_refunded_idx" ON "payment_refunds" USING btree ("organization_id","refunded_on");