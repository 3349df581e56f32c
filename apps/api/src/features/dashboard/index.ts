/**
 * The dashboard's front door: the subscriptions, jobs and invoices features keep the dashboard's stored aggregates
 * current in the transactions that change them; the demo seed and the benchmark rebuild them after writing in bulk.
 */
export {
  type CompletedWorkChange,
  rebuildDashboardStores,
  refreshClientLifecycleOfSubscription,
  refreshClientLifecyclesOfCancelReason,
  refreshCompletedWork,
} from './kpi-stores.repository.ts';
export { recordInvoiceSales, recountSalesDay } from './sales-store.repository.ts';
