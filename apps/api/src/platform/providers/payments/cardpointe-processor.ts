import type { CardConnectCardInput, CardResult, StoredCard } from './card-processor.ts';

export interface CardPointeOptions {
  /** e.g. https://fts.cardconnect.com (production) or a site's UAT host. */
  baseUrl: string;
  merchantId: string;
  username: string;
  password: string;
}

interface AuthResponse {
  respstat?: 'A' | 'B' | 'C';
  respcode?: string;
  resptext?: string;
  retref?: string;
  profileid?: string;
  acctid?: string;
  account?: string;
}

/** Amounts travel as dollar strings in the CardPointe Gateway API. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * CardPointe Gateway REST API: PUT /cardconnect/rest/auth authorizes; `profile: 'Y'` stores the card as a profile
 * that later authorizations reference as "profileid/acctid"; `orderid` identifies a charge for retries.
 */
export function createCardPointeGateway(options: CardPointeOptions) {
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  async function auth(body: Record<string, string>): Promise<AuthResponse> {
    const response = await fetch(`${options.baseUrl}/cardconnect/rest/auth`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ merchid: options.merchantId, currency: 'USD', ecomind: 'E', ...body }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`CardPointe answered HTTP ${response.status}`);
    return (await response.json()) as AuthResponse;
  }
  const refusal = (answer: AuthResponse) => ({
    approved: false as const,
    code: answer.respcode ?? 'unknown',
    message: answer.resptext ?? 'Declined',
  });

  return {
    async storeCardConnectCard(input: CardConnectCardInput): Promise<CardResult<StoredCard>> {
      const answer = await auth({
        account: input.token,
        expiry: input.expiry,
        name: input.name,
        postal: input.postal,
        cvv2: input.cvv,
        amount: '0',
        capture: 'N',
        profile: 'Y',
      });
      if (answer.respstat !== 'A' || !answer.profileid) return refusal(answer);
      return {
        approved: true,
        value: {
          processor: 'card_connect',
          customer_ref: `${answer.profileid}/${answer.acctid ?? '1'}`,
          brand: null,
          last4: input.token.slice(-4),
          expiry: input.expiry,
        },
      };
    },
    async charge(
      card: StoredCard,
      amountCents: number,
      idempotencyKey: string,
    ): Promise<CardResult<{ reference: string }>> {
      const answer = await auth({
        profile: card.customer_ref,
        amount: dollars(amountCents),
        capture: 'Y',
        orderid: idempotencyKey.slice(0, 19),
      });
      if (answer.respstat !== 'A' || !answer.retref) return refusal(answer);
      return { approved: true, value: { reference: answer.retref } };
    },
  };
}
