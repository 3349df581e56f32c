/**
 * A franchise member's monthly royalty invoice, worked out from the client payments it collected in the month.
 *
 * Rounding: each share is rounded to the nearest cent on its own, half a cent rounding up (collected revenue is never
 * negative, so "up" is away from zero). The total is the sum of the rounded lines, so the lines always add up.
 */

/** The parent's terms, as the franchise keeps them. */
export interface RoyaltyTerms {
  /** Royalty share of collected revenue, in basis points (600 = 6 %). */
  royalty_bps: number;
  /** Advertising fund share of collected revenue, in basis points. */
  ad_fund_bps: number;
  /** The least royalty owed in a month; a lower royalty is topped up to it. The ad fund does not count towards it. */
  monthly_minimum_cents: number;
}

export type RoyaltyLineKind = 'collected_revenue' | 'royalty' | 'ad_fund' | 'minimum_top_up';

export interface RoyaltyLine {
  kind: RoyaltyLineKind;
  description: string;
  /** The basis the line was computed on: collected revenue for the shares, the minimum for the top-up. */
  basis_cents: number;
  /** The line's share in basis points, where it is a share. */
  rate_bps: number | null;
  amount_cents: number;
  /** False for the revenue line: it explains the shares and is not owed. */
  counts_towards_total: boolean;
}

export interface RoyaltyCalculation {
  collected_revenue_cents: number;
  royalty_cents: number;
  ad_fund_cents: number;
  minimum_top_up_cents: number;
  total_cents: number;
  lines: RoyaltyLine[];
}

const BPS = 10_000;

/** `amountCents` × `bps` / 10 000, to the nearest cent, half a cent up. */
export function shareOfCents(amountCents: number, bps: number): number {
  if (!Number.isInteger(amountCents) || !Number.isInteger(bps)) throw new Error('cents and basis points are integers');
  if (amountCents < 0 || bps < 0) throw new Error('a share of a negative amount is not defined');
  return Math.floor((amountCents * bps + BPS / 2) / BPS);
}

const percent = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')} %`;

export function calculateRoyaltyInvoice(terms: RoyaltyTerms, collectedRevenueCents: number): RoyaltyCalculation {
  const revenue = Math.max(0, collectedRevenueCents);
  const royalty = shareOfCents(revenue, terms.royalty_bps);
  const adFund = shareOfCents(revenue, terms.ad_fund_bps);
  const topUp = Math.max(0, terms.monthly_minimum_cents - royalty);
  const lines: RoyaltyLine[] = [
    {
      kind: 'collected_revenue',
      description: 'Client payments collected, net of refunds',
      basis_cents: revenue,
      rate_bps: null,
      amount_cents: revenue,
      counts_towards_total: false,
    },
    {
      kind: 'royalty',
      description: `Royalty, ${percent(terms.royalty_bps)} of collected revenue`,
      basis_cents: revenue,
      rate_bps: terms.royalty_bps,
      amount_cents: royalty,
      counts_towards_total: true,
    },
    {
      kind: 'ad_fund',
      description: `Advertising fund, ${percent(terms.ad_fund_bps)} of collected revenue`,
      basis_cents: revenue,
      rate_bps: terms.ad_fund_bps,
      amount_cents: adFund,
      counts_towards_total: true,
    },
  ];
  if (topUp > 0)
    lines.push({
      kind: 'minimum_top_up',
      description: 'Top-up to the monthly minimum royalty',
      basis_cents: terms.monthly_minimum_cents,
      rate_bps: null,
      amount_cents: topUp,
      counts_towards_total: true,
    });
  return {
    collected_revenue_cents: revenue,
    royalty_cents: royalty,
    ad_fund_cents: adFund,
    minimum_top_up_cents: topUp,
    total_cents: royalty + adFund + topUp,
    lines,
  };
}

/** 'YYYY-MM' of a calendar day. */
export const royaltyMonthOf = (day: string) => day.slice(0, 7);

/** The first and last calendar day of a 'YYYY-MM' month. */
export function royaltyMonthDays(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The month before a 'YYYY-MM' month: the last whole month a scheduled run invoices. */
export function previousRoyaltyMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}
