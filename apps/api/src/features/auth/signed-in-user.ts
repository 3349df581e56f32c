import { mayFollowOnboardingGuide, normalizePermissions, type SignedInUser } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import type { MembershipRow, OrganizationRow, UserRow } from '../../platform/auth/session.repository.ts';
import { findFranchise, listUserOrganizations } from './auth.repository.ts';
import { countActiveStaff } from '../../platform/identity/users.repository.ts';
import { signedInBranding } from '../branding/index.ts';
import { runsFranchise } from '../royalties/index.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Spec §3 "Signed-in user": the user as a member of one organization. */
export async function buildSignedInUser(
  db: Db,
  user: UserRow,
  membership: MembershipRow,
  organization: OrganizationRow,
): Promise<SignedInUser> {
  const [franchise, organizationsOfUser, activeUsers, franchisor] = await Promise.all([
    findFranchise(db, organization.franchise_id),
    listUserOrganizations(db, user.id),
    countActiveStaff(db, organization.id),
    runsFranchise(db, organization.id),
  ]);
  const branding = await signedInBranding(db, organization.id, franchise);
  return {
    user_id: user.id,
    organization_id: organization.id,
    pricing_plan_id: organization.pricing_plan_id,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    organization_name: organization.name,
    avatar: user.avatar_url,
    franchise_logo: franchise?.logo_url ?? null,
    subscription_package: organization.subscription_package,
    end_trail: iso(organization.end_trial),
    end_subscription: iso(organization.end_subscription),
    two_factor: flag(user.two_factor),
    change_password: flag(user.change_password),
    show_guide: flag(membership.show_guide && mayFollowOnboardingGuide(membership.permissions)),
    step_guide: membership.step_guide,
    status: organization.payment_account_status,
    payouts_enabled: flag(organization.payouts_enabled),
    charges_enabled: flag(organization.charges_enabled),
    permissions: normalizePermissions(membership.permissions),
    user_settings: Object.entries(user.settings).map(([key, value]) => ({ key, value })),
    card_connect_site: organization.card_connect_site,
    belongs_to_franchise: flag(Boolean(franchise)),
    belongs_to_franchise_name: franchise?.name ?? null,
    is_franchisor: flag(Boolean(franchise) && franchisor),
    franchise_color: franchise?.header_color ?? null,
    organizations: organizationsOfUser.map((entry) => ({
      ...entry,
      first_name: user.first_name,
      last_name: user.last_name,
    })),
    subscription_coupon: organization.subscription_coupon,
    current_period_end: organization.current_period_end,
    active_users: activeUsers,
    time_zone: organization.time_zone,
    ...branding,
  };
}
