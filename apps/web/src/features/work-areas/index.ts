/** The work-areas feature's public surface: the list and create hooks client onboarding's service-area section uses. */
export { useCreateWorkArea, useWorkAreaList } from './api/work-areas.ts';
