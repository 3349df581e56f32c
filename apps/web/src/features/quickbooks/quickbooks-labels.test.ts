import { describe, expect, it } from 'vitest';
import { finishMatchingSummary } from './quickbooks-labels.ts';

describe('finishing the matching step', () => {
  it('says how many clients will be created new: the unmatched ones and those marked to create', () => {
    const summary = finishMatchingSummary({ unmatched: 3, suggested: 0, matched: 10, create: 2 });
    expect(summary.createdNew).toBe(5);
    expect(summary.text).toBe(
      '5 clients will be created new in QuickBooks at the first sync; 10 clients are linked to a customer QuickBooks already has.',
    );
    expect(summary.suggestionsNote).toBeNull();
  });

  it('speaks of one client in the singular', () => {
    expect(finishMatchingSummary({ unmatched: 1, suggested: 0, matched: 1, create: 0 }).text).toBe(
      '1 client will be created new in QuickBooks at the first sync; 1 client is linked to a customer QuickBooks already has.',
    );
  });

  it('says none is created when every client is linked', () => {
    const summary = finishMatchingSummary({ unmatched: 0, suggested: 0, matched: 4, create: 0 });
    expect(summary.createdNew).toBe(0);
    expect(summary.text).toBe(
      'No client will be created new in QuickBooks; 4 clients are linked to a customer it already has.',
    );
  });

  it('counts open suggestions apart: the sync links them to the suggested customer instead of creating a twin', () => {
    const summary = finishMatchingSummary({ unmatched: 1, suggested: 2, matched: 4, create: 0 });
    expect(summary.createdNew).toBe(1);
    expect(summary.suggestionsNote).toBe('2 open suggestions are linked to the suggested customer at the sync.');
    expect(finishMatchingSummary({ unmatched: 0, suggested: 1, matched: 4, create: 0 }).suggestionsNote).toBe(
      '1 open suggestion is linked to the suggested customer at the sync.',
    );
  });
});
