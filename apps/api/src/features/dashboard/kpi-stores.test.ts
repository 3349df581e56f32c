/**
 * The dashboard's stored client lifecycles, per-tech days and sales follow the subscriptions, jobs and invoices
 * features' own requests: subscribing, completing a visit, cancelling, finalizing and voiding show at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { asc, eq } from 'drizzle-orm';
import { jobs } from '../jobs/jobs.table.ts';
import { cancelReasons, subscriptions } from '../subscriptions/subscriptions.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { createInvoice } from '../../../test/support/money-report-factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { recordInvoiceSales } from './sales-store.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const november = 'date_from=2026-11-01&date_to=2026-11-30';
const kpi = async (token: string, key: string) => {
  const response = await t.injectAs(token, { method: 'GET', url: `/api/dashboard/kpis/${key}?${november}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const newAndLost = async (token: string) =>
  Object.fromEntries(
    (await kpi(token, 'new_lost_residential')).figures.map((figure: { key: string; value: number }) => [
      figure.key,
      figure.value,
    ]),
  );

describe('stored dashboard figures', () => {
  it('follow a client subscribing, a visit completed and the subscription cancelled', async () => {
    const { owner, tech, organization, subscribe } = await jobSetting(t);
    expect(await newAndLost(owner.token)).toEqual({ new: 0, lost: 0, net: 0 });
    const subscription = await subscribe();
    expect(await newAndLost(owner.token)).toEqual({ new: 1, lost: 0, net: 1 });
    expect((await kpi(owner.token, 'active_residential')).value).toBe(1);
    expect((await kpi(owner.token, 'average_clients_per_tech')).value).toBeNull();

    const [today] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.subscription_id, subscription.id))
      .orderBy(asc(jobs.service_date));
    const done = await t.injectAs(tech.token, {
      method: 'POST',
      url: `/api/jobs/${today!.id}/complete`,
      payload: { gate_closed: true },
    });
    expect(done.statusCode, done.body).toBe(200);
    // One client on one route of one tech: 1.00 client per tech and per route.
    expect((await kpi(owner.token, 'average_clients_per_tech')).value).toBe(100);
    expect((await kpi(owner.token, 'average_clients_per_route')).value).toBe(100);

    const [reason] = await t.db
      .insert(cancelReasons)
      .values({ organization_id: organization.id, name: 'Moving away' })
      .returning();
    const cancelled = await t.injectAs(owner.token, {
      method: 'POST',
      url: `/api/subscription/${subscription.id}/cancel`,
      payload: { cancel_reason_id: reason!.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Started and ended on 24 November: new and lost in the month, no longer active today.
    expect(await newAndLost(owner.token)).toEqual({ new: 1, lost: 1, net: 0 });
    expect((await kpi(owner.token, 'active_residential')).value).toBe(0);
  });

  it('follow an invoice finalized, another left a draft, and the first voided', async () => {
    const { owner, client } = await jobSetting(t, 'Sales Co');
    const draft = async (unit_cents: number) => {
      const created = await t.injectAs(owner.token, {
        method: 'POST',
        url: '/api/invoices',
        payload: {
          client_id: client.id,
          lines: [{ description: 'Yard cleanup', quantity: 1, unit_cents, taxable: false }],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().invoice.id as number;
    };
    const post = async (url: string, payload: object = {}) => {
      const response = await t.injectAs(owner.token, { method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(200);
    };
    const sales = async () => {
      const product = await kpi(owner.token, 'product_service_sales');
      return { total: (await kpi(owner.token, 'total_sales')).value, breakdown: product.breakdown };
    };

    const first = await draft(12_000);
    await draft(5_000);
    expect(await sales()).toEqual({ total: 0, breakdown: [] });
    await post(`/api/invoices/${first}/finalize`);
    // A line typed on the invoice is sold as 'Other'.
    expect(await sales()).toEqual({ total: 12_000, breakdown: [{ label: 'Other', value: 12_000 }] });
    await post(`/api/invoices/${first}/void`, { reason: 'Wrong client' });
    expect(await sales()).toEqual({ total: 0, breakdown: [] });
  });

  it('keep a voided invoice off its plan after the subscription changed plan, leaving no negative figure', async () => {
    const { organization, owner, client, subscribe } = await jobSetting(t, 'Plan Change Co');
    const subscription = await subscribe();
    const twice = await createServicePlan(t.db, organization.id, { name: 'Twice a week', frequency: 'twice_a_week' });
    const visits = (amount_cents: number) => [{ kind: 'visit' as const, amount_cents }];
    const kept = await createInvoice(t.db, organization.id, {
      owner: { client_id: client.id },
      issue_date: '2026-11-20',
      lines: visits(3_000),
    });
    const voided = await createInvoice(t.db, organization.id, {
      owner: { client_id: client.id },
      issue_date: '2026-11-20',
      lines: visits(2_000),
    });
    for (const invoice of [kept, voided]) {
      await t.db.update(invoices).set({ subscription_id: subscription.id }).where(eq(invoices.id, invoice.id));
      await recordInvoiceSales(t.db, invoice);
    }
    const products = async () => (await kpi(owner.token, 'product_service_sales')).breakdown;
    expect(await products()).toEqual([{ label: 'Weekly', value: 5_000 }]);

    await t.db.update(subscriptions).set({ service_plan_id: twice.id }).where(eq(subscriptions.id, subscription.id));
    const response = await t.injectAs(owner.token, {
      method: 'POST',
      url: `/api/invoices/${voided.id}/void`,
      payload: { reason: 'Billed twice' },
    });
    expect(response.statusCode, response.body).toBe(200);
    // The day is counted again from what is still sold, under the plan the subscription has now.
    expect(await products()).toEqual([{ label: 'Twice a week', value: 3_000 }]);
  });
});
