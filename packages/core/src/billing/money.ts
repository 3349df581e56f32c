/** Money is integer cents everywhere; these are the only places cents become text. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export const formatCents = (cents: number) => dollars.format(cents / 100);

export function assertCents(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an amount in cents: ${value}`);
  return value;
}

/** Rounds half away from zero, the way an invoice rounds a fraction of a cent. */
export const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));
