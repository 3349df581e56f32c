import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PayoutsProvider, ProcessorPayout } from './payouts-provider.ts';

/** Stripe's standard schedule in the United States: a day's card money reaches the bank two business days later. */
const ARRIVAL_DAYS = 2;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface ChargeRow {
  day: string;
  processor: 'stripe' | 'card_connect';
  processor_ref: string;
  amount_cents: number;
  fee_cents: number;
}
interface RefundRow {
  day: string;
  processor: 'stripe' | 'card_connect';
  processor_ref: string;
  amount_cents: number;
}

/**
 * Test mode: the processor is our own database. Each day of the organization's succeeded card payments makes one
 * payout arriving two days later, with that day's charges and the refunds made that day. A day of refunds only is a
 * payout of its own with a negative net: the processor takes that money back from the bank, as Stripe does. Platform
 * code names no feature, so it reads the payments tables by SQL.
 */
export function createTestPayouts(db: Db): PayoutsProvider {
  return {
    async payoutsSince(account, since, today) {
      const ownRefs = `po_test_${account.organization_id}_%`;
      // A charge is paid out once: one already in a payout this adapter did not make (the demo's history) stays there.
      const notPaidOutElsewhere = sql`(p.payout_id is null or exists (
          select 1 from payouts po where po.id = p.payout_id and po.processor_ref like ${ownRefs}))`;
      const charges = (await db.execute(sql`
        select received_on::text as day, processor, processor_ref, amount_cents, fee_cents
        from payments p
        where organization_id = ${account.organization_id} and method = 'card' and status = 'succeeded'
          and processor_ref is not null and received_on >= ${since}::date and ${notPaidOutElsewhere}
        order by received_on, id`)) as unknown as { rows: ChargeRow[] };
      const refunds = (await db.execute(sql`
        select r.refunded_on::text as day, p.processor, p.processor_ref, r.amount_cents
        from payment_refunds r join payments p on p.id = r.payment_id and p.organization_id = r.organization_id
        where r.organization_id = ${account.organization_id} and p.method = 'card' and p.processor_ref is not null
          and r.refunded_on >= ${since}::date and ${notPaidOutElsewhere}
        order by r.refunded_on, r.id`)) as unknown as { rows: RefundRow[] };
      const byDay = new Map<string, ProcessorPayout>();
      const payoutOf = (day: string, processor: ProcessorPayout['processor']) => {
        let payout = byDay.get(day);
        if (!payout) {
          const arrival = addDays(day, ARRIVAL_DAYS);
          payout = {
            processor,
            processor_ref: `po_test_${account.organization_id}_${day.replaceAll('-', '')}`,
            status: arrival <= today ? 'paid' : 'in_transit',
            arrival_date: arrival,
            transactions: [],
          };
          byDay.set(day, payout);
        }
        return payout;
      };
      for (const charge of charges.rows) {
        payoutOf(charge.day, charge.processor).transactions.push({
          kind: 'charge',
          charge_refs: [charge.processor_ref],
          gross_cents: Number(charge.amount_cents),
          fee_cents: Number(charge.fee_cents),
        });
      }
      for (const refund of refunds.rows) {
        payoutOf(refund.day, refund.processor).transactions.push({
          kind: 'refund',
          charge_refs: [refund.processor_ref],
          gross_cents: -Number(refund.amount_cents),
          fee_cents: 0,
        });
      }
      return [...byDay.values()];
    },
  };
}
