/** Gift certificates (issue 7): sold for an amount, redeemed in parts; the balance never goes below zero. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, optionalEmailField, optionalText, requiredText } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listQuerySchema } from '../list.ts';

const positiveCents = () =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .positive({ error: messages.mustBePositive })
    .max(10_000_000, { error: messages.notValid });

export const sellGiftCertificateSchema = z.object({
  amount_cents: positiveCents(),
  purchaser_name: requiredText(100),
  purchaser_email: optionalEmailField(),
  recipient_name: requiredText(100),
  recipient_email: optionalEmailField(),
  message: optionalText(500),
  expires_on: calendarDate.nullable().default(null),
});
export type SellGiftCertificateBody = z.input<typeof sellGiftCertificateSchema>;

/** Who bought it, for whom, the message and the expiry can be corrected; the amount is what was paid. */
export const editGiftCertificateSchema = sellGiftCertificateSchema.omit({ amount_cents: true });
export type EditGiftCertificateBody = z.input<typeof editGiftCertificateSchema>;

export const emailGiftCertificateSchema = z.object({
  to: z.enum(['recipient', 'purchaser'], { error: messages.notValid }).default('recipient'),
});
export type EmailGiftCertificateBody = z.input<typeof emailGiftCertificateSchema>;

export const redeemGiftCertificateSchema = z.object({
  amount_cents: positiveCents(),
  client_id: id().nullable().default(null),
  note: optionalText(200),
});

/** What a redemption may take: the whole amount if the balance covers it, else nothing ('insufficient'). */
export function redemptionRefusal(
  balanceCents: number,
  amountCents: number,
  context: { today: string; expires_on: string | null },
): 'expired' | 'insufficient_balance' | null {
  if (context.expires_on && context.today > context.expires_on) return 'expired';
  return amountCents > balanceCents ? 'insufficient_balance' : null;
}

export const giftCertificateStatuses = ['active', 'redeemed', 'expired', 'void'] as const;
export type GiftCertificateStatus = (typeof giftCertificateStatuses)[number];

export function giftCertificateStatus(
  certificate: { balance_cents: number; expires_on: string | null; voided: boolean },
  today: string,
): GiftCertificateStatus {
  if (certificate.voided) return 'void';
  if (certificate.balance_cents === 0) return 'redeemed';
  if (certificate.expires_on && today > certificate.expires_on) return 'expired';
  return 'active';
}

export const giftCertificateSorts = ['-created_at', 'created_at', 'code', '-code', 'balance', '-balance'] as const;

/** Codes print in groups of four for reading aloud over the phone: 'K7QM-2XPA-9TRD'. */
export const formatGiftCertificateCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
export const normalizeGiftCertificateCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

export const giftCertificateListQuerySchema = listQuerySchema.extend({
  status: z.enum(giftCertificateStatuses, { error: messages.notValid }).optional(),
  sort: z.enum(giftCertificateSorts, { error: messages.notValid }).default('-created_at'),
});

export const giftCertificateWireSchema = z.object({
  id: z.number(),
  code: z.string(),
  amount_cents: z.number(),
  balance_cents: z.number(),
  purchaser_name: z.string(),
  purchaser_email: z.string().nullable(),
  recipient_name: z.string(),
  recipient_email: z.string().nullable(),
  message: z.string().nullable(),
  expires_on: z.string().nullable(),
  status: z.enum(giftCertificateStatuses),
  created_at: z.string(),
});
export type GiftCertificateWire = z.output<typeof giftCertificateWireSchema>;

export const giftCertificateEntryWireSchema = z.object({
  id: z.number(),
  kind: z.enum(['sale', 'redemption', 'void', 'return']),
  amount_cents: z.number(),
  balance_after_cents: z.number(),
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  created_at: z.string(),
});
