/**
 * The client portal settings feature's front door: the settings hub's state of the page, the portal's address, and
 * the save the demo seed makes as the settings page does.
 */
export { clientPortalSettingsState, clientPortalUrl } from './client-portal-settings.service.ts';
export { readClientPortalSettings, writeClientPortalSettings } from './client-portal-settings.repository.ts';
