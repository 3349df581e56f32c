/**
 * The processor's payouts of the demo's card money: each day's successful charges are paid out together and reach
 * the bank two days later, less the fees and the refunds made on them; the ones not arrived yet are in transit.
 */
import { addCalendarDays } from '@employee-portal/core';
import type { PlannedPayment } from './seed-money-accounts.ts';

const ARRIVAL_DAYS = 2;

export interface PlannedPayout {
  processor_ref: string;
  status: 'paid' | 'in_transit';
  gross_cents: number;
  fee_cents: number;
  refund_cents: number;
  net_cents: number;
  arrival_date: string;
  created_on: string;
  /** Indexes into the planned payments. */
  payments: number[];
}

export function planPayouts(payments: readonly PlannedPayment[], today: string): PlannedPayout[] {
  const byDay = new Map<string, number[]>();
  payments.forEach((payment, index) => {
    if (payment.method !== 'card' || payment.status !== 'succeeded') return;
    byDay.set(payment.received_on, [...(byDay.get(payment.received_on) ?? []), index]);
  });
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, indexes]) => {
      const sum = (pick: (payment: PlannedPayment) => number) =>
        indexes.reduce((total, index) => total + pick(payments[index]!), 0);
      const gross = sum((payment) => payment.amount_cents);
      const fees = sum((payment) => payment.fee_cents);
      const refunds = sum((payment) => payment.refund?.amount_cents ?? 0);
      const arrival = addCalendarDays(day, ARRIVAL_DAYS);
      return {
        processor_ref: `po_test_${day.replaceAll('-', '')}demo`,
        status: arrival <= today ? ('paid' as const) : ('in_transit' as const),
        gross_cents: gross,
        fee_cents: fees,
        refund_cents: refunds,
        net_cents: gross - fees - refunds,
        arrival_date: arrival,
        created_on: addCalendarDays(day, 1),
        payments: indexes,
      };
    });
}
