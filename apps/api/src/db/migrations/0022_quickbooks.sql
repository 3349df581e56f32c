CREATE TABLE "quickbooks_connections" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"realm_id" text,
	"company_name" text,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"connected_by_user_id" integer,
	"matching_done_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_pull_at" timestamp with time zone,
	"pull_claimed_at" timestamp with time zone,
	"scan_claimed_at" timestamp with time zone,
	"reconcile_claimed_at" timestamp with time zone,
	"last_reconciled_at" timestamp with time zone,
	"reconcile_totals" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_customer_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quickbooks_customer_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_kind" text NOT NULL,
	"local_id" integer NOT NULL,
	"quickbooks_customer_id" text,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quickbooks_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"quickbooks_id" text NOT NULL,
	"sync_token" text DEFAULT '0' NOT NULL,
	"display_name" text NOT NULL,
	"name_key" text NOT NULL,
	"email" text,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quickbooks_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"entity" text NOT NULL,
	"local_id" integer NOT NULL,
	"quickbooks_id" text NOT NULL,
	"sync_token" text DEFAULT '0' NOT NULL,
	"voided_at" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_mappings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"default_item_id" text NOT NULL,
	"tip_item_id" text,
	"tax_code_id" text,
	"deposit_account_id" text NOT NULL,
	"fee_expense_account_id" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_mismatches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quickbooks_mismatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entity" text NOT NULL,
	"link_entity" text,
	"label" text NOT NULL,
	"local_id" integer,
	"quickbooks_id" text,
	"ours_cents" integer,
	"theirs_cents" integer,
	"found_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quickbooks_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"entity" text NOT NULL,
	"quickbooks_id" text NOT NULL,
	"operation" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quickbooks_oauth_states" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quickbooks_oauth_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "quickbooks_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quickbooks_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"entity" text NOT NULL,
	"local_id" integer NOT NULL,
	"operation" text NOT NULL,
	"rank" integer NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_sync_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quickbooks_sync_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"entity" text NOT NULL,
	"label" text NOT NULL,
	"local_id" integer,
	"quickbooks_id" text,
	"operation" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"message" text,
	"queue_id" integer
);
--> statement-breakpoint
ALTER TABLE "quickbooks_connections" ADD CONSTRAINT "quickbooks_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_connections" ADD CONSTRAINT "quickbooks_connections_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_customer_matches" ADD CONSTRAINT "quickbooks_customer_matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_customers" ADD CONSTRAINT "quickbooks_customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_links" ADD CONSTRAINT "quickbooks_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_mappings" ADD CONSTRAINT "quickbooks_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_mismatches" ADD CONSTRAINT "quickbooks_mismatches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_notices" ADD CONSTRAINT "quickbooks_notices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_oauth_states" ADD CONSTRAINT "quickbooks_oauth_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_oauth_states" ADD CONSTRAINT "quickbooks_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_queue" ADD CONSTRAINT "quickbooks_queue_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_sync_log" ADD CONSTRAINT "quickbooks_sync_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_sync_log" ADD CONSTRAINT "quickbooks_sync_log_queue_id_quickbooks_queue_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."quickbooks_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quickbooks_connections_realm_idx" ON "quickbooks_connections" USING btree ("realm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_customer_matches_client_idx" ON "quickbooks_customer_matches" USING btree ("organization_id","client_kind","local_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_customer_matches_customer_idx" ON "quickbooks_customer_matches" USING btree ("organization_id","quickbooks_customer_id") WHERE "quickbooks_customer_matches"."quickbooks_customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_customers_organization_id_idx" ON "quickbooks_customers" USING btree ("organization_id","quickbooks_id");--> statement-breakpoint
CREATE INDEX "quickbooks_customers_organization_email_idx" ON "quickbooks_customers" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "quickbooks_customers_organization_name_idx" ON "quickbooks_customers" USING btree ("organization_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_links_local_idx" ON "quickbooks_links" USING btree ("organization_id","entity","local_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_links_remote_idx" ON "quickbooks_links" USING btree ("organization_id","entity","quickbooks_id");--> statement-breakpoint
CREATE INDEX "quickbooks_mismatches_organization_idx" ON "quickbooks_mismatches" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "quickbooks_notices_waiting_idx" ON "quickbooks_notices" USING btree ("processed_at","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_queue_waiting_idx" ON "quickbooks_queue" USING btree ("organization_id","entity","local_id","operation") WHERE "quickbooks_queue"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "quickbooks_queue_due_idx" ON "quickbooks_queue" USING btree ("status","next_attempt_at","rank");--> statement-breakpoint
CREATE INDEX "quickbooks_queue_organization_status_idx" ON "quickbooks_queue" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "quickbooks_sync_log_organization_at_idx" ON "quickbooks_sync_log" USING btree ("organization_id","at","id");--> statement-breakpoint
CREATE INDEX "quickbooks_sync_log_organization_status_idx" ON "quickbooks_sync_log" USING btree ("organization_id","status","at");--> statement-breakpoint
CREATE INDEX "quickbooks_sync_log_organization_entity_idx" ON "quickbooks_sync_log" USING btree ("organization_id","entity","at");