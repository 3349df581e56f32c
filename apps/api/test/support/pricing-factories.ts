import type { Db } from '../../src/platform/db/client.ts';
import { servicePlans } from '../../src/features/pricing/pricing.table.ts';
import { giftCertificates } from '../../src/features/gift-certificates/gift-certificates.table.ts';
import { coupons } from '../../src/features/coupons/coupons.table.ts';
import { crossSells } from '../../src/features/cross-sells/cross-sells.table.ts';
import {
  cancelReasons,
  subscriptionServiceDays,
  subscriptions,
} from '../../src/features/subscriptions/subscriptions.table.ts';

export async function createServicePlan(
  db: Db,
  organizationId: number,
  options: { name?: string; frequency?: 'once_a_week' | 'twice_a_week' | 'one_time'; price_cents?: number } = {},
) {
  const name = options.name ?? 'Weekly';
  const [row] = await db
    .insert(servicePlans)
    .values({
      organization_id: organizationId,
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      frequency: options.frequency ?? 'once_a_week',
      dog_prices: [{ dogs_from: 1, dogs_to: null, price_cents: options.price_cents ?? 2000 }],
    })
    .returning();
  return row!;
}

export async function createGiftCertificate(
  db: Db,
  organizationId: number,
  options: { amount_cents?: number; code?: string; recipient_name?: string } = {},
) {
  const amount = options.amount_cents ?? 5000;
  const [row] = await db
    .insert(giftCertificates)
    .values({
      organization_id: organizationId,
      code: options.code ?? `GC${organizationId}X${Date.now() % 1_000_000}`,
      amount_cents: amount,
      balance_cents: amount,
      purchaser_name: 'Pat Buyer',
      recipient_name: options.recipient_name ?? 'Robin Gift',
    })
    .returning();
  return row!;
}

export async function createCoupon(
  db: Db,
  organizationId: number,
  options: { code?: string; percent_off?: number; description?: string } = {},
) {
  const [row] = await db
    .insert(coupons)
    .values({
      organization_id: organizationId,
      code: options.code ?? 'SAVE10',
      description: options.description ?? null,
      percent_off: options.percent_off ?? 10,
      duration: 'once',
    })
    .returning();
  return row!;
}

export async function createCrossSell(
  db: Db,
  organizationId: number,
  options: { kind?: 'residential' | 'commercial'; name?: string } = {},
) {
  const [row] = await db
    .insert(crossSells)
    .values({
      organization_id: organizationId,
      kind: options.kind ?? 'residential',
      name: options.name ?? 'Deodorizer',
      price_cents: 500,
      frequency: 'every_visit',
    })
    .returning();
  return row!;
}

/** A weekly subscription on a location (residential or commercial), with one Monday service day. */
export async function createSubscription(
  db: Db,
  organizationId: number,
  where: { servicePlanId: number } & (
    | { clientId: number; clientLocationId: number }
    | { commercialCustomerId: number; commercialLocationId: number }
  ),
) {
  const place =
    'clientId' in where
      ? { kind: 'residential' as const, client_id: where.clientId, client_location_id: where.clientLocationId }
      : {
          kind: 'commercial' as const,
          commercial_customer_id: where.commercialCustomerId,
          commercial_location_id: where.commercialLocationId,
        };
  const [row] = await db
    .insert(subscriptions)
    .values({
      organization_id: organizationId,
      ...place,
      service_plan_id: where.servicePlanId,
      price_cents: 2000,
      list_price_cents: 2000,
      start_date: '2026-11-23',
    })
    .returning();
  await db.insert(subscriptionServiceDays).values({
    organization_id: organizationId,
    subscription_id: row!.id,
    service_type: 'recurring',
    start_date: '2026-11-23',
  });
  return row!;
}

export async function createCancelReason(db: Db, organizationId: number, name = 'Moving away') {
  const [row] = await db.insert(cancelReasons).values({ organization_id: organizationId, name }).returning();
  return row!;
}
