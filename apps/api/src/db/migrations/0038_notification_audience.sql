ALTER TABLE "notifications" ADD COLUMN "required_permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Notifications stored before they named their audience reached every member. Each kind had one maker: a public
-- sign-up (about its lead), a change request (the Change Requests page), and autopay's declined card (its invoice).
UPDATE "notifications" SET "required_permissions" = CASE "kind"
  WHEN 'client_registration' THEN ARRAY['lead']::text[]
  WHEN 'change_request' THEN ARRAY['change_requests']::text[]
  ELSE ARRAY['invoice']::text[]
END;
