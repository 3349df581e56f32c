import { describe, expect, it } from 'vitest';
import { cancellationCreditLines } from './cancellation-credit.ts';

const invoice = (status: 'draft' | 'open' | 'paid', number: number, days: number, amount_cents: number) => ({
  invoice_id: number,
  number,
  status,
  visit_dates: ['2026-12-15', '2026-12-22', '2026-12-29'].slice(0, days),
  amount_cents,
});

describe('what the cancel dialog says will be credited', () => {
  it('names the credit, the visits and the invoices they were billed on', () => {
    expect(
      cancellationCreditLines({
        credit_cents: 8000,
        invoices: [invoice('paid', 1004, 3, 6000), invoice('open', 1009, 1, 2000)],
      }),
    ).toEqual([
      '$80.00 will be credited to the client for 3 prepaid visits on invoice #1004 and 1 prepaid visit on invoice #1009 that will not happen.',
    ]);
  });

  it('says a draft drops the visits instead, and says nothing when nothing was billed ahead', () => {
    expect(cancellationCreditLines({ credit_cents: 0, invoices: [invoice('draft', 1010, 2, 4000)] })).toEqual([
      'Draft invoice #1010 drops 2 prepaid visits, so its total goes down by $40.00.',
    ]);
    expect(cancellationCreditLines({ credit_cents: 0, invoices: [] })).toEqual([]);
  });
});
