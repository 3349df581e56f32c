/** The subscription lists (residential and commercial): one page for the table, every match for the CSV export. */
import {
  formatCents,
  pageOffset,
  type SubscriptionExportQuery,
  type SubscriptionKind,
  type SubscriptionListQuery,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { presentSubscription } from './subscriptions.present.ts';
import { listSubscriptionIds, loadSubscriptions } from './subscriptions.repository.ts';
import { jobCalendarsOf } from './location-schedule.repository.ts';
import { todayOf } from './subscriptions.service.ts';

const orgOf = (member: MemberContext) => member.organization.id;

export async function subscriptionPage(
  deps: AppDeps,
  member: MemberContext,
  kind: SubscriptionKind,
  query: SubscriptionListQuery,
) {
  const today = todayOf(deps, member);
  const { ids, total } = await listSubscriptionIds(
    deps.db,
    orgOf(member),
    { ...query, kind, today },
    { limit: query.per_page, offset: pageOffset(query) },
  );
  const [loaded, jobs] = await Promise.all([
    loadSubscriptions(deps.db, orgOf(member), ids),
    jobCalendarsOf(deps.db, orgOf(member), ids, today),
  ]);
  return {
    data: loaded.map((row) => presentSubscription(row, today, jobs.get(row.subscription.id) ?? null)),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

const CSV_BATCH = 500;

export async function subscriptionsCsv(
  deps: AppDeps,
  member: MemberContext,
  kind: SubscriptionKind,
  query: SubscriptionExportQuery,
) {
  const today = todayOf(deps, member);
  const { ids } = await listSubscriptionIds(deps.db, orgOf(member), { ...query, kind, today }, null);
  const records: (string | number)[][] = [];
  for (let start = 0; start < ids.length; start += CSV_BATCH) {
    const batch = ids.slice(start, start + CSV_BATCH);
    const jobs = await jobCalendarsOf(deps.db, orgOf(member), batch, today);
    for (const row of await loadSubscriptions(deps.db, orgOf(member), batch)) {
      const item = presentSubscription(row, today, jobs.get(row.subscription.id) ?? null);
      records.push([
        item.id,
        item.client.name,
        item.location.address,
        item.location.zip,
        item.service_plan.name,
        item.status,
        item.assigned_user?.name ?? 'Unassigned',
        item.next_cleanup ?? '',
        formatCents(item.price_cents),
        formatCents(item.value.monthly_value_cents),
        item.start_date,
        item.coupon?.code ?? '',
        item.cancel_reason?.name ?? '',
      ]);
    }
  }
  return toCsv(
    [
      'ID',
      'Client',
      'Address',
      'Zip',
      'Plan',
      'Status',
      'Tech',
      'Next cleanup',
      'Price',
      'Monthly value',
      'Start date',
      'Coupon',
      'Cancel reason',
    ],
    records,
  );
}
