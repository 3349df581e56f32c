import { describe, expect, it } from 'vitest';
import { createLargeCountCache } from './large-count-cache.ts';

describe('the large-count cache', () => {
  const cache = () => createLargeCountCache({ threshold: 10_000, ttlMs: 5_000, maxEntries: 2 });

  it('remembers large totals until they expire', () => {
    const counts = cache();
    counts.remember('org1', 100_000, 0);
    expect(counts.get('org1', 4_999)).toBe(100_000);
    expect(counts.get('org1', 5_000)).toBeNull();
  });

  it('never remembers small totals, which are counted exactly every time', () => {
    const counts = cache();
    counts.remember('org1', 9_999, 0);
    expect(counts.get('org1', 1)).toBeNull();
  });

  it('forgets the oldest entry when full', () => {
    const counts = cache();
    counts.remember('a', 20_000, 0);
    counts.remember('b', 20_000, 0);
    counts.remember('c', 20_000, 0);
    expect([counts.get('a', 1), counts.get('b', 1), counts.get('c', 1)]).toEqual([null, 20_000, 20_000]);
  });
});
