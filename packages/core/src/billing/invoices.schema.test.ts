import { describe, expect, it } from 'vitest';
import { createInvoiceSchema, draftInvoiceTotals, editInvoiceSchema, shownInvoiceStatus } from './invoices.schema.ts';
import { messages } from '../messages/catalogue.ts';

const open = { status: 'open' as const, amount_due_cents: 5000, paid_cents: 0, due_date: '2026-11-30' };

describe('shown invoice status', () => {
  it('shows open invoices as open, partially paid or past due, and the stored status otherwise', () => {
    expect(shownInvoiceStatus(open, '2026-11-30')).toBe('open');
    expect(shownInvoiceStatus({ ...open, paid_cents: 1 }, '2026-11-22')).toBe('partially_paid');
    expect(shownInvoiceStatus(open, '2026-12-01')).toBe('past_due');
    expect(shownInvoiceStatus({ ...open, paid_cents: 1 }, '2026-12-01')).toBe('past_due');
    expect(shownInvoiceStatus({ ...open, status: 'draft' }, '2026-12-01')).toBe('draft');
    expect(shownInvoiceStatus({ ...open, status: 'paid', paid_cents: 5000 }, '2026-12-01')).toBe('paid');
  });
});

describe('invoice forms', () => {
  it('name exactly one client and at least one line of whole cents', () => {
    const both = createInvoiceSchema.safeParse({ client_id: 1, commercial_customer_id: 2, lines: [] });
    expect(both.success).toBe(false);
    const errors = both.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors).toContainEqual(['client_id', messages.required]);
    expect(errors).toContainEqual(['lines', messages.required]);
    const fraction = editInvoiceSchema.safeParse({
      lines: [{ description: 'Cleanup', quantity: 1, unit_cents: 12.5 }],
      due_date: '2026-12-01',
    });
    expect(fraction.error!.issues[0]!.message).toBe(messages.mustBeWholeNumber);
  });
});

describe('a draft total while editing', () => {
  it('keeps saved lines discountable or not, treats new lines as discountable, and uses the credit', () => {
    const invoice = {
      coupon_percent_off: 10,
      coupon_amount_off_cents: null,
      tax_rate_millipercent: 10_000,
      tax_exempt: false,
      available_credit_cents: 500,
      gift_certificate_applied_cents: 0,
      lines: [{ id: 7, discountable: false }],
    };
    const totals = draftInvoiceTotals(invoice, [
      { id: 7, quantity: 1, unit_cents: 1000, taxable: false },
      { quantity: 2, unit_cents: 2000, taxable: true },
    ]);
    // 4000 discounted 10 % = 3600, taxed 10 % = 360; 1000 + 3600 + 360 = 4960, less 500 credit.
    expect(totals).toMatchObject({ discount_cents: 400, tax_cents: 360, total_cents: 4960, amount_due_cents: 4460 });
  });
});
