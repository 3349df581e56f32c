/**
 * A subscription cancelled as 'Entered by mistake' (or for any reason the organization says does not count as churn)
 * never happened as far as the client figures go: no one new, active or lost, nothing in the cancel reasons, churn
 * or lifetime value, on the dashboard and in the KPI reports alike; and changing a reason's setting moves the
 * clients lost for it in or out at once.
 *
 * November 2026, today Tuesday the 24th. Residential: A subscribed 1 October, still active; B subscribed 1 October,
 * cancelled today 'Moving away'; C subscribed 10 November, cancelled today 'Entered by mistake'. Active on 1 November:
 * A and B (2); lost in November: B (1); churn 1 ÷ 2 = 50 %.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERED_BY_MISTAKE } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW } from '../../../test/support/job-factories.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient, createCommercialCustomer } from '../../../test/support/client-factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { commercialLocations } from '../commercial/commercial.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const address = { address_line1: '12 Elm St', city: 'Denver', state: 'CO', zip: '80202' };

async function organizationWithClients() {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const weekly = await createServicePlan(t.db, organization.id, { name: 'Weekly' });
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.injectAs(owner.token, { method, url, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const reasons: { id: number; name: string }[] = (await call('GET', '/api/cancel_reasons')).cancel_reasons;
  const mistake = reasons.find((reason) => reason.name === ENTERED_BY_MISTAKE.name)!;
  const moving = (await call('POST', '/api/cancel_reasons', { name: 'Moving away' })).cancel_reason;

  const resident = async (start: string) => {
    const client = await createClient(t.db, organization.id);
    const [location] = await t.db
      .insert(clientLocations)
      .values({ organization_id: organization.id, client_id: client.id, ...address })
      .returning();
    return (
      await call('POST', '/api/subscriptions', {
        client_location_id: location!.id,
        service_plan_id: weekly.id,
        start_date: start,
        service_days: [{ service_type: 'recurring', start_date: start }],
      })
    ).subscription.id as number;
  };
  const company = async (start: string) => {
    const customer = await createCommercialCustomer(t.db, organization.id);
    const [site] = await t.db
      .insert(commercialLocations)
      .values({ organization_id: organization.id, commercial_customer_id: customer.id, name: 'Gate A', ...address })
      .returning();
    return (
      await call('POST', '/api/commercial_subscriptions', {
        commercial_location_id: site!.id,
        service_plan_id: weekly.id,
        start_date: start,
        service_days: [{ service_type: 'recurring', start_date: start }],
      })
    ).subscription.id as number;
  };
  const cancel = (path: string, reasonId: number) => call('POST', `${path}/cancel`, { cancel_reason_id: reasonId });

  await resident('2026-10-01');
  await cancel(`/api/subscription/${await resident('2026-10-01')}`, moving.id);
  await cancel(`/api/subscription/${await resident('2026-11-10')}`, mistake.id);
  await cancel(`/api/commercial/subscription/${await company('2026-11-10')}`, mistake.id);

  const november = 'date_from=2026-11-01&date_to=2026-11-30';
  const kpi = (key: string) => call('GET', `/api/dashboard/kpis/${key}?${november}`);
  const newAndLost = async (segment: 'residential' | 'commercial') =>
    Object.fromEntries(
      (await kpi(`new_lost_${segment}`)).figures.map((figure: { key: string; value: number }) => [
        figure.key,
        figure.value,
      ]),
    );
  const report = (path: string) => call('GET', `/api/kpi_reports/${path}?from=2026-11-01&to=2026-11-30`);
  return { call, kpi, newAndLost, report, mistake, moving, resident, cancel };
}

describe('cancellations that do not count as churn', () => {
  it('leave a subscription entered by mistake out of new, lost, active, cancel reasons, churn and lifetime value', async () => {
    const { kpi, newAndLost, report } = await organizationWithClients();
    expect(await newAndLost('residential')).toEqual({ new: 0, lost: 1, net: -1 });
    expect(await newAndLost('commercial')).toEqual({ new: 0, lost: 0, net: 0 });
    expect((await kpi('active_residential')).value).toBe(1);
    expect((await kpi('active_commercial')).value).toBe(0);
    expect((await kpi('cancel_reasons_residential')).breakdown).toEqual([{ label: 'Moving away', value: 1 }]);
    expect((await kpi('cancel_reasons_commercial')).breakdown).toEqual([]);
    expect((await kpi('churn_rate')).value).toBe(5000);

    expect((await report('churn_rate_residential')).residential).toMatchObject({
      active_at_start: 2,
      new: 0,
      lost: 1,
      active_at_end: 1,
      churn_bps: 5000,
    });
    expect((await report('churn_rate_commercial')).commercial).toMatchObject({ new: 0, lost: 0, active_at_end: 0 });
    expect((await report('lifetime_value_residential')).residential).toMatchObject({ lost: 1, active_during: 2 });
  });

  it('move the clients lost for a reason in or out of the figures as soon as its setting changes', async () => {
    const { call, newAndLost, moving } = await organizationWithClients();
    const stored = await call('PUT', `/api/cancel_reasons/${moving.id}`, {
      name: 'Moving away',
      counts_as_churn: false,
    });
    expect(stored.cancel_reason).toMatchObject({ counts_as_churn: false, built_in: false, uses: 1 });
    // B is now left out too: it was never a client as far as the figures go.
    expect(await newAndLost('residential')).toEqual({ new: 0, lost: 0, net: 0 });
    // Saving the name alone keeps the setting.
    expect((await call('PUT', `/api/cancel_reasons/${moving.id}`, { name: 'Moved away' })).cancel_reason).toMatchObject(
      {
        counts_as_churn: false,
      },
    );
    await call('PUT', `/api/cancel_reasons/${moving.id}`, { name: 'Moved away', counts_as_churn: true });
    expect(await newAndLost('residential')).toEqual({ new: 0, lost: 1, net: -1 });
  });
});
