import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { platformCharges, platformInvoices } from '../organization-subscription/organization-subscription.table.ts';
import { TRIAL_PACKAGE } from '@employee-portal/core';

export type PlatformInvoiceRow = typeof platformInvoices.$inferSelect;

/** Renewing organizations whose cycle may have ended (`latestDay` is the latest calendar day anywhere). */
export async function organizationsWithCycleEndingBy(db: Db, latestDay: string) {
  return db
    .select({
      id: organizations.id,
      time_zone: organizations.time_zone,
      current_period_end: organizations.current_period_end,
    })
    .from(organizations)
    .where(
      and(
        isNotNull(organizations.pricing_plan_id),
        ne(organizations.subscription_package, TRIAL_PACKAGE),
        isNull(organizations.end_subscription),
        lte(organizations.current_period_end, latestDay),
      ),
    );
}

/** Locks the organization only if its cycle is still the one seen; another instance holding it means skip. */
export async function lockOrganizationCycle(db: Db, organizationId: number, periodEnd: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.current_period_end, periodEnd)))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function insertInvoice(db: Db, values: typeof platformInvoices.$inferInsert) {
  const rows = await db
    .insert(platformInvoices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: platformInvoices.id });
  return rows[0]?.id ?? null;
}

export async function hasUnpaidInvoiceBefore(db: Db, organizationId: number, periodEnd: string) {
  const rows = await db
    .select({ id: platformInvoices.id })
    .from(platformInvoices)
    .where(
      and(
        eq(platformInvoices.organization_id, organizationId),
        lt(platformInvoices.period_end, periodEnd),
        inArray(platformInvoices.status, ['open', 'failed', 'charging']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes one invoice that is due for a charge attempt, atomically, so two instances never charge the same attempt.
 * A 'charging' invoice whose lease ran out (its instance died mid-charge) is taken again with the same attempt
 * number, so the processor's idempotency key dedupes a charge that did go through.
 */
export async function claimDueInvoice(
  db: Db,
  now: Date,
  leaseMs: number,
  maxAttempts: number,
): Promise<PlatformInvoiceRow | null> {
  const result = await db.execute(sql`
    update ${platformInvoices} set
      attempts = case when ${platformInvoices.status} = 'charging' then ${platformInvoices.attempts} else ${platformInvoices.attempts} + 1 end,
      status = 'charging',
      next_attempt_at = ${new Date(now.getTime() + leaseMs)}
    where ${platformInvoices.id} = (
      select id from ${platformInvoices}
      where status in ('open', 'failed', 'charging') and next_attempt_at <= ${now} and (attempts < ${maxAttempts} or status = 'charging')
      order by id limit 1 for update skip locked
    )
    returning id`);
  const id = (result as { rows: { id?: number }[] }).rows[0]?.id;
  if (!id) return null;
  // The job charges every organization's due invoices: the id was just claimed above, so it needs no tenant here.
  const [row] = await db.select().from(platformInvoices).where(eq(platformInvoices.id, id));
  return row ?? null;
}

export async function recordChargeAttempt(db: Db, values: typeof platformCharges.$inferInsert) {
  await db.insert(platformCharges).values(values).onConflictDoNothing();
}

export async function settleInvoice(
  db: Db,
  organizationId: number,
  invoiceId: number,
  values: Partial<typeof platformInvoices.$inferInsert>,
) {
  await db
    .update(platformInvoices)
    .set(values)
    .where(and(eq(platformInvoices.organization_id, organizationId), eq(platformInvoices.id, invoiceId)));
}

export async function updateOrganizationCycle(
  db: Db,
  organizationId: number,
  values: Partial<typeof organizations.$inferInsert>,
) {
  await db.update(organizations).set(values).where(eq(organizations.id, organizationId));
}
