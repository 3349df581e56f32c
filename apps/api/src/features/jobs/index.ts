/**
 * The jobs feature's front door: subscriptions rewrite their jobs through it when they change, a new organization
 * gets its skip reasons, the server starts the nightly generation, and the demo and the benchmark make jobs in bulk.
 */
export { generateOrganizationJobs, regenerateSubscriptionJobs, runJobGeneration } from './job-generation.service.ts';
export { requestJobGeneration, unassignOpenJobsOf } from './job-generation.repository.ts';
export { insertDefaultSkipReasons } from './skip-reasons.repository.ts';
export { storeJobPhotoFile } from './job-photos.service.ts';
export { readSchedulerSettings } from './job-settings.repository.ts';
export { arrangeRoutes, jobsOfDay, type RouteOrder } from './route-order.service.ts';
export { jobsPerTechOfDay } from './dispatch.service.ts';
