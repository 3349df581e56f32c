/**
 * The small organization kpi.test.ts works out by hand: residential clients R1–R7, commercial customers C1–C3, their
 * subscriptions, invoices, payments, jobs and shifts around March 2026 (America/Denver). The test file states the
 * arithmetic beside each expected figure.
 */
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createClient, createCommercialCustomer } from '../../../test/support/client-factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import {
  createCrossSell,
  createInvoice,
  createPayment,
  createRefund,
  type InvoiceSpec,
} from '../../../test/support/money-report-factories.ts';
import { createShift, membershipOf } from '../../../test/support/staff-factories.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialLocations } from '../commercial/commercial.table.ts';
import { cancelReasons, subscriptions } from '../subscriptions/subscriptions.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { payments } from '../payments/payments.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { refreshClientLifecycleOfSubscription, refreshCompletedWork } from './kpi-stores.repository.ts';
import { recordInvoiceSales } from './sales-store.repository.ts';

const address = { address_line1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202' };

interface Place {
  kind: 'residential' | 'commercial';
  clientId: number;
  locationId: number;
}

export async function seedKpiOrganization(t: TestApp) {
  const db = t.db;
  const organization = await createOrganization(db);
  const organizationId = organization.id;
  const owner = await createUser(db, { organizationId });
  const token = await sessionTokenFor(db, owner.id);
  const weekly = await createServicePlan(db, organizationId, { name: 'Weekly' });
  const commercialWeekly = await createServicePlan(db, organizationId, { name: 'Commercial Weekly' });
  const deodorizer = await createCrossSell(db, organizationId, { name: 'Deodorizer', kind: 'residential' });
  const reason = async (name: string) =>
    (await db.insert(cancelReasons).values({ organization_id: organizationId, name }).returning())[0]!.id;
  const moving = await reason('Moving away');
  const price = await reason('Too expensive');

  const resident = async (referral: string | null): Promise<Place> => {
    const client = await createClient(db, organizationId);
    await db.update(clients).set({ referral_source: referral }).where(eq(clients.id, client.id));
    const [location] = await db
      .insert(clientLocations)
      .values({ organization_id: organizationId, client_id: client.id, ...address })
      .returning();
    return { kind: 'residential', clientId: client.id, locationId: location!.id };
  };
  const company = async (): Promise<Place> => {
    const customer = await createCommercialCustomer(db, organizationId);
    const [location] = await db
      .insert(commercialLocations)
      .values({ organization_id: organizationId, commercial_customer_id: customer.id, name: 'Gate A', ...address })
      .returning();
    return { kind: 'commercial', clientId: customer.id, locationId: location!.id };
  };
  const subscribe = async (
    place: Place,
    start: string,
    cancelled: { on: string; reason: number | null } | null = null,
    status: 'active' | 'paused' = 'active',
  ) => {
    const [row] = await db
      .insert(subscriptions)
      .values({
        organization_id: organizationId,
        kind: place.kind,
        ...(place.kind === 'residential'
          ? { client_id: place.clientId, client_location_id: place.locationId }
          : { commercial_customer_id: place.clientId, commercial_location_id: place.locationId }),
        service_plan_id: place.kind === 'residential' ? weekly.id : commercialWeekly.id,
        price_cents: 2000,
        list_price_cents: 2000,
        start_date: start,
        status: cancelled ? 'cancelled' : status,
        cancelled_on: cancelled?.on ?? null,
        cancel_reason_id: cancelled?.reason ?? null,
      })
      .returning();
    await refreshClientLifecycleOfSubscription(db, { organization_id: organizationId, id: row!.id });
    return row!.id;
  };

  const r1 = await resident('Google');
  const r1Subscription = await subscribe(r1, '2025-06-01');
  const r2 = await resident('Google');
  await subscribe(r2, '2025-06-01', { on: '2026-03-10', reason: moving });
  await subscribe(r2, '2025-09-01', { on: '2026-03-20', reason: price });
  const r3 = await resident('Google');
  await subscribe(r3, '2026-03-05');
  const r4 = await resident('Facebook');
  await subscribe(r4, '2026-03-12', { on: '2026-03-25', reason: null });
  const r5 = await resident(null);
  await subscribe(r5, '2026-02-10');
  const r6 = await resident('Google');
  await subscribe(r6, '2025-12-01', { on: '2026-02-15', reason: moving });
  const r7 = await resident('Yelp');
  await subscribe(r7, '2025-06-01', null, 'paused');
  const c1 = await company();
  const c1Subscription = await subscribe(c1, '2025-01-01');
  const c2 = await company();
  await subscribe(c2, '2025-01-01', { on: '2026-03-15', reason: price });
  const c3 = await company();
  await subscribe(c3, '2026-03-20');

  const owner_ = (place: Place): InvoiceSpec['owner'] =>
    place.kind === 'residential' ? { client_id: place.clientId } : { commercial_customer_id: place.clientId };
  const invoice = async (place: Place, spec: Omit<InvoiceSpec, 'owner'>, subscriptionId: number | null = null) => {
    const row = await createInvoice(db, organizationId, { owner: owner_(place), ...spec });
    if (subscriptionId)
      await db.update(invoices).set({ subscription_id: subscriptionId }).where(eq(invoices.id, row.id));
    // Written past the invoices feature, which counts an invoice's sales as it finalizes it.
    if (row.status === 'open' || row.status === 'paid') await recordInvoiceSales(db, row);
    return row;
  };
  const r1March = await invoice(
    r1,
    {
      issue_date: '2026-03-10',
      lines: [
        { kind: 'visit', amount_cents: 8000 },
        { kind: 'cross_sell', amount_cents: 2000, discount_cents: 500, cross_sell_id: deodorizer.id },
      ],
    },
    r1Subscription,
  );
  const r2March = await invoice(r2, {
    issue_date: '2026-03-15',
    status: 'paid',
    tax_rate_millipercent: 8000,
    lines: [{ kind: 'one_time_job', amount_cents: 5000 }],
  });
  await invoice(r3, { issue_date: '2026-03-20', status: 'draft', lines: [{ amount_cents: 7000 }] });
  await invoice(r4, { issue_date: '2026-03-26', lines: [{ amount_cents: 1200 }] });
  await invoice(r5, { issue_date: '2026-03-25', status: 'void', lines: [{ amount_cents: 3000 }] });
  const r5February = await invoice(r5, { issue_date: '2026-02-20', lines: [{ amount_cents: 4000 }] });
  const c1March = await invoice(
    c1,
    {
      issue_date: '2026-03-05',
      lines: [
        { kind: 'visit', amount_cents: 20_000 },
        { kind: 'tip', amount_cents: 1000, taxable: false },
      ],
    },
    c1Subscription,
  );
  await invoice(r1, { issue_date: '2026-04-01', lines: [{ amount_cents: 6000 }] });

  await createPayment(db, organizationId, {
    owner: owner_(r1),
    received_on: '2026-03-12',
    applied: [{ invoice_id: r1March.id, amount_cents: 9500 }],
  });
  const card = await createPayment(db, organizationId, {
    owner: owner_(r2),
    received_on: '2026-03-16',
    applied: [{ invoice_id: r2March.id, amount_cents: 5400 }],
  });
  await db.update(payments).set({ method: 'card' }).where(eq(payments.id, card.id));
  await createRefund(db, organizationId, { payment_id: card.id, amount_cents: 1000, refunded_on: '2026-03-18' });
  const c1Payment = await createPayment(db, organizationId, {
    owner: owner_(c1),
    received_on: '2026-03-31',
    applied: [{ invoice_id: c1March.id, amount_cents: 10_000 }],
  });
  await createRefund(db, organizationId, { payment_id: c1Payment.id, amount_cents: 500, refunded_on: '2026-04-02' });
  await createPayment(db, organizationId, {
    owner: owner_(r1),
    received_on: '2026-03-20',
    status: 'failed',
    applied: [],
    amount_cents: 3000,
  });
  await createPayment(db, organizationId, {
    owner: owner_(r5),
    received_on: '2026-02-21',
    applied: [{ invoice_id: r5February.id, amount_cents: 4000 }],
  });

  const tech1 = await createUser(db, { organizationId, role: 'Field Tech' });
  const tech2 = await createUser(db, { organizationId, role: 'Field Tech' });
  const job = async (place: Place, day: string, tech: number | null, status: 'completed' | 'skipped' = 'completed') => {
    const [row] = await db
      .insert(jobs)
      .values({
        organization_id: organizationId,
        kind: place.kind,
        origin: 'custom',
        ...(place.kind === 'residential'
          ? { client_id: place.clientId, client_location_id: place.locationId }
          : { commercial_customer_id: place.clientId, commercial_location_id: place.locationId }),
        service_date: day,
        status,
        assigned_user_id: tech,
        price_cents: 2000,
      })
      .returning();
    await refreshCompletedWork(db, organizationId, [row!]);
  };
  await job(r1, '2026-03-02', tech1.id);
  await job(r3, '2026-03-02', tech1.id);
  await job(r7, '2026-03-02', tech1.id, 'skipped');
  await job(r1, '2026-03-03', tech1.id);
  await job(c1, '2026-03-02', tech2.id);
  await job(r1, '2026-03-02', tech2.id);
  await job(r5, '2026-03-04', null);
  await job(r5, '2026-02-20', tech1.id);
  await job(r1, '2026-04-01', tech2.id);

  const shift = async (userId: number, start: string, end: string | null, breaks: [string, string][] = []) =>
    createShift(db, {
      organizationId,
      membershipId: (await membershipOf(db, organizationId, userId)).id,
      start: new Date(start),
      end: end ? new Date(end) : null,
      breaks: breaks.map(([from, to]) => ({ start: new Date(from), end: new Date(to) })),
    });
  // Denver is UTC−7 until 8 March 2026.
  await shift(tech1.id, '2026-03-02T15:00:00Z', '2026-03-02T23:00:00Z', [
    ['2026-03-02T19:00:00Z', '2026-03-02T19:30:00Z'],
  ]);
  await shift(tech2.id, '2026-03-02T16:00:00Z', '2026-03-02T20:30:00Z');
  await shift(tech1.id, '2026-02-20T15:00:00Z', '2026-02-20T19:00:00Z');
  await shift(tech2.id, '2026-03-05T15:00:00Z', null);

  return { organizationId, token, techToken: await sessionTokenFor(db, tech1.id) };
}
