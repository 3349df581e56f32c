/**
 * Client payments (issue 16): cards kept by the organization's processor, card charges, checks, refunds and the
 * public pay page. Amounts are integer cents; card numbers never reach the API, only the tokenizer's token.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam, optionalText, requiredText } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';

export const MAX_PAYMENT_CENTS = 100_000_000;

const positiveCents = () =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .positive({ error: messages.mustBePositive })
    .max(MAX_PAYMENT_CENTS, { error: messages.notValid });

/** The card as the browser's card form hands it over: the processor's token, never the number. */
export const clientCardInputSchema = z.object({
  token: z
    .string({ error: messages.cardNumberRequired })
    .trim()
    .min(1, { error: messages.cardNumberRequired })
    .max(200, { error: messages.notValid }),
  name: requiredText(100),
  /** MMYY, from the CardConnect form; Stripe's token knows its own expiry. */
  expiry: z
    .string()
    .regex(/^(0[1-9]|1[0-2])\d{2}$/, { error: messages.notValid })
    .nullable()
    .default(null),
  postal: z
    .string()
    .regex(/^\d{5}$/, { error: messages.zipDigits })
    .nullable()
    .default(null),
  cvv: z
    .string()
    .regex(/^\d{3,4}$/, { error: messages.cvvDigits })
    .nullable()
    .default(null),
});
export type ClientCardInput = z.input<typeof clientCardInputSchema>;

export const savedCardSchema = z.object({
  id: z.number(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  expiry: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type SavedCard = z.output<typeof savedCardSchema>;
export const savedCardListResponseSchema = z.object({ data: z.array(savedCardSchema) });

export const paymentMethods = ['card', 'check'] as const;
export const paymentStatuses = ['succeeded', 'failed', 'pending'] as const;
export const paymentSources = ['office', 'autopay', 'pay_page'] as const;

export const paymentWireSchema = z.object({
  id: z.number(),
  received_on: z.string(),
  client: z.object({ kind: z.enum(['residential', 'commercial']), id: z.number(), name: z.string() }),
  method: z.enum(paymentMethods),
  source: z.enum(paymentSources),
  status: z.enum(paymentStatuses),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  check_number: z.string().nullable(),
  check_date: z.string().nullable(),
  amount_cents: z.number(),
  fee_cents: z.number(),
  net_cents: z.number(),
  refunded_cents: z.number(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentWire = z.output<typeof paymentWireSchema>;

/** How a payment was spread: per invoice, and what became the client's credit. */
export const paymentAllocationWireSchema = z.object({
  applied: z.array(z.object({ invoice_id: z.number(), invoice_number: z.number(), amount_cents: z.number() })),
  credit_cents: z.number(),
});

export const paymentResponseSchema = z.object({
  payment: paymentWireSchema,
  allocation: paymentAllocationWireSchema,
});
export type PaymentResponse = z.output<typeof paymentResponseSchema>;

export const paymentRefundWireSchema = z.object({
  id: z.number(),
  amount_cents: z.number(),
  reason: z.string().nullable(),
  refunded_on: z.string(),
  created_at: z.string(),
});

export const paymentDetailResponseSchema = paymentResponseSchema.extend({
  refunds: z.array(paymentRefundWireSchema),
  refundable_cents: z.number(),
});
export type PaymentDetail = z.output<typeof paymentDetailResponseSchema>;

export const paymentSorts = [
  '-received_on',
  'received_on',
  '-amount',
  'amount',
  'client',
  '-client',
  'status',
  '-status',
] as const;

export const paymentListQuerySchema = listQuerySchema.extend({
  method: z.enum(paymentMethods, { error: messages.notValid }).optional(),
  status: z.enum(paymentStatuses, { error: messages.notValid }).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  sort: z.enum(paymentSorts, { error: messages.notValid }).default('-received_on'),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentTotalsSchema = z.object({
  amount_cents: z.number(),
  fee_cents: z.number(),
  net_cents: z.number(),
  refunded_cents: z.number(),
});
export const paymentListResponseSchema = z.object({
  data: z.array(paymentWireSchema),
  meta: listMetaSchema,
  totals: paymentTotalsSchema,
});
export type PaymentList = z.output<typeof paymentListResponseSchema>;

export const refundPaymentSchema = z.object({
  amount_cents: positiveCents(),
  reason: optionalText(300),
});
export type RefundPaymentBody = z.input<typeof refundPaymentSchema>;

/**
 * Unused credit paid back to the client outside the processor: a check written or cash handed over, recorded. A card
 * payment's money goes back through the payment's own refund instead.
 */
export const creditRefundMethods = ['check', 'cash'] as const;
export const creditRefundSchema = z
  .object({
    client_id: id().nullable().default(null),
    commercial_customer_id: id().nullable().default(null),
    amount_cents: positiveCents(),
    method: z.enum(creditRefundMethods, { error: messages.notValid }),
    check_number: optionalText(40),
    note: optionalText(300),
  })
  .refine((body) => (body.client_id === null) !== (body.commercial_customer_id === null), {
    path: ['client_id'],
    error: messages.required,
  })
  .refine((body) => body.method !== 'check' || Boolean(body.check_number), {
    path: ['check_number'],
    error: messages.required,
  });
export type CreditRefundBody = z.input<typeof creditRefundSchema>;

/** Whose credit: a residential client or a commercial customer (exactly one). */
export const clientCreditQuerySchema = z
  .object({
    organization_id: idParam().optional(),
    client_id: idParam().optional(),
    commercial_customer_id: idParam().optional(),
  })
  .refine((query) => (query.client_id === undefined) !== (query.commercial_customer_id === undefined), {
    path: ['client_id'],
    error: messages.required,
  });
export const clientCreditResponseSchema = z.object({ credit_cents: z.number() });
export type ClientCreditResponse = z.infer<typeof clientCreditResponseSchema>;
export const creditRefundResponseSchema = z.object({ credit_cents: z.number(), message: z.string() });
export type CreditRefundResponse = z.infer<typeof creditRefundResponseSchema>;

/** A check received: which open invoices it pays (in the order given) and the check's details. */
export const checkPaymentSchema = z
  .object({
    client_id: id().nullable().default(null),
    commercial_customer_id: id().nullable().default(null),
    invoice_ids: z.array(id()).max(500, { error: messages.notValid }).default([]),
    check_number: requiredText(40),
    check_date: calendarDate,
    amount_cents: positiveCents(),
    note: optionalText(300),
  })
  .refine((body) => (body.client_id === null) !== (body.commercial_customer_id === null), {
    path: ['client_id'],
    error: messages.required,
  });
export type CheckPaymentBody = z.input<typeof checkPaymentSchema>;

export const openInvoiceWireSchema = z.object({
  id: z.number(),
  number: z.number(),
  due_date: z.string(),
  balance_cents: z.number(),
});
export const openInvoicesResponseSchema = z.object({
  client_name: z.string(),
  credit_cents: z.number(),
  data: z.array(openInvoiceWireSchema),
});

/** The public pay page: the card, and whether to keep it for autopay. */
export const payInvoiceSchema = z.object({
  card: clientCardInputSchema,
  save_card: z.boolean().default(false),
});
export type PayInvoiceBody = z.input<typeof payInvoiceSchema>;

export const payPageInvoiceResponseSchema = z.object({
  organization_name: z.string(),
  invoice_number: z.number(),
  issue_date: z.string(),
  due_date: z.string(),
  bill_to: z.string(),
  status: z.enum(['open', 'paid', 'void', 'draft']),
  lines: z.array(
    z.object({
      position: z.number(),
      description: z.string(),
      quantity: z.number(),
      unit_cents: z.number(),
      amount_cents: z.number(),
    }),
  ),
  subtotal_cents: z.number(),
  discount_cents: z.number(),
  tax_cents: z.number(),
  total_cents: z.number(),
  credit_applied_cents: z.number(),
  paid_cents: z.number(),
  balance_cents: z.number(),
  card_form: z.object({
    processor: z.enum(['card_connect', 'stripe']),
    tokenizer_url: z.string().nullable(),
    stripe_publishable_key: z.string().nullable(),
    stripe_account_id: z.string().nullable(),
    test_mode: z.boolean(),
  }),
});
export type PayPageInvoice = z.output<typeof payPageInvoiceResponseSchema>;

export const payPageResultSchema = z.object({ status: z.literal('paid'), amount_cents: z.number() });

/** The test processor's fee, the usual card rate: 2.9 % + 30¢, rounded to the cent. */
export const testCardFeeCents = (amountCents: number) => Math.round(amountCents * 0.029) + 30;

/** A card payment as the lists show it: 'visa ···· 4242', or 'Check #1042'. */
export function paymentMethodLabel(
  payment: Pick<PaymentWire, 'method' | 'card_brand' | 'card_last4' | 'check_number'>,
) {
  if (payment.method === 'check') return `Check #${payment.check_number ?? ''}`;
  const brand = payment.card_brand ? `${payment.card_brand[0]!.toUpperCase()}${payment.card_brand.slice(1)}` : 'Card';
  return payment.card_last4 ? `${brand} ···· ${payment.card_last4}` : brand;
}
