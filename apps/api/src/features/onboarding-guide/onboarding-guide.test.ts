import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { clients } from '../clients/clients.table.ts';
import { workAreas } from '../work-areas/work-areas.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newOrganization() {
  const organization = await createOrganization(t.db, { access: 'trial', now: t.clock.now() });
  const owner = await createUser(t.db, { organizationId: organization.id, role: 'Owner' });
  return { organization, token: await sessionTokenFor(t.db, owner.id) };
}

const guideOf = async (token: string) =>
  (await t.injectAs(token, { method: 'GET', url: '/api/onboarding_guide' })).json().onboarding_guide;
const update = (token: string, payload: object) =>
  t.injectAs(token, { method: 'PUT', url: '/api/onboarding_guide', payload });
const doneSteps = (guide: { steps: { key: string; done: boolean }[] }) =>
  guide.steps.filter((step) => step.done).map((step) => step.key);

describe('onboarding guide', () => {
  it('leads a new owner through six steps, each done once its records exist', async () => {
    const { token } = await newOrganization();
    const fresh = await guideOf(token);
    expect(fresh).toMatchObject({ show_guide: 1, step_guide: 0 });
    expect(fresh.steps.map((step: { key: string; route: string }) => [step.key, step.route])).toEqual([
      ['company_details', 'branding_settings'],
      ['pricing_plans', 'pricing_setup'],
      ['staff', 'staff'],
      ['work_areas', 'client_onboarding'],
      ['payments', 'connect_to_stripe'],
      ['first_client', 'clients'],
    ]);
    expect(doneSteps(fresh)).toEqual([]);

    const area = await t.injectAs(token, { method: 'POST', url: '/api/work_areas', payload: { name: 'North' } });
    expect(area.statusCode).toBeLessThan(300);
    const branding = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/branding',
      payload: { email: 'office@fresh.example' },
    });
    expect(branding.statusCode).toBe(200);
    expect(doneSteps(await guideOf(token))).toEqual(['company_details', 'work_areas']);
  });

  it('keeps each member’s open step for them, and refuses a step that does not exist', async () => {
    const { organization, token } = await newOrganization();
    const partner = await createUser(t.db, { organizationId: organization.id, role: 'Owner' });
    const partnerToken = await sessionTokenFor(t.db, partner.id);

    const moved = await update(token, { step_guide: 3 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().onboarding_guide.step_guide).toBe(3);
    expect((await guideOf(token)).step_guide).toBe(3);
    expect((await guideOf(partnerToken)).step_guide).toBe(0);

    const refused = await update(token, { step_guide: 6 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ step_guide: ['Not valid'] });
    expect((await guideOf(token)).step_guide).toBe(3);
    // A guide is put away, never asked back.
    const backAgain = await update(token, { show_guide: 1 });
    expect(backAgain.statusCode).toBe(422);
    expect(backAgain.json().errors).toEqual({ show_guide: ['Not valid'] });
  });

  it('stays dismissed for the member who dismissed it, in the signed-in user too', async () => {
    const { organization, token } = await newOrganization();
    const partner = await createUser(t.db, { organizationId: organization.id, role: 'Owner' });
    const partnerToken = await sessionTokenFor(t.db, partner.id);
    const signedIn = async (as: string) =>
      (await t.injectAs(as, { method: 'GET', url: '/api/auth/employee_user' })).json().user;
    expect((await signedIn(token)).show_guide).toBe(1);

    expect((await update(token, { show_guide: 0 })).json().onboarding_guide.show_guide).toBe(0);
    expect((await guideOf(token)).show_guide).toBe(0);
    expect((await signedIn(token)).show_guide).toBe(0);
    expect((await guideOf(partnerToken)).show_guide).toBe(1);
  });

  it('is not shown to a member who cannot open every step’s page, nor while the trial is over', async () => {
    const { organization, token } = await newOrganization();
    const tech = await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' });
    const techToken = await sessionTokenFor(t.db, tech.id);
    expect((await guideOf(techToken)).show_guide).toBe(0);

    await t.db
      .update(organizations)
      .set({ end_trial: new Date(t.clock.now().getTime() - 60_000) })
      .where(eq(organizations.id, organization.id));
    expect((await guideOf(token)).show_guide).toBe(0);
  });

  it('finishes once every step is done and never comes back, even when a record goes away', async () => {
    const { organization, token } = await newOrganization();
    await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' });
    await t.db
      .update(organizations)
      .set({ card_connect_site: 'fts.cardconnect.com' })
      .where(eq(organizations.id, organization.id));
    for (const request of [
      { method: 'POST', url: '/api/work_areas', payload: { name: 'South' } },
      { method: 'PUT', url: '/api/branding', payload: { phone: '3035550188' } },
    ] as const)
      expect((await t.injectAs(token, request)).statusCode).toBeLessThan(300);
    const plan = await t.injectAs(token, {
      method: 'POST',
      url: '/api/service_plans',
      payload: {
        name: 'Weekly',
        frequency: 'once_a_week',
        dog_prices: [{ dogs_from: 1, dogs_to: 9, price_cents: 2000 }],
      },
    });
    expect(plan.statusCode, plan.body).toBeLessThan(300);
    await t.db.insert(clients).values({ organization_id: organization.id, first_name: 'Fran', last_name: 'First' });

    const finished = await guideOf(token);
    expect(doneSteps(finished)).toHaveLength(6);
    expect(finished.show_guide).toBe(0);
    await t.db.delete(workAreas).where(eq(workAreas.organization_id, organization.id));
    expect(await guideOf(token)).toMatchObject({ show_guide: 0 });
  });
});
