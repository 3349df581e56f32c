/** /settings/customize_dashboard: each user's arrangement per organization, and the organization's default. */
import { completeLayout, type DashboardLayoutBody, type DashboardLayoutResponse } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { deleteLayout, findLayout, saveLayout } from './layout.repository.ts';

export async function organizationDefaultLayout(
  deps: AppDeps,
  member: MemberContext,
): Promise<DashboardLayoutResponse> {
  const saved = await findLayout(deps.db, member.organization.id, null);
  return { source: saved ? 'organization' : 'standard', widgets: completeLayout(saved) };
}

/** The user's own arrangement, else the organization's default, else every widget in the standard order. */
export async function myLayout(deps: AppDeps, member: MemberContext): Promise<DashboardLayoutResponse> {
  const own = await findLayout(deps.db, member.organization.id, member.user.id);
  if (own) return { source: 'user', widgets: completeLayout(own) };
  return organizationDefaultLayout(deps, member);
}

export async function saveMyLayout(deps: AppDeps, member: MemberContext, body: DashboardLayoutBody) {
  await saveLayout(deps.db, member.organization.id, member.user.id, completeLayout(body.widgets));
  return myLayout(deps, member);
}

/** Back to the organization's default. */
export async function resetMyLayout(deps: AppDeps, member: MemberContext) {
  await deleteLayout(deps.db, member.organization.id, member.user.id);
  return myLayout(deps, member);
}

export async function saveOrganizationDefaultLayout(deps: AppDeps, member: MemberContext, body: DashboardLayoutBody) {
  await saveLayout(deps.db, member.organization.id, null, completeLayout(body.widgets));
  return organizationDefaultLayout(deps, member);
}
