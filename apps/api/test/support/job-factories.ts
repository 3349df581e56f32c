import type { SubscriptionBody } from '@employee-portal/core';
import { insertDefaultSkipReasons } from '../../src/features/jobs/index.ts';
import { clientLocations } from '../../src/features/clients/clients.table.ts';
import { createOrganization } from './factories.ts';
import { createMember } from './staff-factories.ts';
import { createClient } from './client-factories.ts';
import { createServicePlan } from './pricing-factories.ts';
import type { TestApp } from './test-app.ts';

/** Tuesday 24 November 2026, mid-morning in Denver (the factories' organization zone). */
export const JOBS_NOW = new Date('2026-11-24T17:00:00Z');
export const JOBS_TODAY = '2026-11-24';

/**
 * An organization with an owner (who dispatches), two field techs, the default skip reasons, a weekly plan at $20 a
 * visit and a client location in Denver. `subscribe` subscribes it through the API, which makes its jobs.
 */
export async function jobSetting(t: TestApp, name = 'Scoop Co') {
  const organization = await createOrganization(t.db, { name });
  const organization_id = organization.id;
  await insertDefaultSkipReasons(t.db, organization_id);
  const owner = await createMember(t.db, organization_id, { role: 'Owner' });
  const tech = await createMember(t.db, organization_id, { role: 'Field Tech', first_name: 'Terry' });
  const otherTech = await createMember(t.db, organization_id, { role: 'Field Tech', first_name: 'Olive' });
  const client = await createClient(t.db, organization_id, { first_name: 'Morgan', email: 'morgan@example.com' });
  const [location] = await t.db
    .insert(clientLocations)
    .values({
      organization_id,
      client_id: client.id,
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      dog_count: 2,
      lat: 39.75,
      lng: -104.99,
    })
    .returning();
  const weekly = await createServicePlan(t.db, organization_id, {
    name: 'Weekly',
    frequency: 'once_a_week',
    price_cents: 2000,
  });
  const subscribe = async (overrides: Partial<SubscriptionBody> = {}) => {
    const response = await t.injectAs(owner.token, {
      method: 'POST',
      url: '/api/subscriptions',
      payload: {
        client_location_id: location!.id,
        service_plan_id: weekly.id,
        start_date: '2026-11-24',
        service_days: [{ service_type: 'recurring', start_date: '2026-11-24' }],
        assigned_user_id: tech.user.id,
        ...overrides,
      },
    });
    if (response.statusCode !== 201) throw new Error(`subscribe failed: ${response.body}`);
    return response.json().subscription as { id: number };
  };
  return { organization, owner, tech, otherTech, client, location: location!, weekly, subscribe };
}
