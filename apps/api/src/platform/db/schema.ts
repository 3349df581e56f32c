/** Every table, for drizzle's typed queries and drizzle-kit's migration generator. */
export * from '../../features/organizations/organizations.table.ts';
export * from '../../features/users/users.table.ts';
export * from '../../features/auth/auth.table.ts';
export * from '../../features/clients/clients.table.ts';
export * from '../../features/commercial/commercial.table.ts';
export * from '../providers/outbox.table.ts';
export * from '../../features/notifications/notifications.table.ts';
export * from '../../features/client-registrations/client-registrations.table.ts';
export * from '../../features/organization-subscription/organization-subscription.table.ts';
export * from '../../features/payment-providers/payment-providers.table.ts';
export * from '../../features/roles/roles.table.ts';
export * from '../../features/staff/staff.table.ts';
export * from '../../features/shifts/shifts.table.ts';
export * from '../../features/work-areas/work-areas.table.ts';
export * from '../../features/client-onboarding/client-onboarding.table.ts';
export * from '../../features/change-requests/change-requests.table.ts';
