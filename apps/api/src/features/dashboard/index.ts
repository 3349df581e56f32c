/**
 * The dashboard's front door: the subscriptions and jobs features keep the dashboard's stored aggregates current in
 * the transactions that change them; the demo seed and the benchmark rebuild them after writing in bulk.
 */
export {
  type CompletedWorkChange,
  rebuildDashboardStores,
  refreshClientLifecycleOfSubscription,
  refreshCompletedWork,
} from './kpi-stores.repository.ts';
