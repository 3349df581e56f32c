/** The onboarding guide feature's front door: a member's guide, its steps read from the organization's records. */
export { onboardingGuideOf } from './onboarding-guide.service.ts';
