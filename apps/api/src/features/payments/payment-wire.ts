import type { PaymentWire } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { applicationsOfPayment, type PaymentRow } from './payments.repository.ts';

export function presentPayment(row: PaymentRow, clientName: string): PaymentWire {
  return {
    id: row.id,
    received_on: row.received_on,
    client:
      row.client_id !== null
        ? { kind: 'residential', id: row.client_id, name: clientName }
        : { kind: 'commercial', id: row.commercial_customer_id!, name: clientName },
    method: row.method,
    source: row.source,
    status: row.status,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    check_number: row.check_number,
    check_date: row.check_date,
    amount_cents: row.amount_cents,
    fee_cents: row.fee_cents,
    net_cents: row.status === 'succeeded' ? row.amount_cents - row.fee_cents - row.refunded_cents : 0,
    refunded_cents: row.refunded_cents,
    failure_message: row.failure_message,
    created_at: row.created_at.toISOString(),
  };
}

/** Where the payment went: the invoices it paid, and the rest kept as credit. */
export async function allocationOf(db: Db, organizationId: number, payment: PaymentRow) {
  if (payment.status !== 'succeeded') return { applied: [], credit_cents: 0 };
  const applied = await applicationsOfPayment(db, organizationId, payment.id);
  const spent = applied.reduce((total, row) => total + row.amount_cents, 0);
  return { applied, credit_cents: payment.amount_cents - spent };
}
