/**
 * Invoices (issue 16): the lists, one invoice, drafts the office writes or edits, finalizing, voiding. The stored
 * status is draft | open | paid | void; lists and pages show two more, computed: partially paid and past due.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam, nullableText, requiredText } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';
import { invoiceTotals, type InvoiceTotals } from './invoice-math.ts';

export const invoiceKinds = ['recurring', 'one_time'] as const;
export type InvoiceKindName = (typeof invoiceKinds)[number];

export const invoiceShownStatuses = ['draft', 'open', 'partially_paid', 'past_due', 'paid', 'void'] as const;
export type InvoiceShownStatus = (typeof invoiceShownStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceShownStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  partially_paid: 'Partially Paid',
  past_due: 'Past Due',
  paid: 'Paid',
  void: 'Void',
};

/**
 * What a person sees: an open invoice whose due date has passed is past due (even if part of it is paid: that is
 * what needs chasing); otherwise one with some money on it is partially paid.
 */
export function shownInvoiceStatus(
  invoice: {
    status: 'draft' | 'open' | 'paid' | 'void';
    amount_due_cents: number;
    paid_cents: number;
    due_date: string;
  },
  today: string,
): InvoiceShownStatus {
  if (invoice.status !== 'open') return invoice.status;
  if (invoice.due_date < today) return 'past_due';
  if (invoice.paid_cents > 0 && invoice.paid_cents < invoice.amount_due_cents) return 'partially_paid';
  return 'open';
}

export const MAX_INVOICE_LINES = 100;
const MAX_UNIT_CENTS = 10_000_000;

const wholeNumber = (min: number, max: number, minMessage: string) =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(min, { error: minMessage })
    .max(max, { error: messages.notValid });

/** A line as the office writes it. `id` keeps an existing line's kind and what it bills (a visit, a tip). */
export const invoiceLineInputSchema = z.object({
  id: id().optional(),
  description: requiredText(200),
  quantity: wholeNumber(1, 10_000, messages.mustBePositive),
  /** Negative for a credit line. */
  unit_cents: wholeNumber(-MAX_UNIT_CENTS, MAX_UNIT_CENTS, messages.notValid),
  taxable: z.boolean({ error: messages.notValid }).default(true),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

const invoiceLinesField = () =>
  z
    .array(invoiceLineInputSchema, { error: messages.required })
    .min(1, { error: messages.required })
    .max(MAX_INVOICE_LINES, { error: `Must be less or equal ${MAX_INVOICE_LINES} items` });

export const createInvoiceSchema = z
  .object({
    client_id: id().optional(),
    commercial_customer_id: id().optional(),
    lines: invoiceLinesField(),
    notes: nullableText(1000).optional(),
    due_date: calendarDate.nullable().optional(),
  })
  .superRefine((body, context) => {
    if ((body.client_id === undefined) === (body.commercial_customer_id === undefined))
      context.addIssue({ code: 'custom', path: ['client_id'], message: messages.required });
  });
export type CreateInvoiceBody = z.input<typeof createInvoiceSchema>;

export const createInvoiceFromJobSchema = z.object({ job_id: id() });

export const editInvoiceSchema = z.object({
  lines: invoiceLinesField(),
  /** Blank or null removes the coupon. */
  coupon_code: z
    .string({ error: messages.notValid })
    .trim()
    .max(40, { error: messages.couponCodeInvalid })
    .nullable()
    .optional(),
  /** Blank or null takes the gift certificate off. */
  gift_certificate_code: z
    .string({ error: messages.notValid })
    .trim()
    .max(40, { error: messages.notValid })
    .nullable()
    .optional(),
  notes: nullableText(1000).optional(),
  due_date: calendarDate,
});
export type EditInvoiceBody = z.input<typeof editInvoiceSchema>;

export const voidInvoiceSchema = z.object({ reason: requiredText(500) });
export const finalizeInvoicesSchema = z.object({
  invoice_ids: z
    .array(id(), { error: messages.required })
    .min(1, { error: messages.required })
    .max(100, { error: 'Must be less or equal 100 items' }),
});
export const invoiceParamsSchema = z.object({ id: idParam() });

export const invoiceSorts = [
  '-number',
  'number',
  '-issue_date',
  'issue_date',
  '-due_date',
  'due_date',
  '-total',
  'total',
  '-balance',
  'balance',
  'client',
  '-client',
] as const;

export const invoiceListQuerySchema = listQuerySchema.extend({
  kind: z.enum(invoiceKinds, { error: messages.notValid }).optional(),
  status: z.enum(invoiceShownStatuses, { error: messages.notValid }).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  client_id: idParam().optional(),
  commercial_customer_id: idParam().optional(),
  sort: z.enum(invoiceSorts, { error: messages.notValid }).default('-number'),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceSummaryWireSchema = z.object({
  id: z.number(),
  number: z.number(),
  kind: z.enum(invoiceKinds),
  client_id: z.number().nullable(),
  commercial_customer_id: z.number().nullable(),
  client_name: z.string(),
  status: z.enum(['draft', 'open', 'paid', 'void']),
  shown_status: z.enum(invoiceShownStatuses),
  issue_date: z.string(),
  due_date: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  total_cents: z.number(),
  amount_due_cents: z.number(),
  paid_cents: z.number(),
  balance_cents: z.number(),
  sent_at: z.string().nullable(),
});
export type InvoiceSummaryWire = z.output<typeof invoiceSummaryWireSchema>;

export const invoiceListResponseSchema = z.object({
  data: z.array(invoiceSummaryWireSchema),
  meta: listMetaSchema,
  totals: z.object({ total_cents: z.number(), balance_cents: z.number() }),
});
export type InvoiceListResponse = z.output<typeof invoiceListResponseSchema>;

export const invoiceLineWireSchema = z.object({
  id: z.number(),
  position: z.number(),
  kind: z.string(),
  description: z.string(),
  service_date: z.string().nullable(),
  quantity: z.number(),
  unit_cents: z.number(),
  amount_cents: z.number(),
  discount_cents: z.number(),
  taxable: z.boolean(),
  discountable: z.boolean(),
});
export type InvoiceLineWire = z.output<typeof invoiceLineWireSchema>;

export const invoicePaymentWireSchema = z.object({
  payment_id: z.number(),
  amount_cents: z.number(),
  applied_at: z.string(),
});

export const invoiceWireSchema = invoiceSummaryWireSchema.extend({
  bill_to: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  subscription_id: z.number().nullable(),
  coupon_code: z.string().nullable(),
  coupon_percent_off: z.number().nullable(),
  coupon_amount_off_cents: z.number().nullable(),
  tax_exempt: z.boolean(),
  tax_rate_millipercent: z.number(),
  tax_rate_name: z.string().nullable(),
  subtotal_cents: z.number(),
  discount_cents: z.number(),
  tax_cents: z.number(),
  credit_applied_cents: z.number(),
  gift_certificate_code: z.string().nullable(),
  gift_certificate_applied_cents: z.number(),
  notes: z.string().nullable(),
  finalized_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  /** The client's credit a draft would use if finalized now (0 once finalized: it is in credit_applied_cents). */
  available_credit_cents: z.number(),
  /** The card "Charge Card on File" would charge: the payer's default saved card, or null when it has none. */
  card_on_file: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  lines: z.array(invoiceLineWireSchema),
  payments: z.array(invoicePaymentWireSchema),
});
export type InvoiceWire = z.output<typeof invoiceWireSchema>;

export const invoiceResponseSchema = z.object({ invoice: invoiceWireSchema });
export type InvoiceResponse = z.output<typeof invoiceResponseSchema>;

export const invoiceActionResponseSchema = z.object({ invoice: invoiceWireSchema, message: z.string() });

export const finalizeInvoicesResponseSchema = z.object({
  message: z.string(),
  results: z.array(
    z.object({
      id: z.number(),
      outcome: z.enum(['finalized', 'already_finalized', 'not_found', 'void', 'refused']),
      emailed: z.boolean(),
    }),
  ),
});
export type FinalizeInvoicesResponse = z.output<typeof finalizeInvoicesResponseSchema>;

/**
 * A draft's totals as the edit form shows them while the office types: the same math the server stores, with the
 * invoice's tax rate, coupon and the client's credit. A saved line keeps its own coupon rule; a line the office adds
 * takes the coupon unless it is a credit (negative), as the server stores it.
 */
export function draftInvoiceTotals(
  invoice: Pick<
    InvoiceWire,
    | 'coupon_percent_off'
    | 'coupon_amount_off_cents'
    | 'tax_rate_millipercent'
    | 'tax_exempt'
    | 'available_credit_cents'
    | 'gift_certificate_applied_cents'
  > & { lines: readonly Pick<InvoiceLineWire, 'id' | 'discountable'>[] },
  lines: readonly { id?: number; quantity: number; unit_cents: number; taxable: boolean }[],
): InvoiceTotals {
  const discountableById = new Map(invoice.lines.map((line) => [line.id, line.discountable]));
  const hasCoupon = invoice.coupon_percent_off !== null || invoice.coupon_amount_off_cents !== null;
  return invoiceTotals({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unit_cents: line.unit_cents,
      taxable: line.taxable,
      discountable: (line.id !== undefined ? discountableById.get(line.id) : undefined) ?? line.unit_cents > 0,
    })),
    coupon: hasCoupon
      ? { percent_off: invoice.coupon_percent_off, amount_off_cents: invoice.coupon_amount_off_cents }
      : null,
    tax_rate_millipercent: invoice.tax_rate_millipercent,
    tax_exempt: invoice.tax_exempt,
    available_credit_cents: invoice.available_credit_cents,
    available_gift_certificate_cents: invoice.gift_certificate_applied_cents,
  });
}
