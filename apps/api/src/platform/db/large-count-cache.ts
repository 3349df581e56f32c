/**
 * Totals of long lists, remembered for a few seconds. Counting 100,000 rows costs more than reading the page shown,
 * and a total that lags a few seconds is harmless at that size; small lists (below `threshold`) are always counted
 * exactly, so an office adding its 51st client sees 51 at once. Per process: instances do not share it.
 */
export interface LargeCountCache {
  get(key: string, nowMs: number): number | null;
  remember(key: string, total: number, nowMs: number): void;
}

export function createLargeCountCache(options: {
  threshold: number;
  ttlMs: number;
  maxEntries: number;
}): LargeCountCache {
  const entries = new Map<string, { total: number; expiresAt: number }>();
  return {
    get(key, nowMs) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= nowMs) {
        entries.delete(key);
        return null;
      }
      return entry.total;
    },
    remember(key, total, nowMs) {
      if (total < options.threshold) return;
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { total, expiresAt: nowMs + options.ttlMs });
    },
  };
}
