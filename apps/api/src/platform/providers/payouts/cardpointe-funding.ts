import type { PayoutTransaction, ProcessorPayout } from './payouts-provider.ts';

export interface CardPointeFundingOptions {
  baseUrl: string;
  merchantId: string;
  username: string;
  password: string;
}

interface FundingResponse {
  fundings?: { fundingid: string | number; fundingdate?: string; netsales?: string; netdeposit?: string }[];
  txns?: { fundingid: string | number; retref: string; type?: string; amount: string; fee?: string }[];
  adjustments?: { fundingid: string | number; amount: string }[];
}

const cents = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100);
const mmdd = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}`;

/**
 * CardPointe's funding service answers one day's fundings (deposits) with the transactions in them; amounts are
 * dollar strings. Fees are not listed per transaction: what the deposit is short of sales less refunds is the fee.
 */
export function createCardPointeFunding(options: CardPointeFundingOptions) {
  const auth = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  async function fundingOf(day: string): Promise<ProcessorPayout[]> {
    const url = new URL('funding', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    url.searchParams.set('merchid', options.merchantId);
    url.searchParams.set('date', mmdd(day));
    const response = await fetch(url, { headers: { authorization: auth, accept: 'application/json' } });
    if (!response.ok) throw new Error(`CardPointe funding answered ${response.status}`);
    const body = (await response.json()) as FundingResponse;
    return (body.fundings ?? []).map((funding) => {
      const transactions: PayoutTransaction[] = (body.txns ?? [])
        .filter((txn) => String(txn.fundingid) === String(funding.fundingid))
        .map((txn) => {
          const amount = Math.abs(cents(txn.amount));
          const refund = /refund|return|credit/i.test(txn.type ?? '');
          return {
            kind: refund ? ('refund' as const) : ('charge' as const),
            charge_refs: [txn.retref],
            gross_cents: refund ? -amount : amount,
            fee_cents: 0,
          };
        });
      const gross = transactions.reduce((sum, txn) => sum + txn.gross_cents, 0);
      const fee = gross - cents(funding.netdeposit ?? funding.netsales);
      if (fee > 0) transactions.push({ kind: 'adjustment', charge_refs: [], gross_cents: 0, fee_cents: fee });
      return {
        processor: 'card_connect' as const,
        processor_ref: String(funding.fundingid),
        // A funding is reported once the deposit is made.
        status: 'paid' as const,
        arrival_date: funding.fundingdate?.slice(0, 10) ?? day,
        transactions,
      };
    });
  }
  return {
    async payoutsSince(since: string, today: string): Promise<ProcessorPayout[]> {
      const payouts: ProcessorPayout[] = [];
      const day = new Date(`${since}T00:00:00Z`);
      // The service answers one day at a time; a sync looks back a bounded number of days.
      for (let n = 0; n < 31 && day.toISOString().slice(0, 10) <= today; n += 1) {
        payouts.push(...(await fundingOf(day.toISOString().slice(0, 10))));
        day.setUTCDate(day.getUTCDate() + 1);
      }
      return payouts;
    },
  };
}
