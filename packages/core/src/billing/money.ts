/** Money is integer cents everywhere; these are the only places cents become text. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export const formatCents = (cents: number) => dollars.format(cents / 100);

export function assertCents(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an amount in cents: ${value}`);
  return value;
}

/** Rounds half away from zero, the way an invoice rounds a fraction of a cent. */
export const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** '12.5' or '$1,234.56' → cents; null for anything that is not a non-negative amount with at most 2 decimals. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the plain decimal a form field shows: 1250 → '12.50'. */
export const centsToDollarsText = (cents: number) => {
  const whole = Math.trunc(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
};
