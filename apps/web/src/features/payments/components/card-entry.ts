import type { ClientCardInput } from '@employee-portal/core/billing/payments.schema';
import type { CardFormHandle } from '../../subscription/index.ts';

type CardEntry = NonNullable<Awaited<ReturnType<CardFormHandle['read']>>>;

/** The card form's answer as the payments API takes it: the token and what the processor checks with it. */
export const clientCardOf = (entry: CardEntry): ClientCardInput =>
  entry.processor === 'card_connect'
    ? {
        token: entry.card.cc_token,
        name: entry.card.name_on_card,
        expiry: entry.card.expiry,
        postal: entry.card.postal,
        cvv: entry.card.cvv,
      }
    : { token: entry.stripeToken, name: entry.name_on_card };
