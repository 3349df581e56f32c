/**
 * The paying demo organizations' own subscription to the portal: a monthly cycle ended and invoiced for each month
 * since they started (by the platform billing's own rules: per staff member and day), each charged to the card on
 * file the day it was made. Subscription Details then lists a year of paid invoices.
 */
import { eq, sql } from 'drizzle-orm';
import { addCalendarMonths } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { organizations } from '../platform/identity/organizations.table.ts';
import {
  platformCharges,
  platformInvoices,
} from '../features/organization-subscription/organization-subscription.table.ts';
import { invoiceCycle } from '../features/platform-billing/index.ts';
import { DEMO_TIME_ZONE } from './demo-timeline.ts';
import { seedInstant } from './seed-pricing.ts';

/** Cycles before the current one: a year of them. */
const PAST_CYCLES = 12;

export async function seedPlatformInvoices(db: Db, organizationIds: readonly number[], now: Date) {
  const made: { id: number; organization_id: number; start: string; at: Date }[] = [];
  for (const organizationId of organizationIds) {
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    if (!organization?.current_period_start || organization.time_zone !== DEMO_TIME_ZONE) continue;
    const starts = [organization.current_period_start];
    while (starts.length <= PAST_CYCLES) starts.unshift(addCalendarMonths(starts[0]!, -1));
    for (let index = 0; index < PAST_CYCLES; index += 1) {
      const cycle = { start: starts[index]!, end: starts[index + 1]! };
      const at = seedInstant(cycle.end, now, 1);
      const id = await invoiceCycle(db, organization, cycle, at);
      if (id !== null) made.push({ id, organization_id: organizationId, start: cycle.start, at });
    }
  }
  if (made.length === 0) return;
  // Each charged to the card on file the night it was made.
  const paid = sql.join(
    made.map((invoice) => sql`(${invoice.id}::int, ${invoice.at}::timestamptz)`),
    sql`, `,
  );
  const charged = (await db.execute(sql`
    update ${platformInvoices} i set status = 'paid', attempts = 1, paid_at = made.at, next_attempt_at = null
    from (values ${paid}) as made(id, at)
    where i.id = made.id and i.total > 0
    returning i.id, i.total`)) as unknown as { rows: { id: number; total: number }[] };
  const totalOf = new Map(charged.rows.map((row) => [row.id, row.total]));
  const charges = made.filter((invoice) => totalOf.has(invoice.id));
  if (charges.length)
    await db.insert(platformCharges).values(
      charges.map((invoice) => ({
        organization_id: invoice.organization_id,
        invoice_id: invoice.id,
        attempt: 1,
        amount: totalOf.get(invoice.id)!,
        status: 'succeeded' as const,
        processor_ref: `test_platform_${invoice.organization_id}_${invoice.start.replaceAll('-', '')}`,
        created_at: invoice.at,
      })),
    );
}
