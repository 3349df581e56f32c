ALTER TABLE "organizations" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written data update: the four organizations the demo seed loaded before this column existed, known by name
-- together with their seeded owner's login, so a real organization that happens to share a name stays private.
UPDATE "organizations" SET "is_demo" = true WHERE "id" IN (
	SELECT "memberships"."organization_id" FROM "memberships"
	JOIN "users" ON "users"."id" = "memberships"."user_id"
	JOIN "organizations" AS "seeded" ON "seeded"."id" = "memberships"."organization_id"
	WHERE ("users"."email", "seeded"."name") IN (VALUES ('owner@demo.test', 'Demo Scoopers'), ('trial@demo.test', 'Trial Scoopers'), ('expired@demo.test', 'Expired Scoopers'), ('franchise@demo.test', 'Scoop Squad North'))
);
