/**
 * The demo's subscriptions and completed visits are written in bulk past the front doors that keep the dashboard's
 * stored aggregates, so each demo organization has them rebuilt once everything else is in.
 */
import type { Db } from '../platform/db/client.ts';
import { rebuildDashboardStores } from '../features/dashboard/index.ts';

export async function seedDashboard(db: Db, organizationIds: readonly number[]) {
  for (const organizationId of organizationIds) await rebuildDashboardStores(db, organizationId);
}
