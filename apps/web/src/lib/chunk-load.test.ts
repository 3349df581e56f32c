import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkFailureOf, loadChunk } from './chunk-load.ts';
import { CHUNK_RELOAD_KEY, reloadIntoNewBuild } from './new-build-reload.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
};

describe('loadChunk (spec §8 names, §9 time-out)', () => {
  afterEach(() => vi.useRealTimers());

  it('reports a page script that fails to load as ChunkLoadError, and its stylesheet as CSS_CHUNK_LOAD_FAILED', async () => {
    const script = loadChunk(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/clients-page-1a2b.js'),
      ),
    );
    await expect(script).rejects.toMatchObject({ name: 'ChunkLoadError' });
    const stylesheet = loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/map-9f8e.css')));
    await expect(stylesheet).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(chunkFailureOf(await script.catch((error: unknown) => error))).toBe('script');
    expect(chunkFailureOf(await stylesheet.catch((error: unknown) => error))).toBe('stylesheet');
  });

  it('passes any other failure through as it is', async () => {
    const broken = new RangeError('the page module threw while starting');
    await expect(loadChunk(() => Promise.reject(broken))).rejects.toBe(broken);
    expect(chunkFailureOf(broken)).toBeNull();
    await expect(loadChunk(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({ default: 'page' });
  });

  it('gives up on a script still loading after 120,000 ms', async () => {
    vi.useFakeTimers();
    let settled: unknown = null;
    loadChunk(() => new Promise<never>(() => undefined)).catch((error: unknown) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ name: 'ChunkLoadError' });
  });
});

describe('reloadIntoNewBuild', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads an old tab into the build the server now serves, once, and never when the build is the same', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let served = 'new';
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('window', { location: { reload } });
    vi.stubGlobal('fetch', async () => ({ json: async () => ({ build: served }) }));
    expect(await reloadIntoNewBuild('old')).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('new');
    // The same failure again (the new build's files fail too, or the page came from a cache): no loop.
    expect(await reloadIntoNewBuild('old')).toBe(false);
    expect(await reloadIntoNewBuild('new')).toBe(false);
    served = 'newer';
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await reloadIntoNewBuild('old')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
