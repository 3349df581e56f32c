import { and, asc, eq } from 'drizzle-orm';
import {
  addCalendarDays,
  DEFAULT_CANCEL_REASONS,
  slugFromName,
  todayIn,
  zonedLocalToInstant,
  type CouponDuration,
  type CrossSellFrequency,
  type DogPrice,
  type PriceBasis,
  type ServiceFrequency,
} from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { clients } from '../features/clients/clients.table.ts';
import { workAreas } from '../features/work-areas/work-areas.table.ts';
import { initialCleanupPrices, servicePlans, workAreaPremiums } from '../features/pricing/pricing.table.ts';
import { cancelReasons } from '../features/subscriptions/subscriptions.table.ts';
import { crossSells } from '../features/cross-sells/cross-sells.table.ts';
import { coupons } from '../features/coupons/coupons.table.ts';
import { giftCertificateEntries, giftCertificates } from '../features/gift-certificates/gift-certificates.table.ts';

/**
 * Issue 7's pricing setup of Demo Scoopers: service plans priced by dog count (commercial locations by stations),
 * initial-cleanup ranges, work-area premiums, cancel reasons, cross-sells, coupons and one gift certificate that was
 * partly redeemed. Realistic Denver prices in cents; every date is relative to the seed's today.
 */

const TIME_ZONE = 'America/Denver';
const DAY_MS = 86_400_000;

export type DemoFrequency = Exclude<ServiceFrequency, 'custom'>;

/** 1 dog, 2 dogs, 3–4 dogs, 5 or more: how most scooping companies price. */
const dogPrices = (one: number, two: number, threeToFour: number, fivePlus: number): DogPrice[] => [
  { dogs_from: 1, dogs_to: 1, price_cents: one },
  { dogs_from: 2, dogs_to: 2, price_cents: two },
  { dogs_from: 3, dogs_to: 4, price_cents: threeToFour },
  { dogs_from: 5, dogs_to: null, price_cents: fivePlus },
];

const PLANS: { name: string; frequency: DemoFrequency; price_basis: PriceBasis; dog_prices: DogPrice[] }[] = [
  {
    name: 'One Time',
    frequency: 'one_time',
    price_basis: 'per_visit',
    dog_prices: dogPrices(6500, 7500, 8500, 10_000),
  },
  {
    name: 'Once a Week',
    frequency: 'once_a_week',
    price_basis: 'per_visit',
    dog_prices: dogPrices(1800, 2100, 2500, 3000),
  },
  {
    name: 'Twice a Week',
    frequency: 'twice_a_week',
    price_basis: 'per_visit',
    dog_prices: dogPrices(1500, 1700, 2000, 2400),
  },
  {
    name: 'Every Two Weeks',
    frequency: 'every_two_weeks',
    price_basis: 'per_visit',
    dog_prices: dogPrices(2400, 2800, 3200, 3800),
  },
  {
    name: 'Once a Month',
    frequency: 'once_a_month',
    price_basis: 'per_month',
    dog_prices: dogPrices(4500, 5200, 6000, 7000),
  },
];

const INITIAL_CLEANUP = [
  {
    label: 'Up to 2 weeks',
    weeks_since_cleaned_from: 0,
    weeks_since_cleaned_to: 2,
    from_price_cents: 4500,
    to_price_cents: 6000,
  },
  {
    label: '3 to 8 weeks',
    weeks_since_cleaned_from: 3,
    weeks_since_cleaned_to: 8,
    from_price_cents: 7500,
    to_price_cents: 12_000,
  },
  {
    label: '2 to 6 months',
    weeks_since_cleaned_from: 9,
    weeks_since_cleaned_to: 26,
    from_price_cents: 12_500,
    to_price_cents: 20_000,
  },
  {
    label: 'Over 6 months',
    weeks_since_cleaned_from: 27,
    weeks_since_cleaned_to: null,
    from_price_cents: 20_000,
    to_price_cents: 35_000,
  },
];

/** Long drives from the yard downtown cost a little more per visit. */
const PREMIUMS: Record<string, number> = { Aurora: 300, 'South Denver': 200 };

const CROSS_SELLS: {
  kind: 'residential' | 'commercial';
  name: string;
  description: string;
  price_cents: number;
  frequency: CrossSellFrequency;
}[] = [
  {
    kind: 'residential',
    name: 'Deodorizing Spray',
    description: 'Pet-safe enzyme spray on the turf after every cleanup',
    price_cents: 500,
    frequency: 'every_visit',
  },
  {
    kind: 'residential',
    name: 'Yard Spray Treatment',
    description: 'Sanitizing spray over the whole yard once a month',
    price_cents: 2500,
    frequency: 'monthly',
  },
  {
    kind: 'residential',
    name: 'Trash Can Sanitizing',
    description: 'The waste bin washed and sanitized monthly',
    price_cents: 1500,
    frequency: 'monthly',
  },
  {
    kind: 'residential',
    name: 'Sandbox Sanitizing',
    description: 'A one-off clean of the kids’ sandbox',
    price_cents: 2000,
    frequency: 'once',
  },
  {
    kind: 'commercial',
    name: 'Station Bag Refills',
    description: 'Bag rolls restocked at every station each month',
    price_cents: 3000,
    frequency: 'monthly',
  },
  {
    kind: 'commercial',
    name: 'Station Sanitizing',
    description: 'Stations and bins wiped down and sanitized every visit',
    price_cents: 400,
    frequency: 'every_visit',
  },
  {
    kind: 'commercial',
    name: 'Pet Waste Station Install',
    description: 'A new station with bin and sign, installed',
    price_cents: 25_000,
    frequency: 'once',
  },
];

interface CouponSeed {
  code: string;
  description: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  duration: CouponDuration;
  duration_months: number | null;
  max_redemptions: number | null;
  /** Days from today; negative for the expired one. */
  expires_in_days: number | null;
}

const COUPONS: CouponSeed[] = [
  {
    code: 'SPRING20',
    description: 'Spring promotion: 20% off the first 3 months',
    percent_off: 20,
    amount_off_cents: null,
    duration: 'repeating',
    duration_months: 3,
    max_redemptions: 100,
    expires_in_days: 150,
  },
  {
    code: 'WELCOME10',
    description: 'Welcome discount for new clients',
    percent_off: null,
    amount_off_cents: 1000,
    duration: 'once',
    duration_months: null,
    max_redemptions: null,
    expires_in_days: null,
  },
  {
    code: 'NEIGHBOR5',
    description: 'Referral thank-you: 5% off for as long as they stay',
    percent_off: 5,
    amount_off_cents: null,
    duration: 'forever',
    duration_months: null,
    max_redemptions: 25,
    expires_in_days: null,
  },
  {
    code: 'SUMMER25',
    description: 'Summer promotion (ended)',
    percent_off: 25,
    amount_off_cents: null,
    duration: 'once',
    duration_months: null,
    max_redemptions: null,
    expires_in_days: -60,
  },
];

export interface DemoPlan {
  id: number;
  name: string;
  frequency: DemoFrequency;
  price_basis: PriceBasis;
  dog_prices: DogPrice[];
}
export type DemoCrossSell = {
  id: number;
  kind: 'residential' | 'commercial';
  name: string;
  price_cents: number;
  frequency: CrossSellFrequency;
};
export type DemoCoupon = { id: number; code: string; expires_on: string | null };

export interface DemoPricing {
  plans: Record<DemoFrequency, DemoPlan>;
  premiumByWorkArea: Map<number, number>;
  cancelReasons: { id: number; name: string }[];
  crossSells: DemoCrossSell[];
  coupons: DemoCoupon[];
}

/** 10:00 in Denver on a calendar day, never after the seed's clock. */
export const seedInstant = (day: string, now: Date, hour = 10) => {
  const at = zonedLocalToInstant(`${day}T${String(hour).padStart(2, '0')}:00`, TIME_ZONE);
  return at > now ? now : at;
};

export async function seedPricing(
  db: Db,
  organizationId: number,
  staff: { owner: { user_id: number } },
  now: Date,
): Promise<DemoPricing> {
  const today = todayIn(TIME_ZONE, now);
  const setUpAt = new Date(now.getTime() - 400 * DAY_MS);
  const organization_id = organizationId;
  const planRows = await db
    .insert(servicePlans)
    .values(
      PLANS.map((plan) => ({
        ...plan,
        organization_id,
        slug: slugFromName(plan.name),
        created_at: setUpAt,
        updated_at: setUpAt,
      })),
    )
    .returning({
      id: servicePlans.id,
      name: servicePlans.name,
      frequency: servicePlans.frequency,
      price_basis: servicePlans.price_basis,
      dog_prices: servicePlans.dog_prices,
    });
  const plans = Object.fromEntries(planRows.map((plan) => [plan.frequency, plan as DemoPlan])) as Record<
    DemoFrequency,
    DemoPlan
  >;

  await db
    .insert(initialCleanupPrices)
    .values(INITIAL_CLEANUP.map((range, position) => ({ ...range, organization_id, position })));
  const areas = await db
    .select({ id: workAreas.id, name: workAreas.name })
    .from(workAreas)
    .where(eq(workAreas.organization_id, organizationId));
  const premiums = areas
    .filter((area) => PREMIUMS[area.name] !== undefined)
    .map((area) => ({ organization_id, work_area_id: area.id, premium_cents: PREMIUMS[area.name]! }));
  if (premiums.length) await db.insert(workAreaPremiums).values(premiums);

  const reasons = await db
    .insert(cancelReasons)
    .values(DEFAULT_CANCEL_REASONS.map((name) => ({ organization_id, name })))
    .returning({ id: cancelReasons.id, name: cancelReasons.name });
  const crossSellRows = await db
    .insert(crossSells)
    .values(
      CROSS_SELLS.map((crossSell) => ({ ...crossSell, organization_id, created_at: setUpAt, updated_at: setUpAt })),
    )
    .returning({
      id: crossSells.id,
      kind: crossSells.kind,
      name: crossSells.name,
      price_cents: crossSells.price_cents,
      frequency: crossSells.frequency,
    });
  const couponRows = await db
    .insert(coupons)
    .values(
      COUPONS.map(({ expires_in_days, ...coupon }) => ({
        ...coupon,
        organization_id,
        expires_on: expires_in_days === null ? null : addCalendarDays(today, expires_in_days),
        created_at: new Date(now.getTime() - 300 * DAY_MS),
      })),
    )
    .returning({ id: coupons.id, code: coupons.code, expires_on: coupons.expires_on });
  await insertGiftCertificate(db, organizationId, staff, today, now);
  return {
    plans,
    premiumByWorkArea: new Map(premiums.map((premium) => [premium.work_area_id, premium.premium_cents])),
    cancelReasons: reasons,
    crossSells: crossSellRows,
    coupons: couponRows,
  };
}

/** A $100 birthday gift for a long-time client, $35 of it already spent on an invoice. */
async function insertGiftCertificate(
  db: Db,
  organizationId: number,
  staff: { owner: { user_id: number } },
  today: string,
  now: Date,
) {
  const [recipient] = await db
    .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name, email: clients.email })
    .from(clients)
    .where(and(eq(clients.organization_id, organizationId), eq(clients.status, 'active')))
    .orderBy(asc(clients.id))
    .limit(1);
  if (!recipient) return;
  const soldOn = addCalendarDays(today, -40);
  const [certificate] = await db
    .insert(giftCertificates)
    .values({
      organization_id: organizationId,
      // The service's alphabet (no 0/O or 1/I), twelve characters.
      code: 'HAPPYPAWS789',
      amount_cents: 10_000,
      balance_cents: 6500,
      purchaser_name: 'Karen Whitfield',
      purchaser_email: 'karen.whitfield@example.com',
      recipient_name: `${recipient.first_name} ${recipient.last_name}`,
      recipient_email: recipient.email,
      message: 'Happy birthday! Enjoy a clean yard on us.',
      expires_on: addCalendarDays(soldOn, 365),
      sold_by_user_id: staff.owner.user_id,
      created_at: seedInstant(soldOn, now),
    })
    .returning({ id: giftCertificates.id });
  const base = {
    organization_id: organizationId,
    gift_certificate_id: certificate!.id,
    created_by_user_id: staff.owner.user_id,
  };
  await db.insert(giftCertificateEntries).values([
    {
      ...base,
      kind: 'sale',
      amount_cents: 10_000,
      balance_after_cents: 10_000,
      note: 'Sold to Karen Whitfield',
      created_at: seedInstant(soldOn, now),
    },
    {
      ...base,
      kind: 'redemption',
      amount_cents: -3500,
      balance_after_cents: 6500,
      client_id: recipient.id,
      note: 'Applied to the monthly invoice',
      created_at: seedInstant(addCalendarDays(today, -20), now, 11),
    },
  ]);
}
