/** The subscription feature's public surface for the shell. */
export { SubscriptionBanner } from './components/subscription-banner.tsx';
export { subscriptionKeys } from './api/subscription.keys.ts';
export { CardForm } from './components/card/card-form.tsx';
export type { CardFormHandle } from './components/card/card-form-handle.ts';
