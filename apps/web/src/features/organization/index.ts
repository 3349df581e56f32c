/** The organization feature's public surface for other features. */
export { organizationSettingsQueryOptions, organizationKeys } from './api/organization-settings.ts';
export { refreshOrganizationSettings } from './api/refresh-organization-settings.ts';
