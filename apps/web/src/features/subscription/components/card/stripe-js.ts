/**
 * Just enough of Stripe.js v3 for the live Stripe-type card form: the card element and createToken. Stripe requires
 * loading it from js.stripe.com (never bundled), so it is fetched only when that form is shown.
 */
import { SCRIPT_LOAD_TIMEOUT_MS } from '@employee-portal/core/script-loading';

export interface StripeCardElement {
  mount: (element: HTMLElement) => void;
  destroy: () => void;
  on: (event: 'change', handler: (change: { error?: { message: string } }) => void) => void;
}

export interface StripeInstance {
  elements: () => { create: (type: 'card', options?: Record<string, unknown>) => StripeCardElement };
  createToken: (
    card: StripeCardElement,
    data: { name: string },
  ) => Promise<{ token?: { id: string }; error?: { message?: string } }>;
}

type StripeConstructor = (publishableKey: string, options?: { stripeAccount?: string }) => StripeInstance;

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** What the card form says when the processor's script or frame never arrives. */
export const CARD_ENTRY_UNAVAILABLE = 'Card entry could not be loaded. Check your connection and open this form again.';
let loading: Promise<StripeConstructor> | null = null;

const stripeOnWindow = () => (window as Window & { Stripe?: StripeConstructor }).Stripe;

/**
 * `stripeAccount`: a client's card is tokenized on the organization's connected account, where the direct charge is
 * made; a token made on the platform account could not be used there.
 */
export function loadStripe(
  publishableKey: string,
  stripeAccount: string | null = null,
  timeoutMs = SCRIPT_LOAD_TIMEOUT_MS,
): Promise<StripeInstance> {
  loading ??= new Promise<StripeConstructor>((resolve, reject) => {
    const ready = stripeOnWindow();
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    // A later attempt (the dialog opened again) may succeed once the network is back.
    const fail = (reason: string) => {
      clearTimeout(timer);
      loading = null;
      script.remove();
      reject(new Error(reason));
    };
    // Spec §9: a script still loading after the time-out has failed, rather than leave the form waiting for ever.
    const timer = setTimeout(() => fail('Stripe.js did not load in time'), timeoutMs);
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      const loaded = stripeOnWindow();
      if (loaded) resolve(loaded);
      else reject(new Error('Stripe.js did not start'));
    };
    script.onerror = () => fail('Stripe.js could not be loaded');
    document.head.append(script);
  });
  return loading.then((Stripe) => (stripeAccount ? Stripe(publishableKey, { stripeAccount }) : Stripe(publishableKey)));
}
