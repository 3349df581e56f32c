/** The subscriptions feature's public surface: the schedule tabs of the client pages and the query keys others refresh. */
export { ClientScheduleTab } from './components/client-schedule-tab.tsx';
export { NextCleanupDay } from './components/next-cleanup-day.tsx';
export { CommercialSubscriptionsSchedule } from './components/commercial-schedule-tab.tsx';
export { subscriptionKeys } from './api/subscriptions.keys.ts';
export { ServiceDaysField } from './components/service-days-field.tsx';
export { serviceDaysOf, type ServiceDaysValue } from './subscription-form.ts';
export { oneTimeDatesOf, serviceDaysText, weekdaysOf } from './service-days.ts';
export type { SubscriptionPrefill } from './subscription-prefill.ts';
export type { PlannedSubscription } from './components/location-schedules.tsx';
