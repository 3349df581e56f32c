/**
 * How the demo's subscriptions ended or stopped for a while: every client who left had theirs end the day after the
 * office recorded it, under the cancel reason their own reason falls in, with the office's note; a pause the office
 * approved from a client's request is the pause the client's subscription took.
 */
import { and, asc, eq } from 'drizzle-orm';
import { addCalendarDays, todayIn } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { changeRequests } from '../features/change-requests/change-requests.table.ts';
import type { ApprovedPause, Draft } from './seed-subscription-drafts.ts';
import type { DemoPricing } from './seed-pricing.ts';
import { DEMO_TIME_ZONE } from './demo-timeline.ts';

/** The cancel reason each reason a client gave for leaving is recorded under, and what the office noted. */
const CANCEL_REASON_OF: Record<string, string> = {
  'Moved away': 'Moving away',
  Price: 'Too expensive',
  'Doing it themselves': 'Doing it themselves',
  'Dog passed away': 'Pet passed away',
  'Switched to another provider': 'Too expensive',
  'Service quality': 'Unhappy with service',
  'Seasonal, will return in spring': 'Seasonal pause',
  'Property sold': 'Moving away',
  'Budget cuts': 'Too expensive',
  'Moved service in-house': 'Doing it themselves',
};
const CANCEL_NOTES: Record<string, readonly string[]> = {
  'Moving away': ['Moving to Colorado Springs in the spring.', 'Selling the house.'],
  'Too expensive': ['Found a cheaper service through a neighbour.', 'Budget is tight this year.'],
  'Doing it themselves': ['Teenager will scoop the yard now.', 'The grounds crew takes it over.'],
  'Unhappy with service': ['Missed two visits in a row last month.'],
  'Pet passed away': ['Their old lab passed away; very sad call.'],
  'Seasonal pause': ['Back next season.'],
};
/** Ends the subscription the day after the office recorded the client leaving, with the client's reason. */
export function endWhenLeft(
  subscription: Draft,
  pricing: DemoPricing,
  left: { at: Date; given: string | null; index: number },
) {
  const reason = CANCEL_REASON_OF[left.given ?? ''] ?? 'Moving away';
  const notes = CANCEL_NOTES[reason] ?? [''];
  subscription.cancellation = {
    on: addCalendarDays(todayIn(DEMO_TIME_ZONE, left.at), 1),
    reason_id: pricing.cancelReasons.find((row) => row.name === reason)!.id,
    reason,
    note: notes[left.index % notes.length]!,
    at: left.at,
  };
  return subscription;
}

export async function approvedPausesOf(db: Db, organizationId: number): Promise<ApprovedPause[]> {
  const rows = await db
    .select({ client_id: changeRequests.client_id, details: changeRequests.details })
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.organization_id, organizationId),
        eq(changeRequests.kind, 'pause'),
        eq(changeRequests.status, 'approved'),
      ),
    )
    .orderBy(asc(changeRequests.id));
  return rows.flatMap((row) => {
    const { from, to } = row.details as { from?: unknown; to?: unknown };
    return row.client_id !== null && typeof from === 'string' && typeof to === 'string'
      ? [{ client_id: row.client_id, from, to }]
      : [];
  });
}
