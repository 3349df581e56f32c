ALTER TABLE "memberships" ADD COLUMN "show_guide" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "step_guide" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "memberships" SET "show_guide" = o."show_guide", "step_guide" = o."step_guide" FROM "organizations" o WHERE o."id" = "memberships"."organization_id";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "show_guide";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "step_guide";