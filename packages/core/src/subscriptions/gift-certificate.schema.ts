/** Gift certificates (issue 7): sold for an amount, redeemed in parts; the balance never goes below zero. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { optionalText, requiredText } from '../fields.ts';
import { optionalEmailField } from '../clients/client.schema.ts';
import { calendarDate } from '../dashboard/time-range.ts';

const positiveCents = () =>
  z.number({ error: messages.mustBeNumber }).int({ error: messages.mustBeWholeNumber }).positive({ error: messages.mustBePositive }).max(10_000_000, { error: messages.notValid });

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

export const redeemGiftCertificateSchema = z.object({ amount_cents: positiveCents(), client_id: z.number().int().positive().nullable().default(null), note: optionalText(200) });

/** What a redemption may take: the whole amount if the balance covers it, else nothing ('insufficient'). */
export function redemptionRefusal(balanceCents: number, amountCents: number, context: { today: string; expires_on: string | null }): 'expired' | 'insufficient_balance' | null {
  if (context.expires_on && context.today > context.expires_on) return 'expired';
  return amountCents > balanceCents ? 'insufficient_balance' : null;
}
