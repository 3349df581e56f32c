import { describe, expect, it } from 'vitest';
import { earliestSyncFrom, syncFromProblem } from './quickbooks.schema.ts';

describe('the day the QuickBooks sync starts from', () => {
  it('may be today or up to two years back, not later and not earlier', () => {
    expect(syncFromProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(syncFromProblem('2024-11-26', '2026-11-26')).toBeNull();
    expect(syncFromProblem('2026-11-27', '2026-11-26')).toBe('Cannot be in the future');
    expect(syncFromProblem('2024-11-25', '2026-11-26')).toBe('Cannot be more than 2 years ago');
  });

  it('counts two years back from 29 February as 1 March', () => {
    expect(earliestSyncFrom('2028-02-29')).toBe('2026-03-01');
  });
});
