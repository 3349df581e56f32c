import { describe, expect, it } from 'vitest';
import { invoiceFiltersFromParams } from './invoice-list-params.ts';

describe('invoice list parameters', () => {
  it('read back what the URL holds and drop what no list knows', () => {
    expect(
      invoiceFiltersFromParams(
        'one_time',
        new URLSearchParams('search=%20robin%20&status=past_due&from=2026-11-01&to=2026-11-30&sort=-balance'),
      ),
    ).toEqual({
      kind: 'one_time',
      search: 'robin',
      status: 'past_due',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: '-balance',
    });
    expect(
      invoiceFiltersFromParams('recurring', new URLSearchParams('status=lost&from=yesterday&sort=drop%20table')),
    ).toEqual({
      kind: 'recurring',
      search: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      sort: '-number',
    });
  });
});
