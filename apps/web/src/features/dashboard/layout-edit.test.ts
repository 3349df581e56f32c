import { describe, expect, it } from 'vitest';
import { dashboardWidgetKeys } from '@employee-portal/core/dashboard/widgets';
import { layoutToSave, toggleHidden } from './layout-edit.ts';

describe('layoutToSave', () => {
  it('keeps the arranged widgets first, in order, and every other widget after them', () => {
    const saved = layoutToSave(
      [
        { key: 'churn_rate', hidden: false },
        { key: 'total_sales', hidden: true },
      ],
      null,
    );
    expect(saved.slice(0, 2)).toEqual([
      { key: 'churn_rate', hidden: false },
      { key: 'total_sales', hidden: true },
    ]);
    expect(saved.map((item) => item.key).sort()).toEqual([...dashboardWidgetKeys].sort());
  });

  it('keeps the hidden flag of the widgets the user does not see', () => {
    const saved = layoutToSave([{ key: 'total_sales', hidden: false }], [{ key: 'churn_rate', hidden: true }]);
    expect(saved.find((item) => item.key === 'churn_rate')).toEqual({ key: 'churn_rate', hidden: true });
  });
});

describe('toggleHidden', () => {
  it('flips one widget', () => {
    expect(
      toggleHidden(
        [
          { key: 'total_sales', hidden: false },
          { key: 'churn_rate', hidden: false },
        ],
        1,
      ),
    ).toEqual([
      { key: 'total_sales', hidden: false },
      { key: 'churn_rate', hidden: true },
    ]);
  });
});
