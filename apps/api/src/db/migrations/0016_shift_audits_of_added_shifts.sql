ALTER TABLE "shift_audits" ALTER COLUMN "before" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_audits" ADD COLUMN "reason" text;