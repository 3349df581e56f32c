/**
 * The dashboard asks for its 17 widgets at once, and several of them read the same aggregate (the residential
 * clients' lifecycle, the period's sales, the completed jobs). A read already running for the same organization and
 * arguments is shared instead of started again; nothing is kept once it has answered, so no figure is ever stale.
 */
const running = new Map<string, Promise<unknown>>();

export function sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const existing = running.get(key);
  if (existing) return existing as Promise<T>;
  const started = read().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}
