import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { revokeToken, updateUserLogin } from './auth.repository.ts';
import { buildSignedInUser } from './signed-in-user.ts';

/** The member chosen by the request's organization_id becomes the user's default organization. */
export async function currentUser(deps: AppDeps, member: MemberContext) {
  if (member.user.last_organization_id !== member.organization.id) {
    await updateUserLogin(deps.db, member.user.id, { last_organization_id: member.organization.id });
  }
  const user = await buildSignedInUser(deps.db, member.user, member.membership, member.organization);
  return { user: { ...user, token: member.token }, token: member.token };
}

export async function logout(deps: AppDeps, member: MemberContext) {
  await revokeToken(deps.db, member.tokenId, deps.clock.now());
  return { message: 'Logged out.' };
}
