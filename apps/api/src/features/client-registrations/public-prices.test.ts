import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { clientOnboardingSettings } from '../client-onboarding/client-onboarding.table.ts';
import { initialCleanupPrices, servicePlans, workAreaPremiums } from '../pricing/pricing.table.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';
import { clientRegistrations } from './client-registrations.table.ts';
import { CHOSEN_PLAN_QUESTION } from './client-registrations.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visitor = {
  first_name: 'Pat',
  last_name: 'Visitor',
  email: 'pat@example.com',
  phone: '3035550177',
  zip: '80210',
  dog_count: 2,
};

const view = async (formKey: string) =>
  (await t.injectAs(null, { method: 'GET', url: `/api/public/forms/${formKey}` })).json();
const zipCheck = async (formKey: string, zip: string) =>
  (await t.injectAs(null, { method: 'GET', url: `/api/public/forms/${formKey}/service_area?zip=${zip}` })).json();
const showPrices = (organizationId: number, values: Partial<typeof clientOnboardingSettings.$inferInsert> = {}) => {
  const set = { show_prices: true, pricing_note: 'Prices before tax.', ...values };
  return t.db
    .insert(clientOnboardingSettings)
    .values({ organization_id: organizationId, ...set })
    .onConflictDoUpdate({ target: clientOnboardingSettings.organization_id, set });
};

async function area(organizationId: number, name: string, zips: string[], premiumCents: number | null) {
  const [row] = await t.db.insert(workAreas).values({ organization_id: organizationId, name }).returning();
  await t.db
    .insert(workAreaZips)
    .values(zips.map((zip) => ({ organization_id: organizationId, work_area_id: row!.id, zip })));
  if (premiumCents !== null)
    await t.db
      .insert(workAreaPremiums)
      .values({ organization_id: organizationId, work_area_id: row!.id, premium_cents: premiumCents });
  return row!;
}

/** An organization with a weekly plan (2 price ranges), an inactive plan, an initial-cleanup range and two work areas. */
async function pricedOrganization() {
  const organization = await createOrganization(t.db, { name: 'Priced Poop Patrol' });
  const weekly = await createServicePlan(t.db, organization.id, { name: 'Weekly' });
  await t.db
    .update(servicePlans)
    .set({
      dog_prices: [
        { dogs_from: 1, dogs_to: 2, price_cents: 2000 },
        { dogs_from: 3, dogs_to: null, price_cents: 2600 },
      ],
    })
    .where(eq(servicePlans.id, weekly.id));
  const retired = await createServicePlan(t.db, organization.id, { name: 'Retired Plan', price_cents: 999 });
  await t.db.update(servicePlans).set({ is_active: false }).where(eq(servicePlans.id, retired.id));
  await t.db.insert(initialCleanupPrices).values({
    organization_id: organization.id,
    label: 'A month or more',
    weeks_since_cleaned_from: 4,
    weeks_since_cleaned_to: null,
    from_price_cents: 5000,
    to_price_cents: 9000,
  });
  // 80210 lies in two overlapping areas: the higher premium applies, as it does for a subscription there.
  await area(organization.id, 'Cherry Creek', ['80210', '80206'], 300);
  await area(organization.id, 'Denver', ['80210', '80202'], 150);
  await area(organization.id, 'No premium', ['80301'], null);
  return organization;
}

describe('the public form’s prices', () => {
  it('are absent while the organization does not show prices', async () => {
    const organization = await pricedOrganization();
    const answer = await view(organization.public_form_key);
    expect(answer.form.prices).toBeNull();
    expect(JSON.stringify(answer)).not.toContain('Weekly');
    expect(await zipCheck(organization.public_form_key, '80210')).toEqual({ served: true });
  });

  it('carry the active plans’ dog prices and the initial-cleanup ranges, nothing else of them', async () => {
    const organization = await pricedOrganization();
    await showPrices(organization.id);
    const answer = await view(organization.public_form_key);
    expect(answer.form.pricing_note).toBe('Prices before tax.');
    expect(answer.form.prices).toEqual({
      service_plans: [
        {
          name: 'Weekly',
          frequency: 'once_a_week',
          custom_days_per_week: null,
          price_basis: 'per_visit',
          dog_prices: [
            { dogs_from: 1, dogs_to: 2, price_cents: 2000 },
            { dogs_from: 3, dogs_to: null, price_cents: 2600 },
          ],
        },
      ],
      initial_cleanup_prices: [
        {
          label: 'A month or more',
          weeks_since_cleaned_from: 4,
          weeks_since_cleaned_to: null,
          from_price_cents: 5000,
          to_price_cents: 9000,
        },
      ],
    });
    const body = JSON.stringify(answer);
    for (const hidden of ['Retired Plan', 'slug', '"id"', 'Cherry Creek', 'subscribers', 'is_active'])
      expect(body).not.toContain(hidden);
  });

  it('stay hidden on a closed form', async () => {
    const organization = await pricedOrganization();
    await showPrices(organization.id, { is_enabled: false });
    expect((await view(organization.public_form_key)).form.prices).toBeNull();
  });

  it('add the serving work area’s premium to the zip check, the highest when areas overlap', async () => {
    const organization = await pricedOrganization();
    await showPrices(organization.id);
    expect(await zipCheck(organization.public_form_key, '80210')).toEqual({ served: true, premium_cents: 300 });
    expect(await zipCheck(organization.public_form_key, '80202')).toEqual({ served: true, premium_cents: 150 });
    expect(await zipCheck(organization.public_form_key, '80301')).toEqual({ served: true, premium_cents: 0 });
    expect(await zipCheck(organization.public_form_key, '99501')).toEqual({ served: false });
  });

  it('never mix in another organization’s plans or premiums', async () => {
    const organization = await pricedOrganization();
    await showPrices(organization.id);
    const other = await createOrganization(t.db);
    await showPrices(other.id);
    await createServicePlan(t.db, other.id, { name: 'Other Weekly' });
    await area(other.id, 'Elsewhere', ['80210'], 5000);
    expect(
      (await view(organization.public_form_key)).form.prices.service_plans.map((plan: { name: string }) => plan.name),
    ).toEqual(['Weekly']);
    expect(
      (await view(other.public_form_key)).form.prices.service_plans.map((plan: { name: string }) => plan.name),
    ).toEqual(['Other Weekly']);
    expect(await zipCheck(organization.public_form_key, '80210')).toEqual({ served: true, premium_cents: 300 });
  });
});

describe('the chosen plan on a registration', () => {
  const submit = (formKey: string, body: object) =>
    t.injectAs(null, {
      method: 'POST',
      url: `/api/public/forms/${formKey}/client_registrations`,
      payload: body,
      remoteAddress: '10.7.7.7',
    });
  const storedAnswers = async (organizationId: number) =>
    (await t.db.select().from(clientRegistrations).where(eq(clientRegistrations.organization_id, organizationId)))[0]!
      .answers;

  it('is kept with the answers when it names an offered plan', async () => {
    const organization = await pricedOrganization();
    await showPrices(organization.id);
    expect((await submit(organization.public_form_key, { ...visitor, service_plan: 'Weekly' })).statusCode).toBe(201);
    expect(await storedAnswers(organization.id)).toEqual([{ question: CHOSEN_PLAN_QUESTION, answer: 'Weekly' }]);
  });

  it('is dropped when it names an inactive plan or the form shows no prices', async () => {
    const organization = await pricedOrganization();
    await showPrices(organization.id);
    expect((await submit(organization.public_form_key, { ...visitor, service_plan: 'Retired Plan' })).statusCode).toBe(
      201,
    );
    expect(await storedAnswers(organization.id)).toEqual([]);
    const hidden = await pricedOrganization();
    expect((await submit(hidden.public_form_key, { ...visitor, service_plan: 'Weekly' })).statusCode).toBe(201);
    expect(await storedAnswers(hidden.id)).toEqual([]);
  });
});
