import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';
import { dollarsToCents } from '@employee-portal/core/billing/money';

/**
 * Dollars typed, cents sent, so the wire never carries a float amount: '$50', '50.00' and '1,000' read; blank is
 * 'This field is required' (and nothing more), other text 'Enter valid currency format', above `maxCents` 'Not valid'.
 */
export const dollarsField = (maxCents: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine((text) => dollarsToCents(text) !== null, { error: messages.currencyFormat })
    .transform((text) => dollarsToCents(text) ?? 0)
    .refine((cents) => cents <= maxCents, { error: messages.notValid });
