/**
 * One short read per settings page for the hub's states. Each reads the owning feature's published table by the
 * organization's key: a row count or a flag, never a whole list.
 */
import { and, count, eq, isNotNull, isNull, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizationSettings } from '../../platform/identity/organizations.table.ts';
import { clientOnboardingSettings } from '../client-onboarding/client-onboarding.table.ts';
import { crossSells } from '../cross-sells/cross-sells.table.ts';
import { dashboardLayouts } from '../dashboard/dashboard.table.ts';
import { billingSettings } from '../invoices/invoices.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { quickbooksConnections } from '../quickbooks/quickbooks.table.ts';
import { tippingSettings } from '../ratings-and-tips/ratings-and-tips.table.ts';

export const NOT_SET_UP = 'Not set up';

export async function storedSettingKeys(db: Db, organizationId: number, keys: readonly string[]) {
  const rows = await db
    .select({ key: organizationSettings.key, value: organizationSettings.value })
    .from(organizationSettings)
    .where(and(eq(organizationSettings.organization_id, organizationId), inArray(organizationSettings.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function onboardingFormOpen(db: Db, organizationId: number): Promise<boolean | null> {
  const [row] = await db
    .select({ is_enabled: clientOnboardingSettings.is_enabled })
    .from(clientOnboardingSettings)
    .where(eq(clientOnboardingSettings.organization_id, organizationId));
  return row ? row.is_enabled : null;
}

export async function billingMode(db: Db, organizationId: number) {
  const [row] = await db
    .select({ billing_mode: billingSettings.billing_mode, autopay: billingSettings.autopay })
    .from(billingSettings)
    .where(eq(billingSettings.organization_id, organizationId));
  return row ?? null;
}

export async function activeServicePlanCount(db: Db, organizationId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(servicePlans)
    .where(and(eq(servicePlans.organization_id, organizationId), eq(servicePlans.is_active, true)));
  return row?.total ?? 0;
}

export async function activeCrossSellCount(db: Db, organizationId: number, kind: 'residential' | 'commercial') {
  const [row] = await db
    .select({ total: count() })
    .from(crossSells)
    .where(
      and(eq(crossSells.organization_id, organizationId), eq(crossSells.kind, kind), eq(crossSells.is_active, true)),
    );
  return row?.total ?? 0;
}

export async function quickbooksCompany(db: Db, organizationId: number) {
  const [row] = await db
    .select({ company_name: quickbooksConnections.company_name, connected_at: quickbooksConnections.connected_at })
    .from(quickbooksConnections)
    .where(
      and(
        eq(quickbooksConnections.organization_id, organizationId),
        isNotNull(quickbooksConnections.refresh_token_sealed),
      ),
    );
  return row ?? null;
}

export async function tippingFlags(db: Db, organizationId: number) {
  const [row] = await db
    .select({ ratings: tippingSettings.ratings_enabled, tipping: tippingSettings.tipping_enabled })
    .from(tippingSettings)
    .where(eq(tippingSettings.organization_id, organizationId));
  return row ?? null;
}

/** Whether this user arranged their own dashboard, else whether the organization has a default. */
export async function dashboardLayoutOwner(db: Db, organizationId: number, userId: number) {
  const rows = await db
    .select({ user_id: dashboardLayouts.user_id })
    .from(dashboardLayouts)
    .where(
      and(
        eq(dashboardLayouts.organization_id, organizationId),
        or(eq(dashboardLayouts.user_id, userId), isNull(dashboardLayouts.user_id)),
      ),
    );
  if (rows.some((row) => row.user_id === userId)) return 'own' as const;
  return rows.some((row) => row.user_id === null) ? ('organization' as const) : null;
}
