import { SubscriptionView } from './subscription-view.tsx';

/** Spec /commercial_subscription/{id}/show. */
export default function CommercialSubscriptionPage() {
  return <SubscriptionView kind="commercial" />;
}
