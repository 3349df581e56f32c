import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Node has no localStorage; the session store behind the API client persists to it.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let redeemGiftCertificate: typeof import('./gift-certificates.ts').redeemGiftCertificate;
let session: typeof import('../../../lib/session-store.ts');

beforeAll(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  ({ redeemGiftCertificate } = await import('./gift-certificates.ts'));
  session = await import('../../../lib/session-store.ts');
});
afterEach(() => vi.unstubAllGlobals());

describe('redeeming a gift certificate', () => {
  it('sends the Idempotency-Key header beside the client headers, and the amount in cents', async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    session.useSessionStore.setState({ token: 'tok', organization_id: null });
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ gift_certificate: {}, entries: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    await redeemGiftCertificate(7, { amount_cents: 3000, note: 'Spring' }, 'key-1');
    const [call] = calls;
    expect(call?.url).toBe('/api/gift_certificates/7/redeem');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(JSON.parse(String(call?.init.body))).toEqual({ amount_cents: 3000, note: 'Spring' });
  });
});
