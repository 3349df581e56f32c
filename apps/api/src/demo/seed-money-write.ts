/**
 * Writes the planned money of the demo in bulk: invoices and their lines, saved cards, payouts, payments with their
 * applications, refunds and autopay tries, and the credit used by invoices. Each table is a few multi-row INSERTs (in
 * chunks, to stay under PostgreSQL's bind-parameter limit), so a year of history costs a few dozen statements.
 */
import { sql } from 'drizzle-orm';
import { addCalendarDays } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { insertJsonRows } from './bulk-insert.ts';
import { applyPayment, recordClientCredit } from '../features/invoices/index.ts';
import { invoiceLines, invoices } from '../features/invoices/invoices.table.ts';
import {
  autopayAttempts,
  clientPaymentMethods,
  paymentApplications,
  paymentRefunds,
  payments,
  payouts,
} from '../features/payments/payments.table.ts';
import { tips } from '../features/ratings-and-tips/ratings-and-tips.table.ts';
import type { SeededRandom } from './demo-data/seeded-random.ts';
import type { PlannedCredit, PlannedInvoice, PlannedPayment } from './seed-money-accounts.ts';
import type { MoneyAccount } from './seed-money-context.ts';
import type { PlannedPayout } from './seed-money-payouts.ts';
import { seedInstant } from './seed-pricing.ts';

const TEST_CARDS = [
  { brand: 'visa', last4: '4242' },
  { brand: 'mastercard', last4: '4444' },
  { brand: 'amex', last4: '8431' },
  { brand: 'discover', last4: '1117' },
  { brand: 'visa', last4: '1881' },
];

export const testRef = (rng: SeededRandom, prefix: string) =>
  `${prefix}_test_${Array.from({ length: 24 }, () => rng.pick([...'0123456789abcdefghijklmnopqrstuvwxyz'])).join('')}`;

interface WriteScope {
  db: Db;
  organization_id: number;
  owner_user_id: number;
  now: Date;
  today: string;
  rng: SeededRandom;
}

/** Each card-paying account's saved card (saved a few days before its first charge), as the processor keeps it. */
export async function writeSavedCards(scope: WriteScope, firstCharges: Map<MoneyAccount, string>) {
  const accounts = [...firstCharges.keys()];
  if (!accounts.length) return new Map<string, { id: number; brand: string; last4: string }>();
  const values = accounts.map((account, index) => {
    const card = TEST_CARDS[index % TEST_CARDS.length]!;
    const month = String(scope.rng.int(1, 12)).padStart(2, '0');
    return {
      organization_id: scope.organization_id,
      ...account.ref,
      processor: 'stripe' as const,
      customer_ref: testRef(scope.rng, 'cus'),
      method_ref: testRef(scope.rng, 'pm'),
      brand: card.brand,
      last4: card.last4,
      expiry: `${month}${scope.rng.int(27, 31)}`,
      created_at: seedInstant(addCalendarDays(firstCharges.get(account)!, -scope.rng.int(3, 40)), scope.now, 12),
    };
  });
  const rows = await scope.db
    .insert(clientPaymentMethods)
    .values(values)
    .returning({ id: clientPaymentMethods.id, brand: clientPaymentMethods.brand, last4: clientPaymentMethods.last4 });
  return new Map(
    accounts.map((account, index) => [
      account.key,
      { ...rows[index]!, brand: rows[index]!.brand!, last4: rows[index]!.last4! },
    ]),
  );
}

/** Invoices numbered in issue order, then their lines; answers the invoice ids in plan order. */
export async function writeInvoices(scope: WriteScope, planned: PlannedInvoice[], numbers: number[]) {
  const { db, organization_id, now } = scope;
  const values = planned.map(({ draft, totals, status, paid_cents, paid_on, autopay }, index) => {
    const issued = seedInstant(draft.issue_date, now, 6);
    const finalized = status === 'draft' ? null : issued;
    // The office sent a reminder a week after the due day for what is still unpaid.
    const reminder = addCalendarDays(draft.due_date, 7);
    return {
      organization_id,
      number: numbers[index]!,
      kind: draft.kind,
      ...draft.account.ref,
      service_client_id: draft.service_client_id,
      subscription_id: draft.subscription_id,
      period_start: draft.period?.start ?? null,
      period_end: draft.period?.end ?? null,
      status,
      issue_date: draft.issue_date,
      due_date: draft.due_date,
      bill_to: draft.bill_to,
      coupon_id: draft.coupon?.id ?? null,
      coupon_code: draft.coupon?.code ?? null,
      coupon_percent_off: draft.coupon?.percent_off ?? null,
      coupon_amount_off_cents: draft.coupon?.amount_off_cents ?? null,
      tax_exempt: draft.account.tax_exempt,
      tax_rate_millipercent: draft.account.tax_exempt ? 0 : draft.tax.rate_millipercent,
      tax_rate_name: draft.account.tax_exempt ? null : draft.tax.name,
      subtotal_cents: totals.subtotal_cents,
      discount_cents: totals.discount_cents,
      tax_cents: totals.tax_cents,
      total_cents: totals.total_cents,
      credit_applied_cents: totals.credit_applied_cents,
      gift_certificate_applied_cents: totals.gift_certificate_applied_cents,
      amount_due_cents: totals.amount_due_cents,
      paid_cents,
      autopay,
      notes: draft.notes,
      finalized_at: finalized,
      sent_at: finalized && new Date(finalized.getTime() + 300_000),
      reminded_at: status === 'open' && reminder <= scope.today ? seedInstant(reminder, now, 9) : null,
      paid_at: status === 'paid' && paid_on ? seedInstant(paid_on, now, 16) : null,
      voided_at: status === 'void' ? seedInstant(addCalendarDays(draft.issue_date, 1), now, 11) : null,
      void_reason: draft.void_reason,
      created_by_user_id: draft.kind === 'one_time' ? scope.owner_user_id : null,
      created_at: issued,
      updated_at: issued,
    };
  });
  const rows = await insertJsonRows<{ id: number }>(db, invoices, values, ['id']);
  const ids = rows.map((row) => row.id);
  const lines = planned.flatMap(({ draft, totals }, index) =>
    draft.lines.map((line, position) => ({
      organization_id,
      invoice_id: ids[index]!,
      position: position + 1,
      kind: line.kind,
      description: line.description,
      service_date: line.service_date,
      quantity: line.quantity,
      unit_cents: line.unit_cents,
      amount_cents: totals.line_cents[position]!,
      discount_cents: totals.line_discount_cents[position]!,
      taxable: line.taxable,
      discountable: line.discountable,
      job_id: line.job_id ?? null,
      cross_sell_id: line.cross_sell_id ?? null,
      tip_id: line.tip_id ?? null,
      tech_user_id: line.tech_user_id ?? null,
    })),
  );
  await insertJsonRows(db, invoiceLines, lines);
  const billedTips = lines.filter((line) => line.tip_id !== null);
  if (billedTips.length) {
    const pairs = sql.join(
      billedTips.map((line) => sql`(${line.tip_id}::int, ${line.invoice_id}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${tips} set invoice_id = billed.invoice_id
      from (values ${pairs}) as billed(tip_id, invoice_id)
      where ${tips.id} = billed.tip_id and ${tips.organization_id} = ${organization_id}`);
  }
  return ids;
}

/** Payouts first (payments point at them), then payments and what hangs off them. */
export async function writePayments(
  scope: WriteScope,
  plan: { payments: PlannedPayment[]; payouts: PlannedPayout[]; credits: PlannedCredit[] },
  invoiceIds: number[],
  cards: Map<string, { id: number; brand: string; last4: string }>,
) {
  const { db, organization_id, now, rng } = scope;
  const payoutOf = new Map<number, number>();
  if (plan.payouts.length) {
    const rows = await db
      .insert(payouts)
      .values(
        plan.payouts.map(({ payments: _payments, created_on, ...payout }) => ({
          organization_id,
          processor: 'stripe' as const,
          ...payout,
          created_at: seedInstant(created_on, now, 5),
        })),
      )
      .returning({ id: payouts.id });
    plan.payouts.forEach((payout, index) => {
      for (const payment of payout.payments) payoutOf.set(payment, rows[index]!.id);
    });
  }
  if (!plan.payments.length) return;
  const paymentValues = plan.payments.map((payment, index) => {
    const card = payment.method === 'card' ? cards.get(payment.account.key) : undefined;
    return {
      organization_id,
      ...payment.account.ref,
      method: payment.method,
      source: payment.source,
      status: payment.status,
      amount_cents: payment.amount_cents,
      fee_cents: payment.fee_cents,
      refunded_cents: payment.refund?.amount_cents ?? 0,
      processor: card ? ('stripe' as const) : null,
      processor_ref: card ? testRef(rng, 'ch') : null,
      payment_method_id: card?.id ?? null,
      card_brand: card?.brand ?? null,
      card_last4: card?.last4 ?? null,
      check_number: payment.check_number,
      check_date: payment.check_number ? addCalendarDays(payment.received_on, -2) : null,
      received_on: payment.received_on,
      failure_code: payment.failure?.code ?? null,
      failure_message: payment.failure?.message ?? null,
      idempotency_key: card ? `demo-charge-${index + 1}` : null,
      payout_id: payoutOf.get(index) ?? null,
      created_by_user_id: payment.source === 'office' ? scope.owner_user_id : null,
      created_at: seedInstant(payment.received_on, now, payment.hour),
    };
  });
  const paymentRows = await insertJsonRows<{ id: number }>(db, payments, paymentValues, ['id']);
  const idOf = (index: number) => paymentRows[index]!.id;
  const madeAt = (index: number) => paymentValues[index]!.created_at;
  const applications = plan.payments.flatMap((payment, index) =>
    payment.applications.map((applied) => ({
      organization_id,
      payment_id: idOf(index),
      invoice_id: invoiceIds[applied.invoice]!,
      amount_cents: applied.amount_cents,
      created_at: madeAt(index),
    })),
  );
  await insertJsonRows(db, paymentApplications, applications);
  const refunds = plan.payments.flatMap((payment, index) =>
    payment.refund
      ? [
          {
            organization_id,
            payment_id: idOf(index),
            amount_cents: payment.refund.amount_cents,
            reason: payment.refund.reason,
            processor_ref: testRef(rng, 're'),
            idempotency_key: `demo-refund-${index + 1}`,
            refunded_on: payment.refund.refunded_on,
            created_by_user_id: scope.owner_user_id,
            created_at: seedInstant(payment.refund.refunded_on, now, 10),
          },
        ]
      : [],
  );
  if (refunds.length) await db.insert(paymentRefunds).values(refunds);
  const attempts = plan.payments.flatMap((payment, index) =>
    payment.autopay
      ? [
          {
            organization_id,
            invoice_id: invoiceIds[payment.autopay.invoice]!,
            attempt: payment.autopay.attempt,
            due_at: seedInstant(payment.autopay.due_on, now, payment.hour),
            status: payment.status,
            payment_id: idOf(index),
            message: payment.failure?.message ?? null,
            finished_at: madeAt(index),
          },
        ]
      : [],
  );
  await insertJsonRows(db, autopayAttempts, attempts);
  // The check across two invoices goes through the client ledger, as the office's form does.
  for (const [index, payment] of plan.payments.entries())
    if (payment.through_ledger)
      await applyPayment(db, organization_id, payment.account.ref, {
        payment_id: idOf(index),
        amount_cents: payment.amount_cents,
        invoice_ids: payment.through_ledger.invoices.map((invoice) => invoiceIds[invoice]!),
        created_by_user_id: scope.owner_user_id,
        now: madeAt(index),
      });
  for (const credit of plan.credits)
    await recordClientCredit(db, organization_id, credit.account.ref, {
      kind: 'applied',
      amount_cents: credit.amount_cents,
      invoice_id: invoiceIds[credit.invoice]!,
      note: 'Credit used by this invoice',
      created_at: seedInstant(credit.on, now, 6),
    });
}
