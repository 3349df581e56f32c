/**
 * An invoice's totals in integer cents (issue 16): each line's amount, the coupon off the discountable lines, sales
 * tax on the taxable amount left after the discount (rounded once per invoice, half away from zero), then the
 * client's credit and gift-certificate balance towards the total. The API stores what this answers with the invoice;
 * a finalized invoice is never recomputed.
 */
import { type ClientCoupon, couponDiscountCents } from './client-coupons.ts';
import { roundCents } from './money.ts';

export interface InvoiceLineAmount {
  quantity: number;
  /** Negative for a credit line, e.g. prepaid visits skipped without charge. */
  unit_cents: number;
  /** Services and cross-sells are; tips and gift certificates sold are not. */
  taxable: boolean;
  /** Coupons apply to services and cross-sells, never to tips. */
  discountable: boolean;
}

export interface InvoiceTotalsInput {
  lines: readonly InvoiceLineAmount[];
  coupon: Pick<ClientCoupon, 'percent_off' | 'amount_off_cents'> | null;
  /** Thousandths of a percent: 8.875 % is 8875. */
  tax_rate_millipercent: number;
  tax_exempt: boolean;
  /** What the client has on account (an overpayment, a credit note) that this invoice may use. */
  available_credit_cents: number;
  available_gift_certificate_cents: number;
}

export interface InvoiceTotals {
  line_cents: number[];
  /** The coupon's share of each line (0 for lines it does not apply to); they add up to `discount_cents`. */
  line_discount_cents: number[];
  subtotal_cents: number;
  discount_cents: number;
  taxable_cents: number;
  tax_cents: number;
  total_cents: number;
  credit_applied_cents: number;
  gift_certificate_applied_cents: number;
  amount_due_cents: number;
}

/** 100 % in thousandths of a percent. */
const MILLIPERCENT_WHOLE = 100_000;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const lineCents = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || !Number.isSafeInteger(line.unit_cents))
      throw new Error('Invoice lines are whole quantities of whole cents');
    return line.quantity * line.unit_cents;
  });
  const discountableCents = sum(lineCents.filter((_, index) => input.lines[index]!.discountable));
  const discount = input.coupon ? couponDiscountCents(discountableCents, input.coupon) : 0;
  const lineDiscounts = shareOut(
    discount,
    lineCents.map((cents, index) => (input.lines[index]!.discountable && cents > 0 ? cents : 0)),
  );
  const taxableCents = Math.max(
    0,
    sum(lineCents.map((cents, index) => (input.lines[index]!.taxable ? cents - lineDiscounts[index]! : 0))),
  );
  const tax = input.tax_exempt ? 0 : roundCents((taxableCents * input.tax_rate_millipercent) / MILLIPERCENT_WHOLE);
  const subtotal = sum(lineCents);
  const total = Math.max(0, subtotal - discount + tax);
  const credit = Math.min(total, Math.max(0, input.available_credit_cents));
  const giftCertificate = Math.min(total - credit, Math.max(0, input.available_gift_certificate_cents));
  return {
    line_cents: lineCents,
    line_discount_cents: lineDiscounts,
    subtotal_cents: subtotal,
    discount_cents: discount,
    taxable_cents: taxableCents,
    tax_cents: tax,
    total_cents: total,
    credit_applied_cents: credit,
    gift_certificate_applied_cents: giftCertificate,
    amount_due_cents: total - credit - giftCertificate,
  };
}

/**
 * Splits whole cents in proportion to the weights, largest remainder first (ties to the earlier line), so the shares
 * always add up to the amount exactly.
 */
export function shareOut(amountCents: number, weights: readonly number[]): number[] {
  const totalWeight = sum(weights);
  if (amountCents === 0 || totalWeight <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amountCents * weight) / totalWeight);
  const shares = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let left = amountCents - sum(shares), next = 0; left > 0; left -= 1, next += 1) shares[order[next]!.index]! += 1;
  return shares;
}

/** A period's price for part of it: the days used over the days in the period, rounded to the cent. */
export function proratedCents(amountCents: number, daysUsed: number, daysInPeriod: number): number {
  if (daysInPeriod <= 0) throw new Error('A billing period has days');
  const days = Math.min(Math.max(daysUsed, 0), daysInPeriod);
  return roundCents((amountCents * days) / daysInPeriod);
}
