import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '@employee-portal/core';
import type { ApiRouteEntry } from '../../src/platform/auth/authenticate.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../support/factories.ts';
import { createClient, createVictimClientRecords } from '../support/client-factories.ts';
import { createNotification } from '../../src/features/notifications/notifications.service.ts';
import { jobPhotos, jobs } from '../../src/features/jobs/jobs.table.ts';
import { createShift, membershipOf, presetRoleId } from '../support/staff-factories.ts';
import { skipReasons } from '../../src/features/jobs/jobs.table.ts';
import { payouts } from '../../src/features/payments/payments.table.ts';
import {
  createCancelReason,
  createCoupon,
  createSubscription,
  createCrossSell,
  createGiftCertificate,
  createServicePlan,
} from '../support/pricing-factories.ts';
import { createDraftInvoice } from '../../src/features/invoices/invoices.test-support.ts';
import { salesTaxRates } from '../../src/features/invoices/invoices.table.ts';
import { createSavedCard } from '../support/payment-factories.ts';
import { payments } from '../../src/features/payments/payments.table.ts';
import { payRuns, paySlipAdjustments, paySlips } from '../../src/features/payroll/payroll.table.ts';
import { issueApiKey } from '../../src/features/api-keys/index.ts';
import { paramFixtures, type Victim } from './route-walk-fixtures.ts';
import { sampleBodies, sampleQueries } from './route-walk-requests.ts';
import { webhookEndpoints } from '../../src/features/webhooks/webhooks.table.ts';

/**
 * Walks every member route as (a) a user of another organization and (b) a member without the route's
 * permission. Routes with path params need a fixture naming a record of the victim organization; a new route
 * without one fails here until it gets one.
 */
const MARKER = 'Zebulon-Secret-Of-Org-A';

let t: TestApp;
let victim: Victim;
let victimOrganizationId: number;
let outsiderId: number;
let powerlessId: number;

beforeAll(async () => {
  t = await createTestApp();
  const organizationA = await createOrganization(t.db, { name: MARKER });
  victimOrganizationId = organizationA.id;
  await createUser(t.db, { organizationId: organizationA.id, email: 'victim-owner@example.com' });
  const client = await createClient(t.db, organizationA.id, { first_name: MARKER });
  const notification = await createNotification(
    t.db,
    organizationA.id,
    { kind: 'client_registration', title: MARKER, about: { route: 'lead', params: { id: client.id } } },
    t.clock.now(),
  );
  // A tech named after the marker, on a role named after it, with a shift: any leak of them shows in a body.
  const tech = await createUser(t.db, { organizationId: organizationA.id, role: 'Field Tech' });
  await t.db.execute(`update users set first_name = '${MARKER}' where id = ${tech.id}`);
  const techMembership = await membershipOf(t.db, organizationA.id, tech.id);
  const roleId = await presetRoleId(t.db, organizationA.id, 'Field Tech');
  await t.db.execute(`update roles set name = '${MARKER}' where id = ${roleId}`);
  const shift = await createShift(t.db, {
    organizationId: organizationA.id,
    membershipId: techMembership.id,
    start: new Date('2026-01-05T15:00:00Z'),
    end: new Date('2026-01-05T23:00:00Z'),
    vehicle: MARKER,
  });
  victim = {
    notificationId: notification.row.id,
    roleId,
    staffId: techMembership.id,
    shiftId: shift.id,
    ...(await createVictimClientRecords(t.db, organizationA.id, client.id, MARKER)),
    servicePlanId: (await createServicePlan(t.db, organizationA.id, { name: MARKER })).id,
    giftCertificateId: (await createGiftCertificate(t.db, organizationA.id, { recipient_name: MARKER })).id,
    couponId: (await createCoupon(t.db, organizationA.id, { description: MARKER })).id,
    residentialCrossSellId: (await createCrossSell(t.db, organizationA.id, { name: MARKER })).id,
    commercialCrossSellId: (await createCrossSell(t.db, organizationA.id, { name: MARKER, kind: 'commercial' })).id,
    subscriptionId: 0,
    commercialSubscriptionId: 0,
    cancelReasonId: (await createCancelReason(t.db, organizationA.id, MARKER)).id,
    jobId: 0,
    jobPhotoId: 0,
    skipReasonId: (
      await t.db.insert(skipReasons).values({ organization_id: organizationA.id, name: MARKER }).returning()
    )[0]!.id,
    techUserId: tech.id,
    invoiceId: (await createDraftInvoice(t.db, organizationA.id, { clientId: client.id, name: MARKER })).id,
    salesTaxRateId: (
      await t.db
        .insert(salesTaxRates)
        .values({ organization_id: organizationA.id, name: MARKER, rate_millipercent: 5000, zip: '80202' })
        .returning()
    )[0]!.id,
    payoutId: (
      await t.db
        .insert(payouts)
        .values({
          organization_id: organizationA.id,
          processor: 'stripe',
          processor_ref: MARKER,
          status: 'paid',
          gross_cents: 100,
          fee_cents: 3,
          net_cents: 97,
          arrival_date: '2030-01-07',
        })
        .returning()
    )[0]!.id,
  };
  victim.subscriptionId = (
    await createSubscription(t.db, organizationA.id, {
      servicePlanId: victim.servicePlanId,
      clientId: victim.clientId,
      clientLocationId: victim.clientLocationId,
    })
  ).id;
  victim.commercialSubscriptionId = (
    await createSubscription(t.db, organizationA.id, {
      servicePlanId: victim.servicePlanId,
      commercialCustomerId: victim.commercialCustomerId,
      commercialLocationId: victim.commercialLocationId,
    })
  ).id;

  // A visit on the day the walk's job queries ask for, with the marker in the tech's notes.
  const [job] = await t.db
    .insert(jobs)
    .values({
      organization_id: organizationA.id,
      kind: 'residential',
      origin: 'custom',
      subscription_id: victim.subscriptionId,
      client_id: victim.clientId,
      client_location_id: victim.clientLocationId,
      service_date: '2030-01-07',
      assigned_user_id: tech.id,
      price_cents: 2000,
      office_notes: MARKER,
    })
    .returning({ id: jobs.id });
  victim.jobId = job!.id;
  const [photo] = await t.db
    .insert(jobPhotos)
    .values({
      organization_id: organizationA.id,
      job_id: job!.id,
      kind: 'completion',
      storage_key: 'a'.repeat(40),
      content_type: 'image/png',
      byte_size: 1,
    })
    .returning({ id: jobPhotos.id });
  victim.jobPhotoId = photo!.id;
  const victimClient = { client_id: victim.clientId, commercial_customer_id: null };
  victim.cardId = (await createSavedCard(t.db, organizationA.id, victimClient)).id;
  victim.paymentId = (
    await t.db
      .insert(payments)
      .values({
        organization_id: organizationA.id,
        ...victimClient,
        method: 'check',
        source: 'office',
        status: 'succeeded',
        amount_cents: 100,
        check_number: MARKER,
        received_on: '2030-01-07',
      })
      .returning()
  )[0]!.id;
  const [payRun] = await t.db
    .insert(payRuns)
    .values({
      organization_id: organizationA.id,
      pay_period: 'weekly',
      start_date: '2030-01-07',
      end_date: '2030-01-13',
    })
    .returning();
  victim.payRunId = payRun!.id;
  const [paySlip] = await t.db
    .insert(paySlips)
    .values({
      organization_id: organizationA.id,
      pay_run_id: payRun!.id,
      membership_id: techMembership.id,
      full_name: MARKER,
      breakdown: {
        rules: {
          hourly_rate_cents: 0,
          per_job_rate_cents: 0,
          per_dog_rate_cents: 0,
          per_yard_rate_cents: 0,
          commission_bps: 0,
          salary_cents_per_year: 0,
          mileage_rate_cents: 0,
        },
        settings: {
          overtime_weekly_threshold_minutes: 2400,
          overtime_daily_threshold_minutes: null,
          overtime_multiplier_bps: 15000,
          mileage_rate_cents: 0,
          tips_to_tech: true,
        },
        periods_per_year: 52,
        time_zone: 'America/Denver',
        corrections: [],
      },
    })
    .returning();
  victim.paySlipId = paySlip!.id;
  victim.payAdjustmentId = (
    await t.db
      .insert(paySlipAdjustments)
      .values({
        organization_id: organizationA.id,
        pay_slip_id: paySlip!.id,
        kind: 'bonus',
        amount_cents: 100,
        note: MARKER,
      })
      .returning()
  )[0]!.id;
  victim.webhookEndpointId = (
    await t.db
      .insert(webhookEndpoints)
      .values({
        organization_id: organizationA.id,
        url: 'https://hooks.example.com/victim',
        description: MARKER,
        events: ['client.created'],
      })
      .returning()
  )[0]!.id;

  victim.apiKeyId = (
    await issueApiKey(t.db, organizationA.id, {
      created_by_user_id: (await createUser(t.db, { organizationId: organizationA.id })).id,
      name: MARKER,
      scopes: ['coupons'],
      created_at: new Date(),
      expires_at: null,
    })
  ).id;

  const organizationB = await createOrganization(t.db, { name: 'Other Scoopers' });
  const outsider = await createUser(t.db, { organizationId: organizationB.id });
  outsiderId = outsider.id;
  const powerless = await createUser(t.db, { organizationId: organizationA.id, permissions: [] });
  powerlessId = powerless.id;
});
afterAll(() => t.close());

const memberRoutes = () =>
  t.app.apiRoutes.filter(
    (route): route is ApiRouteEntry & { access: { kind: 'member' } } => route.access.kind === 'member',
  );

function requestFor(route: ApiRouteEntry) {
  const params = route.url.includes(':') ? paramFixtures[route.url]?.(victim) : {};
  if (!params) throw new Error(`No fixture for ${route.method} ${route.url}: add one to paramFixtures`);
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
  const key = `${route.method} ${route.url}`;
  const query = sampleQueries[key];
  return {
    method: route.method as 'GET',
    url: query ? `${url}?${query}` : url,
    payload: route.method === 'GET' ? undefined : (sampleBodies[key] ?? {}),
  };
}

// Each walk below sends one request per member route (hundreds, and growing with every feature): far more than the
// suite's 30 s default is spent when the machine is busy, without any single request being slow.
const WALK_TIMEOUT_MS = 180_000;

describe('every member route', () => {
  it('is walked (the registry is not empty)', () => {
    expect(memberRoutes().length).toBeGreaterThan(8);
  });

  it(
    'shows a user of another organization nothing of it',
    async () => {
      for (const route of memberRoutes()) {
        // A fresh token per route: logout revokes the one it is called with.
        const response = await t.injectAs(await sessionTokenFor(t.db, outsiderId), requestFor(route));
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
        expect(response.body, `${route.method} ${route.url}`).not.toContain(MARKER);
        if (route.url.includes(':id'))
          expect([403, 404], `${route.method} ${route.url}`).toContain(response.statusCode);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'refuses a user of another organization who names it in organization_id',
    async () => {
      for (const route of memberRoutes()) {
        const request = requestFor(route);
        const separator = request.url.includes('?') ? '&' : '?';
        const response = await t.injectAs(await sessionTokenFor(t.db, outsiderId), {
          ...request,
          url: `${request.url}${separator}organization_id=${victimOrganizationId}`,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.body).not.toContain(MARKER);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'refuses a member without the route permission',
    async () => {
      // Spec §6's always-allowed permissions (dormant_clients) are held by every member, powerless or not.
      const guarded = memberRoutes().filter(
        (route) => route.access.permission && !hasPermission([], route.access.permission),
      );
      expect(guarded.length).toBeGreaterThan(0);
      for (const route of guarded) {
        const response = await t.injectAs(await sessionTokenFor(t.db, powerlessId), requestFor(route));
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.body).not.toContain(MARKER);
      }
    },
    WALK_TIMEOUT_MS,
  );
});
