/**
 * Real-time channels (spec §7) and the events each carries. Channel names are the spec's; the socket server
 * joins a connection to its organization's channels only after checking its token.
 */
export const realtimeChannels = {
  notifications: (organizationId: number) => `notifications.${organizationId}.0`,
  stripeStatus: (organizationId: number) => `stripe_status.${organizationId}`,
  employeeVersion: 'employee_version',
  /** Not in the spec: the dispatch board's live updates (issue 14), one room per organization. */
  dispatch: (organizationId: number) => `dispatch.${organizationId}`,
} as const;

export interface RealtimeEvents {
  /**
   * A new client registration: the unread count goes up by one for the members it was meant for. The room holds
   * every member of the organization, so the event names nothing of the notification: each tab asks the server for
   * its own count, which counts only what that member may open.
   */
  client_registration_created: { notification_id: number };
  /** Any other new notification for the organization; the same rule holds. */
  notification_created: { notification_id: number };
  stripe_status_updated: { status: 'active' | 'in_progress' | null; payouts_enabled: 0 | 1; charges_enabled: 0 | 1 };
  employee_version_deployed: { version: string };
  /** Jobs on these days changed (made, moved, reassigned, reordered, done, skipped): open boards and schedules reload. */
  jobs_changed: { service_dates: string[] };
}

export type RealtimeEventName = keyof RealtimeEvents;

export interface RealtimeMessage<Name extends RealtimeEventName = RealtimeEventName> {
  channel: string;
  event: Name;
  data: RealtimeEvents[Name];
}
