CREATE TABLE "sales_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"segment" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"sales_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_days_organization_day_idx" ON "sales_days" USING btree ("organization_id","issue_date","segment","kind","item_id");--> statement-breakpoint
-- Backfill from the finalized invoices already stored (sales-store.repository.ts keeps it from now on).
INSERT INTO "sales_days" ("organization_id", "issue_date", "segment", "kind", "item_id", "sales_cents")
SELECT i."organization_id", i."issue_date",
  CASE WHEN i."commercial_customer_id" IS NULL THEN 'residential' ELSE 'commercial' END,
  CASE
    WHEN l."kind" IN ('visit', 'charged_skip', 'skipped_visit_credit') THEN 'plan'
    WHEN l."kind" IN ('cross_sell', 'one_time_job', 'tip') THEN l."kind"
    ELSE 'other'
  END,
  COALESCE(CASE
    WHEN l."kind" IN ('visit', 'charged_skip', 'skipped_visit_credit') THEN s."service_plan_id"
    WHEN l."kind" = 'cross_sell' THEN l."cross_sell_id"
  END, 0),
  sum(l."amount_cents" - l."discount_cents")
FROM "invoices" i
JOIN "invoice_lines" l ON l."organization_id" = i."organization_id" AND l."invoice_id" = i."id"
LEFT JOIN "subscriptions" s ON s."organization_id" = i."organization_id" AND s."id" = i."subscription_id"
WHERE i."status" IN ('open', 'paid')
GROUP BY 1, 2, 3, 4, 5;
