ALTER TABLE "cancel_reasons" ADD COLUMN "counts_as_churn" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cancel_reasons" ADD COLUMN "system_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cancel_reasons_organization_system_key_idx" ON "cancel_reasons" USING btree ("organization_id","system_key") WHERE "cancel_reasons"."system_key" is not null;--> statement-breakpoint
-- Every organization has "Entered by mistake" (core's ENTERED_BY_MISTAKE), which never counts as churn: those already
-- here get it now (a reason of that name they made themselves becomes it), and a trigger adds it to each new one, so
-- every writer (sign-up, the demo seed, imports, tests) leaves it there.
INSERT INTO "cancel_reasons" ("organization_id", "name", "is_active", "counts_as_churn", "system_key")
SELECT "id", 'Entered by mistake', true, false, 'entered_by_mistake' FROM "organizations"
ON CONFLICT ("organization_id", "name")
DO UPDATE SET "is_active" = true, "counts_as_churn" = false, "system_key" = 'entered_by_mistake';--> statement-breakpoint
CREATE FUNCTION add_built_in_cancel_reasons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cancel_reasons (organization_id, name, is_active, counts_as_churn, system_key)
  VALUES (NEW.id, 'Entered by mistake', true, false, 'entered_by_mistake')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organizations_built_in_cancel_reasons AFTER INSERT ON organizations FOR EACH ROW EXECUTE FUNCTION add_built_in_cancel_reasons();--> statement-breakpoint
-- Client lifecycles now leave out the subscriptions cancelled for a reason that does not count as churn
-- (kpi-stores.repository.ts keeps them so from now on): rebuilt for the organizations that already used one.
DELETE FROM "client_lifecycles" WHERE "organization_id" IN (SELECT s2."organization_id" FROM "subscriptions" s2
  JOIN "cancel_reasons" r2 ON r2."id" = s2."cancel_reason_id" AND NOT r2."counts_as_churn");--> statement-breakpoint
INSERT INTO "client_lifecycles" ("organization_id", "kind", "client_id", "start_day", "end_day", "last_cancel_reason_id")
SELECT s."organization_id", s."kind", s."client_id", min(s."start_date"),
  CASE WHEN bool_and(s."cancelled_on" IS NOT NULL) THEN max(s."cancelled_on") END,
  (array_agg(s."cancel_reason_id" ORDER BY s."cancelled_on" DESC NULLS FIRST, s."id" DESC))[1]
FROM "subscriptions" s
WHERE s."kind" = 'residential' AND s."client_id" IS NOT NULL
  AND s."organization_id" IN (SELECT s2."organization_id" FROM "subscriptions" s2
  JOIN "cancel_reasons" r2 ON r2."id" = s2."cancel_reason_id" AND NOT r2."counts_as_churn")
  AND NOT EXISTS (SELECT 1 FROM "cancel_reasons" r WHERE r."id" = s."cancel_reason_id" AND NOT r."counts_as_churn")
GROUP BY s."organization_id", s."kind", s."client_id";--> statement-breakpoint
INSERT INTO "client_lifecycles" ("organization_id", "kind", "commercial_customer_id", "start_day", "end_day", "last_cancel_reason_id")
SELECT s."organization_id", s."kind", s."commercial_customer_id", min(s."start_date"),
  CASE WHEN bool_and(s."cancelled_on" IS NOT NULL) THEN max(s."cancelled_on") END,
  (array_agg(s."cancel_reason_id" ORDER BY s."cancelled_on" DESC NULLS FIRST, s."id" DESC))[1]
FROM "subscriptions" s
WHERE s."kind" = 'commercial' AND s."commercial_customer_id" IS NOT NULL
  AND s."organization_id" IN (SELECT s2."organization_id" FROM "subscriptions" s2
  JOIN "cancel_reasons" r2 ON r2."id" = s2."cancel_reason_id" AND NOT r2."counts_as_churn")
  AND NOT EXISTS (SELECT 1 FROM "cancel_reasons" r WHERE r."id" = s."cancel_reason_id" AND NOT r."counts_as_churn")
GROUP BY s."organization_id", s."kind", s."commercial_customer_id";
