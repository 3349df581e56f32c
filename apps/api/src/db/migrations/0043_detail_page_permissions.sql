-- Record pages used to open under their list's permission; now each asks its own name. Whoever held the list keeps
-- the page: roles, members' extras and members' effective permissions get the page's name beside the list's.
UPDATE "roles" SET "permissions" = "permissions" || '["staff_show"]'::jsonb WHERE "permissions" ? 'staff' AND NOT "permissions" ? 'staff_show';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["shift"]'::jsonb WHERE "permissions" ? 'shifts' AND NOT "permissions" ? 'shift';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["invoice_edit"]'::jsonb WHERE "permissions" ? 'invoice' AND NOT "permissions" ? 'invoice_edit';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["payroll_report_show"]'::jsonb WHERE "permissions" ? 'payroll_report' AND NOT "permissions" ? 'payroll_report_show';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["productivity_report_show"]'::jsonb WHERE "permissions" ? 'productivity_report' AND NOT "permissions" ? 'productivity_report_show';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["dispatch_board_show"]'::jsonb WHERE "permissions" ? 'dispatch_board' AND NOT "permissions" ? 'dispatch_board_show';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["schedule_show"]'::jsonb WHERE "permissions" ? 'schedule' AND NOT "permissions" ? 'schedule_show';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["schedule_map_view"]'::jsonb WHERE "permissions" ? 'schedule' AND NOT "permissions" ? 'schedule_map_view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["unassigned_show"]'::jsonb WHERE "permissions" ? 'unassigned' AND NOT "permissions" ? 'unassigned_show';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["quick_books_oauth"]'::jsonb WHERE "permissions" ? 'quickbooks_online' AND NOT "permissions" ? 'quick_books_oauth';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["staff_show"]'::jsonb WHERE "extra_permissions" ? 'staff' AND NOT "extra_permissions" ? 'staff_show';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["shift"]'::jsonb WHERE "extra_permissions" ? 'shifts' AND NOT "extra_permissions" ? 'shift';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["invoice_edit"]'::jsonb WHERE "extra_permissions" ? 'invoice' AND NOT "extra_permissions" ? 'invoice_edit';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["payroll_report_show"]'::jsonb WHERE "extra_permissions" ? 'payroll_report' AND NOT "extra_permissions" ? 'payroll_report_show';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["productivity_report_show"]'::jsonb WHERE "extra_permissions" ? 'productivity_report' AND NOT "extra_permissions" ? 'productivity_report_show';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["dispatch_board_show"]'::jsonb WHERE "extra_permissions" ? 'dispatch_board' AND NOT "extra_permissions" ? 'dispatch_board_show';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["schedule_show"]'::jsonb WHERE "extra_permissions" ? 'schedule' AND NOT "extra_permissions" ? 'schedule_show';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["schedule_map_view"]'::jsonb WHERE "extra_permissions" ? 'schedule' AND NOT "extra_permissions" ? 'schedule_map_view';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["unassigned_show"]'::jsonb WHERE "extra_permissions" ? 'unassigned' AND NOT "extra_permissions" ? 'unassigned_show';
--> statement-breakpoint
UPDATE "memberships" SET "extra_permissions" = "extra_permissions" || '["quick_books_oauth"]'::jsonb WHERE "extra_permissions" ? 'quickbooks_online' AND NOT "extra_permissions" ? 'quick_books_oauth';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["staff_show"]'::jsonb WHERE "permissions" ? 'staff' AND NOT "permissions" ? 'staff_show';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["shift"]'::jsonb WHERE "permissions" ? 'shifts' AND NOT "permissions" ? 'shift';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["invoice_edit"]'::jsonb WHERE "permissions" ? 'invoice' AND NOT "permissions" ? 'invoice_edit';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["payroll_report_show"]'::jsonb WHERE "permissions" ? 'payroll_report' AND NOT "permissions" ? 'payroll_report_show';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["productivity_report_show"]'::jsonb WHERE "permissions" ? 'productivity_report' AND NOT "permissions" ? 'productivity_report_show';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["dispatch_board_show"]'::jsonb WHERE "permissions" ? 'dispatch_board' AND NOT "permissions" ? 'dispatch_board_show';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["schedule_show"]'::jsonb WHERE "permissions" ? 'schedule' AND NOT "permissions" ? 'schedule_show';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["schedule_map_view"]'::jsonb WHERE "permissions" ? 'schedule' AND NOT "permissions" ? 'schedule_map_view';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["unassigned_show"]'::jsonb WHERE "permissions" ? 'unassigned' AND NOT "permissions" ? 'unassigned_show';
--> statement-breakpoint
UPDATE "memberships" SET "permissions" = "permissions" || '["quick_books_oauth"]'::jsonb WHERE "permissions" ? 'quickbooks_online' AND NOT "permissions" ? 'quick_books_oauth';
