/** The client onboarding feature's front door: the organization's public sign-up form settings. */
export { formSettingsOf, type FormSettings } from './client-onboarding.service.ts';
