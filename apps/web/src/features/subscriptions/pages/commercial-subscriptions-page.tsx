import { SubscriptionList } from './subscription-list.tsx';

/** Spec /commercial_subscriptions: commercial locations' subscriptions. */
export default function CommercialSubscriptionsPage() {
  return <SubscriptionList kind="commercial" />;
}
