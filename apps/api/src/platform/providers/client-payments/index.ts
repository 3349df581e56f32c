import type { AppConfig } from '../../../config.ts';
import { declined, type ClientPayments } from './client-payments.ts';
import { createCardPointeClientPayments } from './cardpointe-client-payments.ts';
import { createStripeClientPayments } from './stripe-client-payments.ts';
import { createTestClientPayments } from './test-client-payments.ts';

export type { ClientPayments, ConnectedAccount, KeptCard } from './client-payments.ts';
export { createTestClientPayments } from './test-client-payments.ts';

const notConfigured = (name: string) => async () => declined('processor_not_configured', `${name} is not configured.`);

/** The organizations' own card processors: Stripe Connect, or CardConnect for organizations with a site. */
export function createClientPayments(config: AppConfig): ClientPayments {
  const payments = config.payments;
  if (payments.mode === 'test') return createTestClientPayments();
  const stripe = payments.stripeSecretKey ? createStripeClientPayments({ secretKey: payments.stripeSecretKey }) : null;
  const cardPointe =
    payments.cardPointeUrl && payments.cardPointeUsername && payments.cardPointePassword
      ? createCardPointeClientPayments({
          baseUrl: payments.cardPointeUrl,
          username: payments.cardPointeUsername,
          password: payments.cardPointePassword,
          merchantId: payments.cardPointeMerchantId ?? '',
        })
      : null;
  const pick = (processor: 'stripe' | 'card_connect') => (processor === 'stripe' ? stripe : cardPointe);
  return {
    saveCard: (account, card) => pick(account.processor)?.saveCard(account, card) ?? notConfigured(account.processor)(),
    charge: (account, source, amount, key) =>
      pick(account.processor)?.charge(account, source, amount, key) ?? notConfigured(account.processor)(),
    refund: (account, reference, amount, key) =>
      pick(account.processor)?.refund(account, reference, amount, key) ?? notConfigured(account.processor)(),
  };
}
