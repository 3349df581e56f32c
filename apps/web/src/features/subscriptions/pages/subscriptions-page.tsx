import { SubscriptionList } from './subscription-list.tsx';

/** Spec /subscriptions: residential clients' subscriptions. */
export default function SubscriptionsPage() {
  return <SubscriptionList kind="residential" />;
}
