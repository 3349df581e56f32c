import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStripe } from './stripe-js.ts';

describe('loadStripe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives up on Stripe.js after spec §9’s 120,000 ms, and tries afresh the next time the form opens', async () => {
    vi.useFakeTimers();
    const scripts: { remove: () => void }[] = [];
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {
      createElement: () => {
        const script = { remove: vi.fn() };
        scripts.push(script);
        return script;
      },
      head: { append: vi.fn() },
    });
    let failure: unknown = null;
    loadStripe('pk_live_x').catch((error: unknown) => {
      failure = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(failure).toBeInstanceOf(Error);
    expect(scripts[0]?.remove).toHaveBeenCalled();
    loadStripe('pk_live_x').catch(() => undefined);
    expect(scripts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(120_000);
  });

  it("tokenizes a client's card on the organization's connected account, the subscription's on the platform's", async () => {
    const Stripe = vi.fn(() => ({}));
    vi.stubGlobal('window', { Stripe });
    await loadStripe('pk_live_x', 'acct_123');
    await loadStripe('pk_live_x');
    expect(Stripe.mock.calls).toEqual([['pk_live_x', { stripeAccount: 'acct_123' }], ['pk_live_x']]);
  });
});
