/**
 * The subscriptions feature's front door: what a client who leaves, a change request or a new organization does to
 * subscriptions, and a commercial location's schedule.
 */
export { insertDefaultCancelReasons } from './cancel-reasons.service.ts';
export { commercialSchedule } from './schedule.service.ts';
export {
  addOnForRequest,
  cancelAllForClient,
  changeFrequencyForRequest,
  pauseForRequest,
} from './subscription-requests.ts';
export { unassignDepartingTech } from './tech-departure.ts';
export { changeSubscription } from './subscriptions.service.ts';
export { assignSubscription, moveSubscriptionStart, type AssignmentInput } from './subscription-start.ts';
