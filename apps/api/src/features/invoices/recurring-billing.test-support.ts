/** Seeds for the billing run's tests: an organization with a plan, a client location and its subscriptions' visits. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { createOrganization, createUser } from '../../../test/support/factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { jobs, skipReasons } from '../jobs/jobs.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { billingSettings } from './invoices.table.ts';
import type { JobStatus } from '@employee-portal/core';

/** Tuesday 1 December 2026, 10:00 in Denver. */
export const DECEMBER_FIRST = new Date('2026-12-01T17:00:00Z');

export async function billingSetting(db: Db, name = 'Scoop Co') {
  const organization = await createOrganization(db, { name });
  const organization_id = organization.id;
  const tech = await createUser(db, { organizationId: organization_id, role: 'Field Tech' });
  const [weather, lockedGate] = await db
    .insert(skipReasons)
    .values([
      { organization_id, name: 'Weather', is_charged: false },
      { organization_id, name: 'Locked gate', is_charged: true },
    ])
    .returning();
  const plan = await createServicePlan(db, organization_id, { name: 'Weekly' });
  const client = await createClient(db, organization_id, { first_name: 'Morgan', email: 'morgan@example.com' });
  const location = await addLocation(db, organization_id, client.id, '80202');

  const subscribe = async (
    options: { start_date?: string; status?: 'active' | 'paused'; client_id?: number; location_id?: number } = {},
  ) => {
    const [row] = await db
      .insert(subscriptions)
      .values({
        organization_id,
        kind: 'residential',
        client_id: options.client_id ?? client.id,
        client_location_id: options.location_id ?? location.id,
        service_plan_id: plan.id,
        price_cents: 2000,
        list_price_cents: 2000,
        start_date: options.start_date ?? '2026-10-01',
        status: options.status ?? 'active',
      })
      .returning();
    return row!;
  };

  const visit = async (
    subscription: typeof subscriptions.$inferSelect,
    service_date: string,
    status: JobStatus = 'scheduled',
    skip?: 'weather' | 'locked_gate',
  ) => {
    const [row] = await db
      .insert(jobs)
      .values({
        organization_id,
        kind: subscription.kind,
        origin: 'recurring',
        subscription_id: subscription.id,
        client_id: subscription.client_id,
        client_location_id: subscription.client_location_id,
        commercial_customer_id: subscription.commercial_customer_id,
        commercial_location_id: subscription.commercial_location_id,
        planned_date: service_date,
        service_date,
        status,
        price_cents: subscription.price_cents,
        assigned_user_id: tech.id,
        skip_reason_id: skip === 'weather' ? weather!.id : skip === 'locked_gate' ? lockedGate!.id : null,
      })
      .returning();
    return row!;
  };

  const settings = (values: Partial<typeof billingSettings.$inferInsert>) =>
    db
      .insert(billingSettings)
      .values({ organization_id, ...values })
      .onConflictDoUpdate({ target: billingSettings.organization_id, set: values });

  const commercialSubscription = async () => {
    const [customer] = await db
      .insert(commercialCustomers)
      .values({ organization_id, company_name: 'Park HOA', billing_email: 'hoa@example.com' })
      .returning();
    const [site] = await db
      .insert(commercialLocations)
      .values({
        organization_id,
        commercial_customer_id: customer!.id,
        name: 'Main park',
        address_line1: '1 Park Ave',
        city: 'Denver',
        state: 'CO',
        zip: '80203',
      })
      .returning();
    const [row] = await db
      .insert(subscriptions)
      .values({
        organization_id,
        kind: 'commercial',
        commercial_customer_id: customer!.id,
        commercial_location_id: site!.id,
        service_plan_id: plan.id,
        price_cents: 5000,
        list_price_cents: 5000,
        start_date: '2026-10-01',
      })
      .returning();
    return row!;
  };

  const makeTaxExempt = (clientId: number) =>
    db.update(clients).set({ tax_exempt: true }).where(eq(clients.id, clientId));

  return {
    organization,
    tech,
    plan,
    client,
    location,
    subscribe,
    visit,
    settings,
    commercialSubscription,
    makeTaxExempt,
  };
}

export async function addLocation(db: Db, organizationId: number, clientId: number, zip: string) {
  const [row] = await db
    .insert(clientLocations)
    .values({
      organization_id: organizationId,
      client_id: clientId,
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      zip,
      dog_count: 1,
    })
    .returning();
  return row!;
}
