import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLIENT_COLUMNS,
  parseClientColumns,
  serializeClientColumns,
  toggleClientColumn,
} from './client-columns.ts';

describe('client column choice', () => {
  it('falls back to the defaults when nothing readable was saved', () => {
    expect(parseClientColumns(null)).toEqual(DEFAULT_CLIENT_COLUMNS);
    expect(parseClientColumns('not json')).toEqual(DEFAULT_CLIENT_COLUMNS);
    expect(parseClientColumns('{"a":1}')).toEqual(DEFAULT_CLIENT_COLUMNS);
    expect(parseClientColumns('["nonsense"]')).toEqual(DEFAULT_CLIENT_COLUMNS);
  });

  it('reads a saved choice in the table order, always with the name, dropping unknown names', () => {
    expect(parseClientColumns('["balance","email","bogus","email"]')).toEqual(['name', 'email', 'balance']);
  });

  it('shows and hides columns but never the name', () => {
    expect(toggleClientColumn(['name', 'email'], 'zip')).toEqual(['name', 'email', 'zip']);
    expect(toggleClientColumn(['name', 'email', 'zip'], 'email')).toEqual(['name', 'zip']);
    expect(toggleClientColumn(['name', 'email'], 'name')).toEqual(['name', 'email']);
  });

  it('saves what it reads back', () => {
    const value = serializeClientColumns(['tax_exempt', 'name', 'created_at']);
    expect(JSON.parse(value)).toEqual(['name', 'tax_exempt', 'created_at']);
    expect(parseClientColumns(value)).toEqual(['name', 'tax_exempt', 'created_at']);
  });
});
