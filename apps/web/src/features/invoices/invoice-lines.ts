/**
 * The lines an office types (new invoice dialog, draft edit page) as text, and the body the API takes: dollars typed,
 * cents sent. Checked with core's invoice schema, so the messages are the catalogue's.
 */
import { centsToDollarsText, dollarsToCents } from '@employee-portal/core/billing/money';
import { invoiceLineInputSchema, type InvoiceLineWire } from '@employee-portal/core/billing/invoices.schema';
import { messages } from '@employee-portal/core/messages/catalogue';

export interface LineDraft {
  /** React key: stays with the row while rows above it are removed. */
  key: string;
  /** The saved line this row edits; absent for a row the office added. */
  id?: number;
  description: string;
  quantity: string;
  unit: string;
  taxable: boolean;
}

export interface LineBody {
  id?: number;
  description: string;
  quantity: number;
  unit_cents: number;
  taxable: boolean;
}

export type LineErrors = Partial<Record<'description' | 'quantity' | 'unit', string>>;

let nextKey = 0;
const newKey = () => `line-${(nextKey += 1)}`;

export const blankLine = (): LineDraft => ({ key: newKey(), description: '', quantity: '1', unit: '', taxable: true });

export const lineFromSaved = (line: InvoiceLineWire): LineDraft => ({
  key: newKey(),
  id: line.id,
  description: line.description,
  quantity: String(line.quantity),
  unit: centsToDollarsText(line.unit_cents),
  taxable: line.taxable,
});

/** '12.50' or '-5' (a credit line) → cents; null when it is not an amount. */
export function signedCents(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = dollarsToCents(negative ? trimmed.slice(1) : trimmed);
  return cents === null ? null : negative ? -cents : cents;
}

const quantityOf = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** What the live total reads: unreadable amounts count as nothing until they are fixed. */
export function linesForTotals(lines: readonly LineDraft[]): LineBody[] {
  return lines.map((line) => {
    const quantity = quantityOf(line.quantity);
    const unit = signedCents(line.unit);
    return {
      id: line.id,
      description: line.description,
      quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0,
      unit_cents: unit ?? 0,
      taxable: line.taxable,
    };
  });
}

/** The lines as the API takes them, or each row's errors in the catalogue's words. */
export function lineBodies(lines: readonly LineDraft[]): { bodies: LineBody[]; errors: LineErrors[]; valid: boolean } {
  const bodies: LineBody[] = [];
  const errors = lines.map((line) => {
    const lineErrors: LineErrors = {};
    const unit = line.unit.trim() === '' ? undefined : signedCents(line.unit);
    if (unit === null) lineErrors.unit = messages.currencyFormat;
    const quantity = line.quantity.trim() === '' ? undefined : quantityOf(line.quantity);
    const parsed = invoiceLineInputSchema.safeParse({
      id: line.id,
      description: line.description,
      quantity: Number.isNaN(quantity) ? line.quantity : quantity,
      unit_cents: unit === null ? 0 : unit,
      taxable: line.taxable,
    });
    if (parsed.success) bodies.push(parsed.data);
    else
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'unit_cents' ? 'unit' : (issue.path[0] as 'description' | 'quantity');
        lineErrors[field] ??= issue.message;
      }
    return lineErrors;
  });
  return { bodies, errors, valid: errors.every((lineErrors) => Object.keys(lineErrors).length === 0) };
}
