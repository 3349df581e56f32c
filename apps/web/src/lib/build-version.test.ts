import { describe, expect, it, vi } from 'vitest';
import { reloadIfStaleBuild, STORED_BUILD_KEY } from './build-version.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

class RefusingStorage extends MemoryStorage {
  override setItem = () => undefined;
}

describe('reloadIfStaleBuild (spec §4: a stored app version differing from the current forces a hard reload)', () => {
  it('stores the build on the first visit without reloading', () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    expect(reloadIfStaleBuild({ buildId: 'b1', storage, reload })).toBe(false);
    expect(storage.getItem(STORED_BUILD_KEY)).toBe('b1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the stored build differs, then no more', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORED_BUILD_KEY, 'old');
    const reload = vi.fn();
    expect(reloadIfStaleBuild({ buildId: 'new', storage, reload })).toBe(true);
    expect(reloadIfStaleBuild({ buildId: 'new', storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when the new id cannot be stored, or on the dev server', () => {
    const refusing = new RefusingStorage();
    refusing.items.set(STORED_BUILD_KEY, 'old');
    const reload = vi.fn();
    expect(reloadIfStaleBuild({ buildId: 'new', storage: refusing, reload })).toBe(false);
    const storage = new MemoryStorage();
    storage.setItem(STORED_BUILD_KEY, 'old');
    expect(reloadIfStaleBuild({ buildId: 'dev', storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
