import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStripe } from './stripe-js.ts';

describe('loadStripe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tokenizes a client's card on the organization's connected account, the subscription's on the platform's", async () => {
    const Stripe = vi.fn(() => ({}));
    vi.stubGlobal('window', { Stripe });
    await loadStripe('pk_live_x', 'acct_123');
    await loadStripe('pk_live_x');
    expect(Stripe.mock.calls).toEqual([['pk_live_x', { stripeAccount: 'acct_123' }], ['pk_live_x']]);
  });
});
