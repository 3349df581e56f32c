import { eq } from 'drizzle-orm';
import { addCalendarDays, todayIn } from '@employee-portal/core';
import type { Db } from '../../src/platform/db/client.ts';
import { invoiceLines, invoices } from '../../src/features/invoices/invoices.table.ts';
import { clientPaymentMethods } from '../../src/features/payments/payments.table.ts';
import { takeInvoiceNumbers, type ClientRef } from '../../src/features/invoices/index.ts';
import { organizations } from '../../src/platform/identity/organizations.table.ts';

/**
 * An open (finalized) one-time invoice with one line, as the invoices feature leaves it: issued three weeks ago and
 * past due, dated from today so that what looks at recent history (a new QuickBooks company gets the last 30 days)
 * still finds it whatever day the suite runs.
 */
export async function createOpenInvoice(
  db: Db,
  organizationId: number,
  client: ClientRef,
  options: { amount_cents?: number; due_date?: string; autopay?: boolean; email?: string | null } = {},
) {
  const amount = options.amount_cents ?? 10_000;
  const [number] = await db.transaction((tx) => takeInvoiceNumbers(tx, organizationId, 1));
  const issueDate = addCalendarDays(todayIn('UTC', new Date()), -20);
  const [invoice] = await db
    .insert(invoices)
    .values({
      organization_id: organizationId,
      ...client,
      number: number!,
      kind: 'one_time',
      status: 'open',
      issue_date: issueDate,
      due_date: options.due_date ?? addCalendarDays(issueDate, 14),
      bill_to: { name: 'Casey Client', email: options.email ?? null, phone: null, address: null },
      subtotal_cents: amount,
      total_cents: amount,
      amount_due_cents: amount,
      autopay: options.autopay ?? false,
      finalized_at: new Date(`${issueDate}T12:00:00Z`),
    })
    .returning();
  await db.insert(invoiceLines).values({
    organization_id: organizationId,
    invoice_id: invoice!.id,
    position: 1,
    kind: 'custom',
    description: 'Yard cleanup',
    quantity: 1,
    unit_cents: amount,
    amount_cents: amount,
    taxable: false,
    discountable: false,
  });
  return invoice!;
}

/** A card kept by the test processor: the token's second digit is its behaviour (4 approves, 7 declines charges). */
export async function createSavedCard(db: Db, organizationId: number, client: ClientRef, token = '9411111111111111') {
  const [card] = await db
    .insert(clientPaymentMethods)
    .values({
      organization_id: organizationId,
      ...client,
      processor: 'stripe',
      customer_ref: `test_customer:${token}`,
      method_ref: `test:${token}`,
      last4: token.slice(-4),
      expiry: '1230',
    })
    .returning();
  return card!;
}

export async function connectStripe(db: Db, organizationId: number, accountId = 'acct_test_connected') {
  await db.update(organizations).set({ stripe_account_id: accountId }).where(eq(organizations.id, organizationId));
}

export async function invoiceById(db: Db, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}
