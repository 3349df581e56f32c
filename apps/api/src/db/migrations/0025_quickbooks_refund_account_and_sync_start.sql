ALTER TABLE "quickbooks_mappings" ADD COLUMN "refund_account_id" text;--> statement-breakpoint
ALTER TABLE "quickbooks_connections" ADD COLUMN "sync_from" date;
