import { describe, expect, it } from 'vitest';
import type { QuickbooksMappingsResponse } from '@employee-portal/core/accounting/quickbooks.schema';
import { mappingFieldOf, mappingFormValuesOf, mappingsBodyOf } from './mapping-form.ts';

const answer: QuickbooksMappingsResponse = {
  mappings: {
    default_item_id: '1',
    tip_item_id: null,
    tax_code_id: 'TAX',
    deposit_account_id: '35',
    fee_expense_account_id: '80',
    refund_account_id: null,
    items: [{ kind: 'cross_sell', local_id: 7, item_id: '12' }],
  },
  service_plans: [
    { id: 3, name: 'Weekly, 1 dog' },
    { id: 4, name: 'Twice weekly, 2 dogs' },
  ],
  cross_sells: [
    { id: 7, name: 'Deodorizer' },
    { id: 8, name: 'Poop bags' },
  ],
};

describe('the mapping form', () => {
  it('lists every plan and cross-sell, those without their own item on the default item', () => {
    const values = mappingFormValuesOf(answer);
    expect(values.items.map((row) => [row.name, row.item_id])).toEqual([
      ['Weekly, 1 dog', ''],
      ['Twice weekly, 2 dogs', ''],
      ['Deodorizer', '12'],
      ['Poop bags', ''],
    ]);
    expect(values.tip_item_id).toBe('');
    expect(values.tax_code_id).toBe('TAX');
  });

  it('starts empty before anything was mapped', () => {
    const values = mappingFormValuesOf({ ...answer, mappings: null });
    expect(values.default_item_id).toBe('');
    expect(values.items.every((row) => row.item_id === '')).toBe(true);
  });

  it('sends empty optional picks as null and only the rows with their own item', () => {
    const values = mappingFormValuesOf(answer);
    values.items[1]!.item_id = '20';
    expect(mappingsBodyOf(values)).toEqual({
      default_item_id: '1',
      tip_item_id: null,
      tax_code_id: 'TAX',
      deposit_account_id: '35',
      fee_expense_account_id: '80',
      refund_account_id: null,
      items: [
        { kind: 'service_plan', local_id: 4, item_id: '20' },
        { kind: 'cross_sell', local_id: 7, item_id: '12' },
      ],
    });
  });

  it("puts the server's error of a listed row under that row's select", () => {
    const values = mappingFormValuesOf(answer);
    values.items[1]!.item_id = '20';
    // The body lists rows 1 and 2 of the form: its items.1 is the form's items.2 (Deodorizer).
    expect(mappingFieldOf(values, 'items.1.item_id')).toBe('items.2.item_id');
    expect(mappingFieldOf(values, 'items.0')).toBe('items.1.item_id');
    expect(mappingFieldOf(values, 'deposit_account_id')).toBe('deposit_account_id');
    expect(mappingFieldOf(values, 'items.5.item_id')).toBeNull();
    expect(mappingFieldOf(values, 'items')).toBeNull();
  });
});
