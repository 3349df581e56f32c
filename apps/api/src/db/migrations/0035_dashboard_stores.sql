CREATE TABLE "client_lifecycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_lifecycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"client_id" integer,
	"commercial_customer_id" integer,
	"start_day" date NOT NULL,
	"end_day" date,
	"last_cancel_reason_id" integer
);
--> statement-breakpoint
CREATE TABLE "client_service_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_service_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_id" integer,
	"commercial_customer_id" integer,
	"service_date" date NOT NULL,
	"previous_date" date
);
--> statement-breakpoint
CREATE TABLE "tech_day_summaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tech_day_summaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"user_id" integer,
	"completed_jobs" integer NOT NULL,
	"clients" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_lifecycles" ADD CONSTRAINT "client_lifecycles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_lifecycles" ADD CONSTRAINT "client_lifecycles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_lifecycles" ADD CONSTRAINT "client_lifecycles_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_lifecycles" ADD CONSTRAINT "client_lifecycles_last_cancel_reason_id_cancel_reasons_id_fk" FOREIGN KEY ("last_cancel_reason_id") REFERENCES "public"."cancel_reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_service_days" ADD CONSTRAINT "client_service_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_service_days" ADD CONSTRAINT "client_service_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_service_days" ADD CONSTRAINT "client_service_days_commercial_customer_id_commercial_customers_id_fk" FOREIGN KEY ("commercial_customer_id") REFERENCES "public"."commercial_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_day_summaries" ADD CONSTRAINT "tech_day_summaries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_day_summaries" ADD CONSTRAINT "tech_day_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_lifecycles_organization_start_idx" ON "client_lifecycles" USING btree ("organization_id","kind","start_day","end_day");--> statement-breakpoint
CREATE INDEX "client_lifecycles_organization_end_idx" ON "client_lifecycles" USING btree ("organization_id","kind","end_day");--> statement-breakpoint
CREATE UNIQUE INDEX "client_lifecycles_client_idx" ON "client_lifecycles" USING btree ("organization_id","client_id") WHERE "client_lifecycles"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "client_lifecycles_commercial_idx" ON "client_lifecycles" USING btree ("organization_id","commercial_customer_id") WHERE "client_lifecycles"."commercial_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "client_service_days_organization_day_idx" ON "client_service_days" USING btree ("organization_id","service_date","previous_date");--> statement-breakpoint
CREATE INDEX "client_service_days_client_idx" ON "client_service_days" USING btree ("organization_id","client_id","service_date") WHERE "client_service_days"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "client_service_days_commercial_idx" ON "client_service_days" USING btree ("organization_id","commercial_customer_id","service_date") WHERE "client_service_days"."commercial_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "tech_day_summaries_organization_day_idx" ON "tech_day_summaries" USING btree ("organization_id","service_date","user_id","completed_jobs","clients");--> statement-breakpoint
CREATE INDEX "tech_day_summaries_user_idx" ON "tech_day_summaries" USING btree ("user_id");--> statement-breakpoint
-- Backfill from the subscriptions and completed jobs already stored (kpi-stores.repository.ts keeps them from now on).
INSERT INTO "client_lifecycles" ("organization_id", "kind", "client_id", "start_day", "end_day", "last_cancel_reason_id")
SELECT "organization_id", "kind", "client_id", min("start_date"),
  CASE WHEN bool_and("cancelled_on" IS NOT NULL) THEN max("cancelled_on") END,
  (array_agg("cancel_reason_id" ORDER BY "cancelled_on" DESC NULLS FIRST, "id" DESC))[1]
FROM "subscriptions" WHERE "kind" = 'residential' AND "client_id" IS NOT NULL
GROUP BY "organization_id", "kind", "client_id";--> statement-breakpoint
INSERT INTO "client_lifecycles" ("organization_id", "kind", "commercial_customer_id", "start_day", "end_day", "last_cancel_reason_id")
SELECT "organization_id", "kind", "commercial_customer_id", min("start_date"),
  CASE WHEN bool_and("cancelled_on" IS NOT NULL) THEN max("cancelled_on") END,
  (array_agg("cancel_reason_id" ORDER BY "cancelled_on" DESC NULLS FIRST, "id" DESC))[1]
FROM "subscriptions" WHERE "kind" = 'commercial' AND "commercial_customer_id" IS NOT NULL
GROUP BY "organization_id", "kind", "commercial_customer_id";--> statement-breakpoint
INSERT INTO "tech_day_summaries" ("organization_id", "service_date", "user_id", "completed_jobs", "clients")
SELECT "organization_id", "service_date", "assigned_user_id", sum("visits"), count(*)
FROM (
  SELECT "organization_id", "service_date", "assigned_user_id", "client_id", "commercial_customer_id", count(*) AS "visits"
  FROM "jobs" WHERE "status" = 'completed'
  GROUP BY 1, 2, 3, 4, 5
) "served"
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "client_service_days" ("organization_id", "client_id", "commercial_customer_id", "service_date", "previous_date")
SELECT "organization_id", "client_id", "commercial_customer_id", "service_date",
  lag("service_date") OVER (PARTITION BY "organization_id", "client_id", "commercial_customer_id" ORDER BY "service_date")
FROM (
  SELECT DISTINCT "organization_id", "client_id", "commercial_customer_id", "service_date" FROM "jobs"
  WHERE "status" = 'completed'
) "served";
