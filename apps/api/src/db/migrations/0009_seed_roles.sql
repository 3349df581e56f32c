-- Every organization starts with the six preset roles of issue 5 (core's rolePresets as of this release).
INSERT INTO "roles" ("organization_id", "name", "permissions", "is_owner")
SELECT o."id", p."name", p."permissions", p."is_owner"
FROM "organizations" o
CROSS JOIN (VALUES
    ('Owner', '["additional_commercial_services","additional_commercial_services_report","additional_residential_services_report","additional_services","billing_settings","branding_settings","change_email","change_password","change_requests","cleanup_notifications_report","client","client_onboarding","client_portal_settings","clients","commercial_client","commercial_clients","commercial_cross_sell","commercial_subscription","commercial_subscriptions","completed_jobs_report","connect_to_stripe","coupon","coupons","create_pay_slips","customize_dashboard","directory_listing","dispatch_board","dormant_clients","field_tech_app_settings","gift_certificate","gift_certificates","invoice","lead","leads","link_clients","my_shift_report","new_client_planner","notifications","one_time_invoices","open_api","open_balance_report","organization_landing_page","payment","payments","payout","payouts","payroll_report","payroll_settings","pricing_setup","productivity_report","quickbooks_online","ratings_and_comments_report","ratings_comments_and_tipping","receive_check_payment","receive_commercial_check_payment","recurring_invoices","residential_cross_sell","route_manager","route_planning_report","royalty_invoice","royalty_payment","royalty_payments","sales_tax_reports","schedule","scheduler_settings","service_plan","settings","shift","shifts","staff","staff_show","start_end_shift","subscription","subscription_details","subscriptions","time_mileage_report","tips_report","two_factor","unassigned","work_area","work_area_activity_log","work_area_inventory"]'::jsonb, true),
    ('Manager', '["additional_commercial_services_report","additional_residential_services_report","change_email","change_password","change_requests","cleanup_notifications_report","client","client_onboarding","clients","commercial_client","commercial_clients","commercial_cross_sell","commercial_subscription","commercial_subscriptions","completed_jobs_report","coupon","coupons","create_pay_slips","dispatch_board","gift_certificate","gift_certificates","invoice","lead","leads","link_clients","my_shift_report","new_client_planner","notifications","one_time_invoices","open_balance_report","payment","payments","payout","payouts","payroll_report","pricing_setup","productivity_report","ratings_and_comments_report","receive_check_payment","receive_commercial_check_payment","recurring_invoices","residential_cross_sell","route_manager","route_planning_report","sales_tax_reports","schedule","scheduler_settings","service_plan","shift","shifts","staff","staff_show","start_end_shift","subscription","subscriptions","time_mileage_report","tips_report","two_factor","unassigned","work_area","work_area_activity_log","work_area_inventory"]'::jsonb, false),
    ('Office', '["change_email","change_password","change_requests","cleanup_notifications_report","client","client_onboarding","clients","commercial_client","commercial_clients","commercial_cross_sell","commercial_subscription","commercial_subscriptions","completed_jobs_report","coupon","coupons","dispatch_board","gift_certificate","gift_certificates","invoice","lead","leads","link_clients","my_shift_report","new_client_planner","notifications","one_time_invoices","payment","payments","receive_check_payment","recurring_invoices","residential_cross_sell","route_manager","schedule","service_plan","shift","shifts","start_end_shift","subscription","subscriptions","two_factor","unassigned","work_area","work_area_activity_log","work_area_inventory"]'::jsonb, false),
    ('Crew Leader', '["change_email","change_password","client","clients","completed_jobs_report","dispatch_board","my_shift_report","notifications","schedule","shift","shifts","start_end_shift","two_factor","unassigned"]'::jsonb, false),
    ('Field Tech', '["change_email","change_password","my_shift_report","notifications","schedule","start_end_shift","two_factor"]'::jsonb, false),
    ('Accountant', '["billing_settings","change_email","change_password","create_pay_slips","invoice","notifications","one_time_invoices","open_balance_report","payment","payments","payout","payouts","payroll_report","payroll_settings","productivity_report","quickbooks_online","receive_check_payment","receive_commercial_check_payment","recurring_invoices","sales_tax_reports","shift","shifts","subscription","subscriptions","time_mileage_report","two_factor"]'::jsonb, false)
) AS p("name", "permissions", "is_owner")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Each membership moves onto the role its role_name names. Whatever it held beyond that role stays as extra
-- permissions, so nobody loses anything; the effective set becomes the role's and the extras together.
UPDATE "memberships" m SET
  "role_id" = r."id",
  "extra_permissions" = COALESCE((SELECT jsonb_agg(p ORDER BY p) FROM jsonb_array_elements_text(m."permissions") AS p WHERE NOT (r."permissions" ? p)), '[]'::jsonb)
FROM "roles" r
WHERE r."organization_id" = m."organization_id" AND lower(r."name") = lower(m."role_name") AND m."role_id" IS NULL;
--> statement-breakpoint
UPDATE "memberships" m SET
  "permissions" = (
    SELECT COALESCE(jsonb_agg(DISTINCT granted.p ORDER BY granted.p), '[]'::jsonb)
    FROM (SELECT jsonb_array_elements_text(r."permissions") AS p UNION SELECT jsonb_array_elements_text(m."extra_permissions")) AS granted
  )
FROM "roles" r
WHERE r."id" = m."role_id";
