import { count, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  effectivePermissions,
  oneMonthAfter,
  todayIn,
  TRIAL_DAYS,
  TRIAL_PACKAGE,
  type RolePresetName,
} from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/providers/storage/file-storage.ts';
import { hashPassword } from '../platform/auth/secrets.ts';
import { franchises, organizations, organizationSettings } from '../platform/identity/organizations.table.ts';
import { memberships, users } from '../platform/identity/users.table.ts';
import { clientLocations, clients } from '../features/clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../features/commercial/commercial.table.ts';
import {
  membershipActivePeriods,
  platformCoupons,
  platformPaymentMethods,
} from '../features/organization-subscription/organization-subscription.table.ts';
import {
  generateDemoData,
  type DemoCommercialCustomer,
  type DemoResidentialClient,
} from './demo-data/generate-demo-data.ts';
import { DEMO_PASSWORD, demoAccounts, type DemoOrganizationKey } from './demo-accounts.ts';
import { insertPresetRoles, type RoleRow } from '../features/roles/index.ts';
import { insertStaffProfiles, seedShifts } from './seed-staff-and-shifts.ts';
import { seedClientsExtras, seedLastServiceDays } from './seed-clients-extras.ts';
import { seedRoyalties } from './seed-royalties.ts';
import { seedSubscriptions } from './seed-subscriptions.ts';
import { seedJobs } from './seed-jobs.ts';
import { seedMoney } from './seed-money.ts';
import { seedPayrollSettings } from './seed-payroll-settings.ts';
import { seedBranding } from './seed-branding.ts';
import { seedPayroll } from './seed-payroll.ts';
import { seedDashboard } from './seed-dashboard.ts';
import { seedApiKeys } from './seed-api-keys.ts';
import { seedWebhooks } from './seed-webhooks.ts';
import { seedPortalAndListing } from './seed-portal-and-listing.ts';
import { seedPlatformInvoices } from './seed-platform-invoices.ts';
import { BUSINESS_DAYS, daysBefore, DEMO_TIME_ZONE, leftAt, serviceEndDay } from './demo-timeline.ts';

const DAY_MS = 86_400_000;
/** When each organization started (a trial's first day), and with it the staff who have been there since. */
const STARTED_DAYS_AGO: Record<DemoOrganizationKey, number> = {
  demo: BUSINESS_DAYS,
  franchise: BUSINESS_DAYS,
  franchisor: BUSINESS_DAYS,
  trial: 2,
  expired: TRIAL_DAYS + 2,
};
const organizationKeyOf = (ids: Record<DemoOrganizationKey, number>, id: number) =>
  (Object.keys(ids) as DemoOrganizationKey[]).find((key) => ids[key] === id)!;
/** Seeded by the subscriptions issue's pricing plans; a non-zero plan marks a paying organization. */
const STANDARD_PLAN_ID = 1;
/** Fixed so the README can link the demo's public sign-up forms. */
export const DEMO_FORM_KEYS = {
  demo: 'de0de0de0de0de0de0de0de0de0de0d1',
  trial: 'de0de0de0de0de0de0de0de0de0de0d2',
} as const;

export async function hasAnyOrganization(db: Db) {
  const [row] = await db.select({ total: count() }).from(organizations);
  return (row?.total ?? 0) > 0;
}

async function insertOrganizations(db: Db, now: Date): Promise<Record<DemoOrganizationKey, number>> {
  const [franchise] = await db
    .insert(franchises)
    .values({ name: 'Scoop Squad', header_color: '#1d3557', logo_url: '/demo/scoop-squad-logo.svg' })
    .returning();
  const address = { city: 'Denver', state: 'CO', time_zone: DEMO_TIME_ZONE, is_demo: true };
  const today = todayIn(DEMO_TIME_ZONE, now);
  // Ten days into a monthly cycle that renews by itself (no end date while paid), subscribed since they started.
  const periodStart = addCalendarDays(today, -10);
  const paying = {
    pricing_plan_id: STANDARD_PLAN_ID,
    subscription_package: 'Standard',
    current_period_start: periodStart,
    current_period_end: oneMonthAfter(periodStart),
    created_at: daysBefore(now, STARTED_DAYS_AGO.demo),
  };
  const rows = await db
    .insert(organizations)
    .values([
      {
        name: 'Demo Scoopers',
        public_form_key: DEMO_FORM_KEYS.demo,
        phone: '3035550100',
        address_line1: '1550 Wewatta St',
        zip: '80202',
        ...address,
        ...paying,
        payment_account_status: 'active',
        payouts_enabled: true,
        charges_enabled: true,
      },
      {
        name: 'Trial Scoopers',
        public_form_key: DEMO_FORM_KEYS.trial,
        phone: '3035550110',
        address_line1: '2400 S Broadway',
        zip: '80210',
        ...address,
        subscription_package: TRIAL_PACKAGE,
        end_trial: new Date(now.getTime() + (TRIAL_DAYS - 2) * DAY_MS),
        created_at: daysBefore(now, STARTED_DAYS_AGO.trial),
      },
      {
        name: 'Expired Scoopers',
        phone: '3035550120',
        address_line1: '7300 W Colfax Ave',
        zip: '80214',
        ...address,
        subscription_package: TRIAL_PACKAGE,
        end_trial: new Date(now.getTime() - 2 * DAY_MS),
        created_at: daysBefore(now, STARTED_DAYS_AGO.expired),
      },
      {
        name: 'Scoop Squad North',
        phone: '3035550130',
        address_line1: '12100 Grant St',
        zip: '80241',
        ...address,
        city: 'Thornton',
        ...paying,
        franchise_id: franchise?.id,
      },
      {
        name: 'Scoop Squad HQ',
        phone: '3035550140',
        address_line1: '1801 California St',
        zip: '80202',
        ...address,
        ...paying,
        franchise_id: franchise?.id,
      },
    ])
    .returning({ id: organizations.id });
  const [demo, trial, expired, franchiseOrg, franchisor] = rows.map((row) => row.id);
  if (!demo || !trial || !expired || !franchiseOrg || !franchisor) throw new Error('demo organizations not created');
  await db
    .insert(organizationSettings)
    .values(rows.map((row) => ({ organization_id: row.id, key: 'pay_period', value: 'weekly' })));
  return { demo, trial, expired, franchise: franchiseOrg, franchisor };
}

/** Every organization gets the six preset roles, as sign-up gives them. */
async function insertRoles(db: Db, organizationIds: Record<DemoOrganizationKey, number>) {
  const byOrganization = {} as Record<DemoOrganizationKey, Record<RolePresetName, RoleRow>>;
  for (const key of Object.keys(organizationIds) as DemoOrganizationKey[])
    byOrganization[key] = await insertPresetRoles(db, organizationIds[key]);
  return byOrganization;
}

/** Inserts the demo logins; answers each one's Demo Scoopers membership and user id by e-mail. */
async function insertAccounts(
  db: Db,
  organizationIds: Record<DemoOrganizationKey, number>,
  roles: Record<DemoOrganizationKey, Record<RolePresetName, RoleRow>>,
  now: Date,
) {
  const demoMembers = new Map<string, { membership_id: number; user_id: number }>();
  for (const account of demoAccounts) {
    const [user] = await db
      .insert(users)
      .values({
        email: account.email,
        password_hash: await hashPassword(DEMO_PASSWORD),
        first_name: account.first_name,
        last_name: account.last_name,
        phone: account.phone,
        two_factor: account.two_factor ?? false,
        change_password: account.change_password ?? false,
        last_organization_id: organizationIds[account.memberships[0]!.organization],
        settings: { time_format: 'HH:mm:ss', date_format: 'YYYY-MM-DD' },
      })
      .returning({ id: users.id });
    const inserted = await db
      .insert(memberships)
      .values(
        account.memberships.map((membership) => {
          const role = roles[membership.organization][membership.role];
          return {
            organization_id: organizationIds[membership.organization],
            user_id: user!.id,
            role_id: role.id,
            permissions: effectivePermissions(role, []),
            // Demo Scoopers shows the guide's own rule (every step done, so it finishes); the other demo
            // organizations stand for ones already at work, whose owners put the guide away.
            show_guide: membership.organization === 'demo',
          };
        }),
      )
      .returning({ id: memberships.id, organization_id: memberships.organization_id });
    await db.insert(membershipActivePeriods).values(
      inserted.map((membership) => ({
        organization_id: membership.organization_id,
        membership_id: membership.id,
        active_from: daysBefore(
          now,
          account.since_days_ago ?? STARTED_DAYS_AGO[organizationKeyOf(organizationIds, membership.organization_id)],
        ),
      })),
    );
    const demoMembership = inserted.find((membership) => membership.organization_id === organizationIds.demo);
    if (demoMembership) demoMembers.set(account.email, { membership_id: demoMembership.id, user_id: user!.id });
  }
  return demoMembers;
}

/** A client who left was deactivated when the office recorded it (its subscription ends the day after). */
const deactivatedAt = (now: Date, leftDaysAgo: number | undefined) =>
  leftDaysAgo === undefined ? null : leftAt(serviceEndDay(todayIn(DEMO_TIME_ZONE, now), leftDaysAgo), now);

async function insertResidentialClients(db: Db, organizationId: number, records: DemoResidentialClient[], now: Date) {
  const inserted = await db
    .insert(clients)
    .values(
      records.map(({ locations: _locations, created_days_ago, left_days_ago, ...client }) => ({
        ...client,
        organization_id: organizationId,
        created_at: daysBefore(now, created_days_ago),
        updated_at: deactivatedAt(now, left_days_ago) ?? daysBefore(now, created_days_ago),
        deactivated_at: deactivatedAt(now, left_days_ago),
      })),
    )
    .returning({ id: clients.id, email: clients.email });
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const locations = records.flatMap((record) =>
    record.locations.map((location) => ({
      ...location,
      organization_id: organizationId,
      client_id: idByEmail.get(record.email)!,
    })),
  );
  await db.insert(clientLocations).values(locations);
}

async function insertCommercialCustomers(db: Db, organizationId: number, records: DemoCommercialCustomer[], now: Date) {
  for (const { locations, created_days_ago, left_days_ago, kind: _kind, ...customer } of records) {
    const [row] = await db
      .insert(commercialCustomers)
      .values({
        ...customer,
        organization_id: organizationId,
        created_at: daysBefore(now, created_days_ago),
        deactivated_at: deactivatedAt(now, left_days_ago),
      })
      .returning({ id: commercialCustomers.id });
    await db.insert(commercialLocations).values(
      locations.map((location) => ({
        ...location,
        organization_id: organizationId,
        commercial_customer_id: row!.id,
      })),
    );
  }
}

/** Coupons to try in the subscribe dialog, and a test card on file so the paying demo organizations renew. */
async function insertPlatformBilling(db: Db, organizationIds: Record<DemoOrganizationKey, number>) {
  await db.insert(platformCoupons).values([
    { code: 'WELCOME10', percent_off: 10 },
    { code: 'SCOOP5', amount_off: 500 },
  ]);
  await db.insert(platformPaymentMethods).values(
    [organizationIds.demo, organizationIds.franchise, organizationIds.franchisor].map((organization_id) => ({
      organization_id,
      processor: 'card_connect' as const,
      customer_ref: 'test:9418594164541111',
      card_last4: '1111',
      card_expiry: '1230',
      name_on_card: 'Demo Owner',
    })),
  );
}

/**
 * Loads the demo organizations in one transaction: all of it or nothing. Demo Scoopers' year is played in the order it
 * happened: clients and their subscriptions, the visits those planned (done, skipped, a few missed), the techs' shifts
 * around their routes, the invoices and payments of every month, the pay runs, and the portal's own monthly invoices.
 */
export async function seedDemo(db: Db, now = new Date(), storage: FileStorage | null = null) {
  const demoData = generateDemoData(42);
  const smallerOrganization = generateDemoData(7);
  await db.transaction(async (tx) => {
    const organizationIds = await insertOrganizations(tx, now);
    const roles = await insertRoles(tx, organizationIds);
    const demoMembers = await insertAccounts(tx, organizationIds, roles, now);
    const member = (email: string) => {
      const found = demoMembers.get(email);
      if (!found) throw new Error(`demo account ${email} is not in Demo Scoopers`);
      return found;
    };
    const staff = {
      organization_id: organizationIds.demo,
      owner: member('owner@demo.test'),
      office: member('office@demo.test'),
      tech: member('tech@demo.test'),
      tech2: member('tech2@demo.test'),
    };
    await insertStaffProfiles(tx, staff);
    await insertResidentialClients(tx, organizationIds.demo, demoData.residentialClients, now);
    await insertCommercialCustomers(tx, organizationIds.demo, demoData.commercialCustomers, now);
    await seedClientsExtras(tx, organizationIds.demo, staff, now);
    const { cancellations } = await seedSubscriptions(tx, organizationIds.demo, { owner: staff.owner }, now);
    await seedJobs(
      tx,
      Object.values(organizationIds),
      {
        organization_id: organizationIds.demo,
        techs: [staff.tech.user_id, staff.tech2.user_id],
        techOnTheWay: staff.tech2.user_id,
        cancellations,
      },
      now,
      storage,
    );
    await seedLastServiceDays(tx, organizationIds.demo);
    await seedShifts(tx, staff, now);
    await seedMoney(tx, organizationIds.demo, { owner: staff.owner }, now);
    await seedPayrollSettings(tx, organizationIds.demo, member, now);
    // A year of visits, shifts and tips written at once: the planner learns them before payroll reads them by week.
    await tx.execute(sql`analyze jobs, shifts, shift_breaks, tips`);
    await seedPayroll(tx, organizationIds.demo, { owner: staff.owner, overtimeTech: staff.tech2 }, now);
    await seedApiKeys(tx, organizationIds.demo, staff.owner, now);
    await seedWebhooks(tx, organizationIds.demo, now);
    await seedBranding(tx, organizationIds.demo, storage, now);
    await seedPortalAndListing(tx, organizationIds.demo, now);
    await insertPlatformBilling(tx, organizationIds);
    await seedPlatformInvoices(tx, [organizationIds.demo, organizationIds.franchise, organizationIds.franchisor], now);
    await insertResidentialClients(tx, organizationIds.trial, smallerOrganization.residentialClients.slice(0, 12), now);
    await insertResidentialClients(
      tx,
      organizationIds.franchise,
      smallerOrganization.residentialClients.slice(12, 40),
      now,
    );
    await seedDashboard(tx, Object.values(organizationIds));
    await seedRoyalties(tx, { member: organizationIds.franchise, franchisor: organizationIds.franchisor }, now);
  });
}

export function demoLoginsText() {
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  return [
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...demoAccounts.map((account) => `  ${account.email.padEnd(width)}  ${account.what}`),
  ].join('\n');
}
