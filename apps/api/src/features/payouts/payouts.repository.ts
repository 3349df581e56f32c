import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { paymentApplications, payments, payouts } from '../payments/payments.table.ts';

export interface PayoutFilter {
  date_from?: string;
  date_to?: string;
  status?: 'pending' | 'in_transit' | 'paid' | 'failed';
  sort: string;
}

/**
 * Organizations with something to sync: a succeeded card payment no payout holds yet, or a payout still on its way.
 * The day to ask the processor from is the earliest of those.
 */
export async function organizationsToSync(db: Db) {
  const result = await db.execute(sql`
    select o.id as organization_id, o.time_zone, o.stripe_account_id, o.card_connect_site, min(w.day)::text as since
    from (
      select organization_id, received_on as day from ${payments}
      where method = 'card' and status = 'succeeded' and payout_id is null and processor_ref is not null
      union all
      select organization_id, arrival_date - 7 as day from ${payouts} where status in ('pending', 'in_transit')
    ) w join ${organizations} o on o.id = w.organization_id
    group by o.id, o.time_zone, o.stripe_account_id, o.card_connect_site`);
  return (
    result as unknown as {
      rows: {
        organization_id: number;
        time_zone: string;
        stripe_account_id: string | null;
        card_connect_site: string | null;
        since: string;
      }[];
    }
  ).rows;
}

export interface PayoutToStore {
  processor: 'stripe' | 'card_connect';
  processor_ref: string;
  status: 'pending' | 'in_transit' | 'paid' | 'failed';
  arrival_date: string;
  gross_cents: number;
  fee_cents: number;
  refund_cents: number;
  net_cents: number;
}

/**
 * Stores a payout once however many instances sync it (the processor's ref is unique per organization) and links
 * the payments it holds. One transaction: a payout is never seen without its payments.
 */
export async function storePayout(db: Db, organizationId: number, payout: PayoutToStore, chargeRefs: string[]) {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(payouts)
      .values({ organization_id: organizationId, ...payout })
      .onConflictDoUpdate({
        target: [payouts.organization_id, payouts.processor, payouts.processor_ref],
        set: {
          status: payout.status,
          arrival_date: payout.arrival_date,
          gross_cents: payout.gross_cents,
          fee_cents: payout.fee_cents,
          refund_cents: payout.refund_cents,
          net_cents: payout.net_cents,
        },
      })
      .returning({ id: payouts.id });
    const id = stored!.id;
    if (chargeRefs.length)
      await tx
        .update(payments)
        .set({ payout_id: id })
        .where(
          and(
            eq(payments.organization_id, organizationId),
            eq(payments.method, 'card'),
            inArray(payments.processor_ref, chargeRefs),
            or(isNull(payments.payout_id), eq(payments.payout_id, id)),
          ),
        );
    return id;
  });
}

// Spelled out: drizzle leaves a one-table select's columns unqualified, which inside this subquery would name p's.
const paymentCount = sql<number>`(select count(*)::int from payments p where p.organization_id = payouts.organization_id and p.payout_id = payouts.id)`;

function payoutCondition(organizationId: number, filter: PayoutFilter) {
  return and(
    eq(payouts.organization_id, organizationId),
    filter.date_from ? gte(payouts.arrival_date, filter.date_from) : undefined,
    filter.date_to ? lte(payouts.arrival_date, filter.date_to) : undefined,
    filter.status ? eq(payouts.status, filter.status) : undefined,
  );
}

const orderOf = (sort: string): SQL[] => {
  const direction = sort.startsWith('-') ? desc : asc;
  const column = { arrival_date: payouts.arrival_date, net_cents: payouts.net_cents, gross_cents: payouts.gross_cents }[
    sort.replace(/^-/, '') as 'arrival_date'
  ];
  return [direction(column ?? payouts.arrival_date), direction(payouts.id)];
};

const payoutColumns = {
  id: payouts.id,
  processor: payouts.processor,
  processor_ref: payouts.processor_ref,
  status: payouts.status,
  arrival_date: payouts.arrival_date,
  gross_cents: payouts.gross_cents,
  fee_cents: payouts.fee_cents,
  refund_cents: payouts.refund_cents,
  net_cents: payouts.net_cents,
  payment_count: paymentCount,
};

export async function listPayouts(
  db: Db,
  organizationId: number,
  filter: PayoutFilter,
  page?: { limit: number; offset: number },
) {
  const where = payoutCondition(organizationId, filter);
  const base = db
    .select(payoutColumns)
    .from(payouts)
    .where(where)
    .orderBy(...orderOf(filter.sort));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const [totals] = await db
    .select({
      count: count(),
      gross_cents: sql<number>`coalesce(sum(${payouts.gross_cents}), 0)::int`,
      fee_cents: sql<number>`coalesce(sum(${payouts.fee_cents}), 0)::int`,
      refund_cents: sql<number>`coalesce(sum(${payouts.refund_cents}), 0)::int`,
      net_cents: sql<number>`coalesce(sum(${payouts.net_cents}), 0)::int`,
      payment_count: sql<number>`coalesce(sum(${paymentCount}), 0)::int`,
    })
    .from(payouts)
    .where(where);
  return { rows, totals: totals! };
}

export async function findPayout(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select(payoutColumns)
    .from(payouts)
    .where(and(eq(payouts.organization_id, organizationId), eq(payouts.id, id)));
  return row ?? null;
}

const clientName = sql<string>`coalesce(${clients.first_name} || ' ' || ${clients.last_name}, ${commercialCustomers.company_name}, '')`;

export async function paymentsOfPayout(db: Db, organizationId: number, payoutId: number) {
  return db
    .select({
      id: payments.id,
      received_on: payments.received_on,
      client_name: clientName,
      invoice_numbers: sql<string[]>`coalesce((
        select array_agg(i.number::text order by i.number) from ${paymentApplications} a
        join ${invoices} i on i.id = a.invoice_id and i.organization_id = a.organization_id
        where a.organization_id = payments.organization_id and a.payment_id = payments.id
      ), '{}')`,
      amount_cents: payments.amount_cents,
      fee_cents: payments.fee_cents,
      refunded_cents: payments.refunded_cents,
    })
    .from(payments)
    .leftJoin(clients, eq(clients.id, payments.client_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, payments.commercial_customer_id))
    .where(and(eq(payments.organization_id, organizationId), eq(payments.payout_id, payoutId)))
    .orderBy(asc(payments.received_on), asc(payments.id))
    .limit(5000);
}
