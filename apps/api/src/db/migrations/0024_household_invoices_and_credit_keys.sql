ALTER TABLE "client_credit_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_client_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_client_id_clients_id_fk" FOREIGN KEY ("service_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_credit_entries_idempotency_idx" ON "client_credit_entries" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoices_organization_service_client_idx" ON "invoices" USING btree ("organization_id","service_client_id");