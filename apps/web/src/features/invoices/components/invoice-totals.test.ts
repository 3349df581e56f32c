import { describe, expect, it } from 'vitest';
import { taxLabel } from './invoice-totals.tsx';

describe('the sales tax line of an invoice', () => {
  it('names the rate with up to three decimals and no trailing zeros', () => {
    expect(taxLabel({ tax_exempt: false, tax_rate_millipercent: 8875, tax_rate_name: 'New York City' })).toBe(
      'Sales tax (New York City, 8.875%)',
    );
    expect(taxLabel({ tax_exempt: false, tax_rate_millipercent: 8250, tax_rate_name: null })).toBe('Sales tax (8.25%)');
    expect(taxLabel({ tax_exempt: false, tax_rate_millipercent: 5000, tax_rate_name: 'Aurora' })).toBe(
      'Sales tax (Aurora, 5%)',
    );
    expect(taxLabel({ tax_exempt: true, tax_rate_millipercent: 0, tax_rate_name: null })).toBe('Sales tax (exempt)');
  });
});
