import { SubscriptionView } from './subscription-view.tsx';

/** Spec /subscription/{id}/show. */
export default function SubscriptionPage() {
  return <SubscriptionView kind="residential" />;
}
