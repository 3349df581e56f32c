ALTER TABLE "staff_profiles" ADD COLUMN "gusto_employee_id" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "adp_file_number" text;