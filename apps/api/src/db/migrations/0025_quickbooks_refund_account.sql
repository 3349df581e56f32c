ALTER TABLE "quickbooks_mappings" ADD COLUMN "refund_account_id" text;
