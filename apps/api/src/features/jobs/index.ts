/**
 * The jobs feature's front door: subscriptions rewrite their jobs through it when they change, a new organization
 * gets its skip reasons, and the server starts the nightly generation.
 */
export { regenerateSubscriptionJobs, requestJobGeneration, runJobGeneration } from './job-generation.service.ts';
export { insertDefaultSkipReasons } from './skip-reasons.repository.ts';
