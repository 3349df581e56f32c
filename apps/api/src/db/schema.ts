/**
 * Every table, for drizzle-kit's migration generator and the seeds. It sits outside platform because it imports the
 * features' tables; platform's `Db` takes no table map (see platform/db/client.ts).
 */
export * from '../platform/identity/organizations.table.ts';
export * from '../platform/identity/users.table.ts';
export * from '../platform/identity/auth.table.ts';
export * from '../platform/http/idempotency.table.ts';
export * from '../features/clients/clients.table.ts';
export * from '../features/commercial/commercial.table.ts';
export * from '../platform/providers/outbox.table.ts';
export * from '../features/notifications/notifications.table.ts';
export * from '../features/client-registrations/client-registrations.table.ts';
export * from '../features/organization-subscription/organization-subscription.table.ts';
export * from '../features/payment-providers/payment-providers.table.ts';
export * from '../platform/identity/roles.table.ts';
export * from '../features/staff/staff.table.ts';
export * from '../features/shifts/shifts.table.ts';
export * from '../features/work-areas/work-areas.table.ts';
export * from '../features/client-onboarding/client-onboarding.table.ts';
export * from '../features/change-requests/change-requests.table.ts';
export * from '../features/pricing/pricing.table.ts';
export * from '../features/cross-sells/cross-sells.table.ts';
export * from '../features/coupons/coupons.table.ts';
export * from '../features/gift-certificates/gift-certificates.table.ts';
export * from '../features/subscriptions/subscriptions.table.ts';
export * from '../features/jobs/jobs.table.ts';
export * from '../features/route-manager/route-manager.table.ts';
export * from '../features/cleanup-notifications/cleanup-notifications.table.ts';
export * from '../features/invoices/invoices.table.ts';
export * from '../features/payments/payments.table.ts';
export * from '../features/ratings-and-tips/ratings-and-tips.table.ts';
export * from '../features/quickbooks/quickbooks.table.ts';
export * from '../platform/providers/accounting/quickbooks-standin.table.ts';
export * from '../features/payroll-settings/payroll-settings.table.ts';
export * from '../features/payroll/payroll.table.ts';
export * from '../features/dashboard/dashboard.table.ts';
export * from '../features/api-keys/api-keys.table.ts';
export * from '../features/webhooks/webhooks.table.ts';
export * from '../features/branding/branding.table.ts';
export * from '../features/client-portal-settings/client-portal-settings.table.ts';
export * from '../features/directory-listing/directory-listing.table.ts';
export * from '../features/royalties/royalties.table.ts';
