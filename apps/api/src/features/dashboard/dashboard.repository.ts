import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { memberships } from '../users/users.table.ts';

const total = (rows: { total: number }[]) => rows[0]?.total ?? 0;

export async function dashboardCounts(db: Db, organizationId: number, since: Date) {
  const [activeResidential, activeCommercial, newResidential, newCommercial, activeStaff] = await Promise.all([
    db.select({ total: count() }).from(clients).where(and(eq(clients.organization_id, organizationId), eq(clients.status, 'active'))),
    db.select({ total: count() }).from(commercialCustomers).where(and(eq(commercialCustomers.organization_id, organizationId), eq(commercialCustomers.status, 'active'))),
    db.select({ total: count() }).from(clients).where(and(eq(clients.organization_id, organizationId), gte(clients.created_at, since))),
    db.select({ total: count() }).from(commercialCustomers).where(and(eq(commercialCustomers.organization_id, organizationId), gte(commercialCustomers.created_at, since))),
    db.select({ total: count() }).from(memberships).where(and(eq(memberships.organization_id, organizationId), eq(memberships.status, 'active'))),
  ]);
  return {
    active_residential: total(activeResidential),
    active_commercial: total(activeCommercial),
    new_residential: total(newResidential),
    new_commercial: total(newCommercial),
    staff_active: total(activeStaff),
  };
}
