/**
 * The card forms of spec §5 as the browser fills them: the CardConnect form (the card number arrives only as the
 * tokenizer frame's token) and the name rule of the Stripe form. Their output is the card part of the
 * subscription payload (spec §3), which the API checks again with createCardpointSubscriptionSchema.
 */
import { z } from 'zod';
import { maxLengthMessage, messages } from '../messages/catalogue.ts';
import { expiryMmYy, isCardExpired, type CalendarMonth } from './card-expiry.ts';

const MONTH = /^(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;
/** Spec §9: a card number has at most 19 digits. */
export const CARD_NUMBER_MAX_DIGITS = 19;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** Expiry month and year as picked; checked against `today` only once both are picked. */
function hasPickedExpiry(value: unknown): value is { expiry_month: string; expiry_year: string } {
  if (!value || typeof value !== 'object') return false;
  const { expiry_month: month, expiry_year: year } = value as Record<string, unknown>;
  return typeof month === 'string' && typeof year === 'string' && MONTH.test(month) && YEAR.test(year);
}

export const cardConnectFormSchema = (today: CalendarMonth) =>
  z
    .object({
      name_on_card: required(messages.required).max(100, { error: maxLengthMessage(100) }),
      postal: required(messages.required).regex(/^\d{5}$/, { error: messages.zipDigits }),
      cc_token: required(messages.cardNumberRequired),
      expiry_month: required(messages.expiryMonthRequired).regex(MONTH, { error: messages.notValid }),
      expiry_year: required(messages.expiryYearRequired).regex(YEAR, { error: messages.notValid }),
      cvv: required(messages.cvvRequired).regex(/^\d{3,4}$/, { error: messages.cvvDigits }),
    })
    .refine((card) => !isCardExpired({ month: Number(card.expiry_month), year: Number(card.expiry_year) }, today), {
      path: ['expiry_month'],
      error: messages.cardExpired,
      // Told as soon as both are picked, alongside any other field's message, not only once the rest is right.
      when: (payload) => hasPickedExpiry(payload.value),
    })
    .transform(({ expiry_month, expiry_year, ...card }) => ({
      ...card,
      expiry: expiryMmYy({ month: Number(expiry_month), year: Number(expiry_year) }),
    }));

export type CardConnectFormInput = z.input<ReturnType<typeof cardConnectFormSchema>>;
/** The card part of the CardConnect subscription payload and of a card update. */
export type CardConnectCard = z.output<ReturnType<typeof cardConnectFormSchema>>;

/** Spec §5 "Stripe-type card form": everything else is the provider's to judge, the name is ours. */
export const stripeNameOnCardSchema = required(messages.noNameOnCard).max(100, { error: maxLengthMessage(100) });
