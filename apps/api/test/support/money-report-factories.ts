/** Invoices, their lines and payments as the money reports read them, inserted straight into the tables. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/client.ts';
import {
  invoiceLines,
  invoices,
  type InvoiceLineKind,
  type InvoiceStatus,
} from '../../src/features/invoices/invoices.table.ts';
import { paymentApplications, paymentRefunds, payments } from '../../src/features/payments/payments.table.ts';
import { crossSells } from '../../src/features/cross-sells/cross-sells.table.ts';

let nextNumber = 5000;

export type InvoiceOwner = { client_id: number } | { commercial_customer_id: number };

export interface InvoiceSpec {
  owner: InvoiceOwner;
  issue_date?: string;
  due_date?: string;
  status?: InvoiceStatus;
  /** Thousandths of a percent; the tax is worked out from the taxable lines unless given. */
  tax_rate_millipercent?: number;
  tax_rate_name?: string | null;
  tax_exempt?: boolean;
  paid_cents?: number;
  lines?: {
    kind?: InvoiceLineKind;
    amount_cents: number;
    quantity?: number;
    discount_cents?: number;
    taxable?: boolean;
    cross_sell_id?: number;
  }[];
  reminded_at?: Date;
}

/** A finalized invoice (open unless told) whose totals add up the way core's invoiceTotals makes them. */
export async function createInvoice(db: Db, organizationId: number, spec: InvoiceSpec) {
  const lines = spec.lines ?? [{ amount_cents: 10_000 }];
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const discount = lines.reduce((sum, line) => sum + (line.discount_cents ?? 0), 0);
  const taxable = lines
    .filter((line) => line.taxable ?? true)
    .reduce((sum, line) => sum + line.amount_cents - (line.discount_cents ?? 0), 0);
  const rate = spec.tax_exempt ? 0 : (spec.tax_rate_millipercent ?? 0);
  const tax = Math.round((Math.max(0, taxable) * rate) / 100_000);
  const total = subtotal - discount + tax;
  const issue = spec.issue_date ?? '2026-03-02';
  const [invoice] = await db
    .insert(invoices)
    .values({
      organization_id: organizationId,
      number: (nextNumber += 1),
      kind: 'one_time',
      ...spec.owner,
      status: spec.status ?? 'open',
      issue_date: issue,
      due_date: spec.due_date ?? issue,
      bill_to: { name: 'Bill To', email: null, phone: null, address: null },
      tax_exempt: spec.tax_exempt ?? false,
      tax_rate_millipercent: rate,
      tax_rate_name: spec.tax_rate_name ?? null,
      subtotal_cents: subtotal,
      discount_cents: discount,
      tax_cents: tax,
      total_cents: total,
      amount_due_cents: total,
      paid_cents: spec.paid_cents ?? 0,
      finalized_at: new Date(`${issue}T15:00:00Z`),
      reminded_at: spec.reminded_at ?? null,
    })
    .returning();
  await db.insert(invoiceLines).values(
    lines.map((line, index) => ({
      organization_id: organizationId,
      invoice_id: invoice!.id,
      position: index + 1,
      kind: line.kind ?? 'custom',
      description: line.kind === 'cross_sell' ? 'Add-on' : 'Service',
      quantity: line.quantity ?? 1,
      unit_cents: line.amount_cents / (line.quantity ?? 1),
      amount_cents: line.amount_cents,
      discount_cents: line.discount_cents ?? 0,
      taxable: line.taxable ?? true,
      discountable: true,
      cross_sell_id: line.cross_sell_id ?? null,
    })),
  );
  return invoice!;
}

/** A succeeded check received on `received_on`, spread over the invoices as given. */
export async function createPayment(
  db: Db,
  organizationId: number,
  spec: {
    owner: InvoiceOwner;
    received_on: string;
    applied: { invoice_id: number; amount_cents: number }[];
    status?: 'succeeded' | 'failed';
    /** More than applied leaves the rest on the client's account, as an overpayment does. */
    amount_cents?: number;
  },
) {
  const amount = spec.amount_cents ?? spec.applied.reduce((sum, part) => sum + part.amount_cents, 0);
  const [payment] = await db
    .insert(payments)
    .values({
      organization_id: organizationId,
      ...spec.owner,
      method: 'check',
      source: 'office',
      status: spec.status ?? 'succeeded',
      amount_cents: amount,
      received_on: spec.received_on,
    })
    .returning();
  if (spec.applied.length) {
    await db
      .insert(paymentApplications)
      .values(spec.applied.map((part) => ({ organization_id: organizationId, payment_id: payment!.id, ...part })));
  }
  return payment!;
}

/** A refund of part or all of a payment on `refunded_on`, kept in the payment's refunded total as the service does. */
export async function createRefund(
  db: Db,
  organizationId: number,
  spec: { payment_id: number; amount_cents: number; refunded_on: string },
) {
  await db.insert(paymentRefunds).values({ organization_id: organizationId, ...spec });
  await db
    .update(payments)
    .set({ refunded_cents: sql`${payments.refunded_cents} + ${spec.amount_cents}` })
    .where(and(eq(payments.organization_id, organizationId), eq(payments.id, spec.payment_id)));
}

export async function createCrossSell(
  db: Db,
  organizationId: number,
  spec: { name: string; kind: 'residential' | 'commercial'; price_cents?: number },
) {
  const [row] = await db
    .insert(crossSells)
    .values({
      organization_id: organizationId,
      kind: spec.kind,
      name: spec.name,
      price_cents: spec.price_cents ?? 1500,
      frequency: 'once',
    })
    .returning();
  return row!;
}
