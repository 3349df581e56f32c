import { describe, expect, it } from 'vitest';
import { breakdownRows } from './breakdown.ts';

describe('breakdownRows', () => {
  it('scales bars to the most frequent row and shows each share of the total', () => {
    const rows = breakdownRows(
      [
        { label: 'Moving away', count: 4 },
        { label: 'Too expensive', count: 2 },
        { label: 'Seasonal pause', count: 1 },
      ],
      7,
    );
    expect(rows.map((row) => row.label)).toEqual(['Moving away', 'Too expensive', 'Seasonal pause']);
    expect(rows.map((row) => row.barPercent)).toEqual([100, 50, 25]);
    expect(rows.map((row) => row.sharePercent)).toEqual([57, 29, 14]);
  });

  it('has no rows and no division by zero when nothing was counted', () => {
    expect(breakdownRows([], 0)).toEqual([]);
    expect(breakdownRows([{ label: 'Moving away', count: 0 }], 0)).toEqual([
      { label: 'Moving away', count: 0, barPercent: 0, sharePercent: 0 },
    ]);
  });
});
