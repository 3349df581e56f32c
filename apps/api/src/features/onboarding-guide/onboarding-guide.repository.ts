import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { organizationBranding } from '../branding/branding.table.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { workAreas } from '../work-areas/work-areas.table.ts';

/** Which of the organization's first records exist, in one round trip. */
export async function setupRecordsOf(db: Db, organizationId: number) {
  const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`;
  const [row] = await db
    .select({
      company_details: exists(
        sql`select 1 from ${organizationBranding} where ${organizationBranding.organization_id} = ${organizationId}
            and coalesce(${organizationBranding.email}, ${organizationBranding.phone}, ${organizationBranding.address}) is not null`,
      ),
      pricing_plans: exists(
        sql`select 1 from ${servicePlans} where ${servicePlans.organization_id} = ${organizationId}
            and ${servicePlans.is_active}`,
      ),
      // Someone besides the owner: a member who signs in, or one invited who has not yet.
      staff: sql<boolean>`(select count(*) from ${memberships} where ${memberships.organization_id} = ${organizationId}
            and ${memberships.status} in ('active', 'invited')) > 1`,
      work_areas: exists(sql`select 1 from ${workAreas} where ${workAreas.organization_id} = ${organizationId}`),
      first_client: sql<boolean>`${exists(sql`select 1 from ${clients} where ${clients.organization_id} = ${organizationId}`)}
            or ${exists(sql`select 1 from ${commercialCustomers} where ${commercialCustomers.organization_id} = ${organizationId}`)}`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function saveGuideProgress(
  db: Db,
  membership: { organization_id: number; id: number },
  values: { show_guide?: boolean; step_guide?: number },
) {
  await db
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.organization_id, membership.organization_id), eq(memberships.id, membership.id)));
}
