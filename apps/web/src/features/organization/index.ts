/** The organization feature's public surface for other features. */
export { organizationSettingsQueryOptions, organizationKeys } from './api/organization-settings.ts';
