ALTER TABLE "billing_settings" RENAME COLUMN "default_tax_rate_bps" TO "default_tax_rate_millipercent";--> statement-breakpoint
ALTER TABLE "invoices" RENAME COLUMN "tax_rate_bps" TO "tax_rate_millipercent";--> statement-breakpoint
ALTER TABLE "sales_tax_rates" RENAME COLUMN "rate_bps" TO "rate_millipercent";--> statement-breakpoint
ALTER TABLE "sales_tax_rates" DROP CONSTRAINT "sales_tax_rates_rate_in_range";--> statement-breakpoint
UPDATE "billing_settings" SET "default_tax_rate_millipercent" = "default_tax_rate_millipercent" * 10;--> statement-breakpoint
UPDATE "invoices" SET "tax_rate_millipercent" = "tax_rate_millipercent" * 10;--> statement-breakpoint
UPDATE "sales_tax_rates" SET "rate_millipercent" = "rate_millipercent" * 10;--> statement-breakpoint
ALTER TABLE "sales_tax_rates" ADD CONSTRAINT "sales_tax_rates_rate_in_range" CHECK ("sales_tax_rates"."rate_millipercent" >= 0 and "sales_tax_rates"."rate_millipercent" <= 100000);
