ALTER TABLE "invoices" ADD COLUMN "gift_certificate_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gift_certificate_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_gift_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("gift_certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE set null ON UPDATE no action;