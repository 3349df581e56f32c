CREATE INDEX "subscriptions_organization_cancelled_idx" ON "subscriptions" USING btree ("organization_id","kind","cancelled_on");--> statement-breakpoint
-- Organizations created before cancel reasons existed start with the same common reasons as new ones.
INSERT INTO "cancel_reasons" ("organization_id", "name")
SELECT o."id", r."name"
FROM "organizations" o
CROSS JOIN (VALUES ('Moving away'), ('Too expensive'), ('Doing it themselves'), ('Unhappy with service'), ('Pet passed away'), ('Seasonal pause')) AS r("name")
WHERE NOT EXISTS (SELECT 1 FROM "cancel_reasons" c WHERE c."organization_id" = o."id")
ON CONFLICT DO NOTHING;
