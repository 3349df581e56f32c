CREATE TABLE "route_pins" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"assigned_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "route_pins" ADD CONSTRAINT "route_pins_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_pins" ADD CONSTRAINT "route_pins_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_pins" ADD CONSTRAINT "route_pins_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_pins_route_idx" ON "route_pins" USING btree ("organization_id","service_date","assigned_user_id");