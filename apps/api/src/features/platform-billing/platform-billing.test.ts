import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import {
  platformCharges,
  platformInvoices,
  platformPaymentMethods,
} from '../organization-subscription/organization-subscription.table.ts';
import { runPlatformBilling } from './platform-billing.service.ts';
import { openPostgres } from '../../platform/db/client.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A paying organization whose cycle runs 2026-11-01 → 2026-12-01 (Denver), card on file. */
async function payingOrganization(customerRef = 'test:9418594164541111', staff = 3) {
  const organization = await createOrganization(t.db, { access: 'subscribed' });
  await t.db
    .update(organizations)
    .set({ current_period_start: '2026-11-01', current_period_end: '2026-12-01', end_subscription: null })
    .where(eq(organizations.id, organization.id));
  const owner = await createUser(t.db, { organizationId: organization.id });
  for (let index = 1; index < staff; index++)
    await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' });
  await t.db.insert(platformPaymentMethods).values({
    organization_id: organization.id,
    processor: 'card_connect',
    customer_ref: customerRef,
    card_last4: '1111',
  });
  return { organization, token: await sessionTokenFor(t.db, owner.id) };
}

const invoicesOf = (organizationId: number) =>
  t.db.select().from(platformInvoices).where(eq(platformInvoices.organization_id, organizationId));
const chargesOf = (organizationId: number) =>
  t.db.select().from(platformCharges).where(eq(platformCharges.organization_id, organizationId));
const organizationRow = async (id: number) =>
  (await t.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;

describe('platform billing', () => {
  it('does nothing before the billing date', async () => {
    const { organization } = await payingOrganization();
    await runPlatformBilling(t.deps, new Date('2026-11-30T12:00:00Z'));
    expect(await invoicesOf(organization.id)).toHaveLength(0);
  });

  it('invoices the ended cycle once for its staff, charges it and renews', async () => {
    const { organization } = await payingOrganization();
    // Midnight in Denver is 07:00 UTC: the cycle has ended.
    const billingMoment = new Date('2026-12-01T07:30:00Z');
    await Promise.all([runPlatformBilling(t.deps, billingMoment), runPlatformBilling(t.deps, billingMoment)]);
    await runPlatformBilling(t.deps, billingMoment);
    const invoices = await invoicesOf(organization.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      period_start: '2026-11-01',
      period_end: '2026-12-01',
      active_users: 3,
      unit_amount: 1500,
      total: 4500,
      status: 'paid',
    });
    expect(await chargesOf(organization.id)).toHaveLength(1);
    expect(await organizationRow(organization.id)).toMatchObject({
      current_period_start: '2026-12-01',
      current_period_end: '2027-01-01',
      end_subscription: null,
    });
  });

  it('prorates a staff member who joined during the cycle', async () => {
    const { organization } = await payingOrganization('test:9418594164541111', 1);
    // Joined on Nov 16 (Denver): 15 of the cycle's 30 days.
    await createUser(t.db, {
      organizationId: organization.id,
      role: 'Field Tech',
      activeFrom: new Date('2026-11-16T08:00:00Z'),
    });
    await runPlatformBilling(t.deps, new Date('2026-12-01T08:00:00Z'));
    // One full month plus 15 of 30 days: 45 staff-days × $15 / 30.
    expect((await invoicesOf(organization.id))[0]).toMatchObject({ active_users: 2, staff_days: 45, total: 2250 });
  });

  it('retries a declined charge daily, then lets the subscription expire when the next period ends unpaid', async () => {
    const { organization, token } = await payingOrganization('test:9700000000000341');
    await runPlatformBilling(t.deps, new Date('2026-12-01T08:00:00Z'));
    expect((await invoicesOf(organization.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    await runPlatformBilling(t.deps, new Date('2026-12-01T20:00:00Z'));
    expect(await chargesOf(organization.id)).toHaveLength(1);
    await runPlatformBilling(t.deps, new Date('2026-12-02T09:00:00Z'));
    expect(await chargesOf(organization.id)).toHaveLength(2);
    const nextBillingDay = new Date(new Date('2027-01-01T08:00:00Z').getTime() + DAY);
    await runPlatformBilling(t.deps, nextBillingDay);
    t.clock.set(nextBillingDay);
    const row = await organizationRow(organization.id);
    expect(row.end_subscription).not.toBeNull();
    const details = (await t.injectAs(token, { method: 'GET', url: '/api/organization_subscription/details' })).json()
      .subscription_details;
    expect(details).toMatchObject({ isSubscribed: false, subscriptionExpired: true });
    t.clock.set(new Date());
  });

  it('ends a cancelled subscription at its billing date after the last invoice', async () => {
    const { organization } = await payingOrganization();
    await t.db.update(organizations).set({ cancel_at_period_end: true }).where(eq(organizations.id, organization.id));
    await runPlatformBilling(t.deps, new Date('2026-12-01T08:00:00Z'));
    expect((await invoicesOf(organization.id))[0]?.status).toBe('paid');
    expect((await organizationRow(organization.id)).end_subscription?.toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });
});

describe('billing on two instances', () => {
  it('finds exactly one invoice and one charge when both run through the billing date together', async () => {
    const { organization } = await payingOrganization();
    const url = t.deps.config.databaseUrl;
    // On PostgreSQL the second instance has its own connection pool, like a second server process.
    const second = url ? await openPostgres(url, 4) : null;
    const otherInstance = second ? { ...t.deps, db: second.db } : t.deps;
    try {
      for (const hour of [6, 7, 8, 9, 30]) {
        const moment = new Date(Date.UTC(2026, 11, 1, hour, 30));
        await Promise.all([
          runPlatformBilling(t.deps, moment),
          runPlatformBilling(otherInstance, moment),
          runPlatformBilling(otherInstance, moment),
        ]);
      }
    } finally {
      await second?.close();
    }
    expect(await invoicesOf(organization.id)).toHaveLength(1);
    expect(await chargesOf(organization.id)).toHaveLength(1);
  });
});
