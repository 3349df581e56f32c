/**
 * What the billing run reads for the periods due: their visits that no live invoice charges yet (with the add-ons done
 * on them, not charged yet either), the prepaid credits for visits skipped without charge, and the clients' tips not
 * invoiced yet.
 */
import {
  addCalendarMonths,
  type ClientBillingMode,
  type PeriodToInvoice,
  type RecurringVisit,
  type UnbilledTip,
} from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import {
  type BillableSubscription,
  creditableSkipsOf,
  unbilledCrossSellsOfJobs,
  unbilledTipsOf,
  unbilledVisitsOf,
} from './recurring-billing.repository.ts';

interface RunScope {
  db: Db;
  organization_id: number;
}

export function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export interface DueSubscription extends PeriodToInvoice {
  subscription: BillableSubscription;
}

export type VisitRow = RecurringVisit & { subscription_id: number | null };
export type TipRow = UnbilledTip & { client_id: number | null; commercial_customer_id: number | null };

const spanOf = (days: readonly string[]) => [...days].sort();

/** The visits of each due period that no live invoice charges yet, with their add-ons not charged yet either. */
export async function visitsWithCrossSells(run: RunScope, pending: DueSubscription[]) {
  const starts = spanOf(pending.map((item) => item.period.start));
  const ends = spanOf(pending.map((item) => item.period.end));
  const rows = await unbilledVisitsOf(
    run.db,
    run.organization_id,
    pending.map((item) => item.subscription.id),
    starts[0]!,
    ends.at(-1)!,
  );
  const crossSells = await unbilledCrossSellsOfJobs(
    run.db,
    run.organization_id,
    rows.map((row) => row.job_id),
  );
  const crossSellsByJob = groupBy(crossSells, (row) => row.job_id);
  const visits: VisitRow[] = rows.map((row) => ({
    ...row,
    skip_charged: row.skip_charged ?? false,
    cross_sells: crossSellsByJob.get(row.job_id) ?? [],
  }));
  return groupBy(visits, (visit) => visit.subscription_id ?? 0);
}

/**
 * Prepaid: the visits skipped without charge that an invoice charged in advance and none credits yet, over the two
 * periods before each due one (so a period that made no invoice passes its credits on to the next).
 */
export async function creditsOf(run: RunScope, mode: ClientBillingMode, pending: DueSubscription[]) {
  if (mode !== 'prepaid') return new Map<number, VisitRow[]>();
  const from = (item: DueSubscription) => addCalendarMonths(item.full_period.start, -2);
  const rows = await creditableSkipsOf(
    run.db,
    run.organization_id,
    pending.map((item) => item.subscription.id),
    spanOf(pending.map(from))[0]!,
    spanOf(pending.map((item) => item.period.start)).at(-1)!,
  );
  const bySubscription = groupBy(
    rows.map((row): VisitRow => ({ ...row, skip_charged: false, cross_sells: [] })),
    (row) => row.subscription_id ?? 0,
  );
  return new Map(
    pending.map((item) => [
      item.subscription.id,
      (bySubscription.get(item.subscription.id) ?? []).filter(
        (visit) => visit.service_date >= from(item) && visit.service_date < item.period.start,
      ),
    ]),
  );
}

export async function tipsOf(run: RunScope, pending: DueSubscription[]): Promise<TipRow[]> {
  const rows = await unbilledTipsOf(run.db, run.organization_id, {
    client_ids: pending.flatMap((item) => (item.subscription.client_id ? [item.subscription.client_id] : [])),
    commercial_customer_ids: pending.flatMap((item) =>
      item.subscription.commercial_customer_id ? [item.subscription.commercial_customer_id] : [],
    ),
  });
  return rows.map((row) => ({
    ...row,
    tech_name: row.tech_first_name ? `${row.tech_first_name} ${row.tech_last_name}` : null,
  }));
}
