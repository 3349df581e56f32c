/**
 * QuickBooks writes money as decimal dollars in JSON numbers; we keep integer cents. Both directions go through the
 * decimal text, never through `dollars * 100`, which turns 0.29 into 28.999999999999996.
 */

/** Cents from a QuickBooks amount (a JSON number or its text); a third decimal rounds half away from zero. */
export function toCents(amount: number | string | null | undefined): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  const text = typeof amount === 'number' ? numberText(amount) : amount.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new Error(`Not a QuickBooks amount: ${text}`);
  const sign = match[1] === '-' ? -1 : 1;
  const whole = Number(match[2] || '0');
  const fraction = (match[3] ?? '').padEnd(3, '0');
  const cents = whole * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return cents === 0 ? 0 : sign * cents;
}

/** The shortest decimal text of a number, without the exponent form JSON may give very small or large ones. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a QuickBooks amount: ${value}`);
  const text = String(value);
  return text.includes('e') ? value.toFixed(3) : text;
}

/**
 * Dollars for a QuickBooks request. `cents / 100` is the double nearest the two-decimal value, and JSON prints the
 * shortest text that reads back as it, so 12345 goes out as 123.45 exactly.
 */
export function toAmount(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new Error(`Cents must be a whole number: ${cents}`);
  return cents / 100;
}
