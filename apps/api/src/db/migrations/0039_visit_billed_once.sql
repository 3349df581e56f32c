ALTER TABLE "invoice_lines" ADD COLUMN "charged_job_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_charged_visit_idx" ON "invoice_lines" USING btree ("organization_id","charged_job_id") WHERE "invoice_lines"."charged_job_id" is not null and "invoice_lines"."kind" <> 'cross_sell';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_charged_add_on_idx" ON "invoice_lines" USING btree ("organization_id","charged_job_id","cross_sell_id") WHERE "invoice_lines"."charged_job_id" is not null and "invoice_lines"."kind" = 'cross_sell';--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_charged_job_is_its_job" CHECK ("invoice_lines"."charged_job_id" is null or "invoice_lines"."charged_job_id" = "invoice_lines"."job_id");--> statement-breakpoint
-- Repair of the visits billed twice: the billing run made a draft for a period that began on another day than the one
-- already invoiced, and charged its visits again. Of the live invoices charging one visit, a finalized (open or paid)
-- one keeps it, else the oldest draft; the later drafts lose the line. Finalized invoices are never changed here:
-- their money was asked for, and a visit charged on two of them stays for the office to refund (only the first holds
-- it below). An add-on done on a visit goes with the visit, and a skipped visit is credited once.
CREATE TEMP TABLE "repaired_draft_lines" AS
WITH "held" AS (
  SELECT l."id", l."organization_id", l."invoice_id", l."job_id", i."status",
    CASE WHEN l."kind" = 'cross_sell' THEN 'add_on' WHEN l."kind" = 'skipped_visit_credit' THEN 'credit' ELSE 'visit' END AS "hold",
    row_number() OVER (
      PARTITION BY l."organization_id", l."job_id",
        CASE WHEN l."kind" = 'cross_sell' THEN 'add_on' WHEN l."kind" = 'skipped_visit_credit' THEN 'credit' ELSE 'visit' END,
        CASE WHEN l."kind" = 'cross_sell' THEN l."cross_sell_id" END
      ORDER BY i."status" = 'draft', i."id", l."id"
    ) AS "rank"
  FROM "invoice_lines" l
  JOIN "invoices" i ON i."organization_id" = l."organization_id" AND i."id" = l."invoice_id"
  WHERE l."job_id" IS NOT NULL AND i."status" <> 'void'
    AND l."kind" IN ('visit', 'charged_skip', 'one_time_job', 'cross_sell', 'skipped_visit_credit')
)
SELECT h."id", h."organization_id", h."invoice_id"
FROM "held" h
WHERE h."status" = 'draft' AND (
  h."rank" > 1
  OR (h."hold" = 'add_on' AND EXISTS (
    SELECT 1 FROM "held" visit
    WHERE visit."organization_id" = h."organization_id" AND visit."job_id" = h."job_id" AND visit."hold" = 'visit'
      AND visit."rank" = 1 AND visit."invoice_id" <> h."invoice_id"))
);
--> statement-breakpoint
CREATE TEMP TABLE "repaired_drafts" AS SELECT DISTINCT "organization_id", "invoice_id" FROM "repaired_draft_lines";
--> statement-breakpoint
DELETE FROM "invoice_lines" l USING "repaired_draft_lines" r WHERE l."id" = r."id";
--> statement-breakpoint
-- A draft left with nothing to charge (tips and credits only wait for the next invoice) is voided, keeping its number,
-- and its tips go back to be billed by the next run.
UPDATE "invoices" i
SET "status" = 'void', "voided_at" = now(), "pay_link_token_hash" = NULL, "updated_at" = now(),
  "void_reason" = 'Billed twice: its visits are on an earlier invoice'
FROM "repaired_drafts" r
WHERE i."organization_id" = r."organization_id" AND i."id" = r."invoice_id" AND i."status" = 'draft'
  AND NOT EXISTS (
    SELECT 1 FROM "invoice_lines" l
    WHERE l."organization_id" = i."organization_id" AND l."invoice_id" = i."id"
      AND l."kind" IN ('visit', 'charged_skip', 'one_time_job', 'cross_sell', 'custom'));
--> statement-breakpoint
UPDATE "tips" t SET "invoice_id" = NULL
FROM "repaired_drafts" r
JOIN "invoices" i ON i."organization_id" = r."organization_id" AND i."id" = r."invoice_id"
WHERE t."organization_id" = r."organization_id" AND t."invoice_id" = r."invoice_id" AND i."status" = 'void';
--> statement-breakpoint
-- The drafts that keep lines are totalled again as core's invoiceTotals does: the coupon off the discountable lines,
-- shared out over the positive ones by largest remainder (ties to the earlier line), tax on the taxable amount left,
-- rounded half away from zero, no credit (a draft takes it when finalized), the certificate up to the total.
CREATE TEMP TABLE "repaired_draft_shares" AS
WITH "lines" AS (
  SELECT l."id", l."invoice_id", l."quantity" * l."unit_cents" AS "cents", l."discountable",
    row_number() OVER (PARTITION BY l."invoice_id" ORDER BY l."position", l."id") AS "n"
  FROM "invoice_lines" l
  JOIN "repaired_drafts" r ON r."organization_id" = l."organization_id" AND r."invoice_id" = l."invoice_id"
  JOIN "invoices" i ON i."organization_id" = l."organization_id" AND i."id" = l."invoice_id" AND i."status" = 'draft'
),
"sums" AS (
  SELECT "invoice_id",
    coalesce(sum("cents") FILTER (WHERE "discountable"), 0) AS "discountable_cents",
    coalesce(sum("cents") FILTER (WHERE "discountable" AND "cents" > 0), 0) AS "weight"
  FROM "lines" GROUP BY "invoice_id"
),
"discounts" AS (
  SELECT s."invoice_id", s."weight",
    CASE
      WHEN s."discountable_cents" <= 0 OR (i."coupon_percent_off" IS NULL AND i."coupon_amount_off_cents" IS NULL) THEN 0
      ELSE least(s."discountable_cents", greatest(0, CASE
        WHEN coalesce(i."coupon_percent_off", 0) <> 0 THEN round(s."discountable_cents" * i."coupon_percent_off" / 100.0)
        ELSE coalesce(i."coupon_amount_off_cents", 0) END))
    END AS "discount"
  FROM "sums" s JOIN "invoices" i ON i."id" = s."invoice_id"
),
"exact" AS (
  SELECT l."id", l."invoice_id", l."n", d."discount",
    CASE WHEN d."discount" = 0 OR d."weight" <= 0 OR NOT l."discountable" OR l."cents" <= 0 THEN 0::numeric
      ELSE d."discount"::numeric * l."cents" / d."weight" END AS "exact"
  FROM "lines" l JOIN "discounts" d ON d."invoice_id" = l."invoice_id"
),
"ranked" AS (
  SELECT e."id", floor(e."exact") AS "base",
    row_number() OVER (PARTITION BY e."invoice_id" ORDER BY e."exact" - floor(e."exact") DESC, e."n") AS "order",
    e."discount" - sum(floor(e."exact")) OVER (PARTITION BY e."invoice_id") AS "left"
  FROM "exact" e
)
SELECT "id", ("base" + CASE WHEN "order" <= "left" THEN 1 ELSE 0 END)::integer AS "share" FROM "ranked";
--> statement-breakpoint
UPDATE "invoice_lines" l SET "amount_cents" = l."quantity" * l."unit_cents", "discount_cents" = s."share"
FROM "repaired_draft_shares" s WHERE l."id" = s."id";
--> statement-breakpoint
WITH "sums" AS (
  SELECT l."invoice_id", sum(l."amount_cents") AS "subtotal", sum(l."discount_cents") AS "discount",
    greatest(0, coalesce(sum(l."amount_cents" - l."discount_cents") FILTER (WHERE l."taxable"), 0)) AS "taxable"
  FROM "invoice_lines" l
  JOIN "repaired_drafts" r ON r."organization_id" = l."organization_id" AND r."invoice_id" = l."invoice_id"
  GROUP BY l."invoice_id"
),
"totals" AS (
  SELECT s."invoice_id", s."subtotal", s."discount", t."tax",
    greatest(0, s."subtotal" - s."discount" + t."tax") AS "total"
  FROM "sums" s
  JOIN "invoices" i ON i."id" = s."invoice_id"
  CROSS JOIN LATERAL (
    SELECT CASE WHEN i."tax_exempt" THEN 0 ELSE round(s."taxable" * i."tax_rate_millipercent" / 100000.0) END AS "tax"
  ) t
)
UPDATE "invoices" i
SET "subtotal_cents" = x."subtotal", "discount_cents" = x."discount", "tax_cents" = x."tax", "total_cents" = x."total",
  "credit_applied_cents" = 0,
  "gift_certificate_applied_cents" = least(x."total", greatest(0, i."gift_certificate_applied_cents")),
  "amount_due_cents" = x."total" - least(x."total", greatest(0, i."gift_certificate_applied_cents")),
  "updated_at" = now()
FROM "totals" x
WHERE i."id" = x."invoice_id" AND i."status" = 'draft';
--> statement-breakpoint
DROP TABLE "repaired_draft_shares";
--> statement-breakpoint
DROP TABLE "repaired_drafts";
--> statement-breakpoint
DROP TABLE "repaired_draft_lines";
--> statement-breakpoint
-- Each visit (and each add-on done on it) charged on a live invoice is held by its line; where finalized invoices
-- charge one twice, the first holds it.
UPDATE "invoice_lines" l SET "charged_job_id" = l."job_id"
FROM (
  SELECT c."id", row_number() OVER (
      PARTITION BY c."organization_id", c."job_id", c."kind" = 'cross_sell',
        CASE WHEN c."kind" = 'cross_sell' THEN c."cross_sell_id" END
      ORDER BY i."status" = 'draft', i."id", c."id"
    ) AS "rank"
  FROM "invoice_lines" c
  JOIN "invoices" i ON i."organization_id" = c."organization_id" AND i."id" = c."invoice_id"
  WHERE c."job_id" IS NOT NULL AND i."status" <> 'void'
    AND c."kind" IN ('visit', 'charged_skip', 'one_time_job', 'cross_sell')
) k
WHERE l."id" = k."id" AND k."rank" = 1;
--> statement-breakpoint
-- From now on the database keeps the hold, whoever writes the line (the API, the demo seed, an import): a charge line
-- of a live invoice holds its visit, and voiding the invoice lets go, so the visit may be billed again.
CREATE FUNCTION invoice_line_charged_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.charged_job_id := CASE
    WHEN NEW.kind IN ('visit', 'charged_skip', 'one_time_job', 'cross_sell')
      AND (SELECT i.status FROM invoices i WHERE i.id = NEW.invoice_id) <> 'void'
    THEN NEW.job_id END;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_charged_job BEFORE INSERT OR UPDATE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION invoice_line_charged_job();
--> statement-breakpoint
CREATE FUNCTION invoice_void_releases_charges() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_lines SET charged_job_id = NULL
  WHERE organization_id = NEW.organization_id AND invoice_id = NEW.id AND charged_job_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_void_releases_charges AFTER UPDATE OF status ON invoices FOR EACH ROW
  WHEN (NEW.status = 'void' AND OLD.status <> 'void') EXECUTE FUNCTION invoice_void_releases_charges();
