/**
 * The paying demo organizations' own subscription to the portal: a monthly cycle ended and invoiced for each month
 * since they started (by the platform billing's own rules: per staff member and day), each charged to the card on
 * file the day it was made. Subscription Details then lists a year of paid invoices.
 */
import { and, eq } from 'drizzle-orm';
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
  for (const organizationId of organizationIds) {
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    if (!organization?.current_period_start || organization.time_zone !== DEMO_TIME_ZONE) continue;
    const starts = [organization.current_period_start];
    while (starts.length <= PAST_CYCLES) starts.unshift(addCalendarMonths(starts[0]!, -1));
    for (let index = 0; index < PAST_CYCLES; index += 1) {
      const cycle = { start: starts[index]!, end: starts[index + 1]! };
      const made = seedInstant(cycle.end, now, 1);
      const invoiceId = await invoiceCycle(db, organization, cycle, made);
      if (invoiceId === null) continue;
      const [invoice] = await db
        .update(platformInvoices)
        .set({ status: 'paid', attempts: 1, paid_at: made, next_attempt_at: null })
        .where(and(eq(platformInvoices.organization_id, organizationId), eq(platformInvoices.id, invoiceId)))
        .returning({ total: platformInvoices.total });
      if (!invoice || invoice.total === 0) continue;
      await db.insert(platformCharges).values({
        organization_id: organizationId,
        invoice_id: invoiceId,
        attempt: 1,
        amount: invoice.total,
        status: 'succeeded',
        processor_ref: `test_platform_${organizationId}_${cycle.start.replaceAll('-', '')}`,
        created_at: made,
      });
    }
  }
}
