import { createHash } from 'node:crypto';
import { declined, type ClientPayments, type ConnectedAccount } from './client-payments.ts';

export interface CardPointeClientOptions {
  /** e.g. https://fts.cardconnect.com (production) or a site's UAT host. */
  baseUrl: string;
  username: string;
  password: string;
  /** Used when the organization's site names no merchant id of its own. */
  merchantId: string;
}

interface GatewayAnswer {
  respstat?: 'A' | 'B' | 'C';
  respcode?: string;
  resptext?: string;
  retref?: string;
  profileid?: string;
  acctid?: string;
  token?: string;
  accttype?: string;
  expiry?: string;
}

/** Amounts travel as dollar strings in the CardPointe Gateway API. */
const dollars = (cents: number) => (cents / 100).toFixed(2);
/** CardPointe order ids are short: the key's digest keeps one key one order id. */
export const orderIdOf = (idempotencyKey: string) =>
  createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 19);

/**
 * CardPointe Gateway REST API for the organization's CardConnect merchant: PUT profile keeps a card, PUT auth with
 * capture charges, POST refund refunds. The gateway has no idempotency header; a charge carries the key's order id
 * and a retry asks inquireByOrderid first, so a charge that went through is answered, not made again.
 */
export function createCardPointeClientPayments(options: CardPointeClientOptions): ClientPayments {
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const merchantOf = (account: ConnectedAccount) => account.merchant_id ?? options.merchantId;
  const headers = { authorization, 'content-type': 'application/json' };
  async function read(response: Response): Promise<GatewayAnswer | null> {
    if (!response.ok) throw new Error(`CardPointe answered HTTP ${response.status}`);
    const answer = (await response.json()) as GatewayAnswer | GatewayAnswer[];
    return Array.isArray(answer) ? (answer[0] ?? null) : answer;
  }
  const url = (path: string) => `${options.baseUrl}/cardconnect/rest/${path}`;
  async function inquire(path: string) {
    const response = await fetch(url(path), { headers, signal: AbortSignal.timeout(30_000) });
    return response.status === 404 ? null : read(response);
  }
  async function call(method: 'PUT' | 'POST', path: string, body: object) {
    return read(
      await fetch(url(path), { method, headers, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) }),
    );
  }
  const refusal = (answer: GatewayAnswer | null) =>
    declined(answer?.respcode ?? 'unknown', answer?.resptext ?? 'Declined');
  const brandOf = (accttype: string | undefined) => (accttype ? accttype.toLowerCase() : null);

  return {
    async saveCard(account, card) {
      const answer = await call('PUT', 'profile', {
        merchid: merchantOf(account),
        account: card.token,
        expiry: card.expiry ?? undefined,
        name: card.name,
        postal: card.postal ?? undefined,
        defaultacct: 'Y',
      });
      if (answer?.respstat !== 'A' || !answer.profileid) return refusal(answer);
      return {
        ok: true,
        card: {
          customer_ref: answer.profileid,
          method_ref: answer.acctid ?? '1',
          brand: brandOf(answer.accttype),
          last4: (answer.token ?? card.token).slice(-4),
          expiry: answer.expiry ?? card.expiry,
        },
      };
    },
    async charge(account, source, amountCents, idempotencyKey) {
      const merchid = merchantOf(account);
      const orderid = orderIdOf(idempotencyKey);
      const earlier = await inquire(`inquireByOrderid/${orderid}/${merchid}`);
      const answer =
        earlier?.respstat === 'A' && earlier.retref
          ? earlier
          : await call('PUT', 'auth', {
              merchid,
              amount: dollars(amountCents),
              currency: 'USD',
              capture: 'Y',
              ecomind: 'E',
              orderid,
              ...('card' in source
                ? { profile: `${source.card.customer_ref}/${source.card.method_ref}` }
                : {
                    account: source.token.token,
                    expiry: source.token.expiry ?? undefined,
                    cvv2: source.token.cvv ?? undefined,
                    postal: source.token.postal ?? undefined,
                    name: source.token.name,
                  }),
            });
      if (answer?.respstat !== 'A' || !answer.retref) return refusal(answer);
      const last4 = 'card' in source ? null : source.token.token.slice(-4);
      // CardPointe's fees come on the merchant statement, not with the authorization.
      return { ok: true, reference: answer.retref, fee_cents: 0, brand: brandOf(answer.accttype), last4 };
    },
    async refund(account, chargeReference, amountCents) {
      const answer = await call('POST', 'refund', {
        merchid: merchantOf(account),
        retref: chargeReference,
        amount: dollars(amountCents),
      });
      if (answer?.respstat !== 'A' || !answer.retref) return refusal(answer);
      return { ok: true, reference: answer.retref };
    },
  };
}
