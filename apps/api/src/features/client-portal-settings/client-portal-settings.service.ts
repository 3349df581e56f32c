/**
 * /settings/client_portal_settings (issue 20): what clients may do in their portal, its address and its welcome.
 * Rating and tipping belong to the ratings and tipping settings; this page reads their state through that front door.
 */
import type { ClientPortalSettings, ClientPortalSettingsResponse } from '@employee-portal/core';
import type { AppConfig } from '../../config.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import { ratingAndTippingState } from '../ratings-and-tips/index.ts';
import { readClientPortalSettings, writeClientPortalSettings } from './client-portal-settings.repository.ts';

/** The portal's address comes from configuration, never from the host a request names. */
export const clientPortalUrl = (config: Pick<AppConfig, 'publicUrl'>, organizationId: number) =>
  publicLink(config, `/client_portal/${organizationId}`);

export async function clientPortalSettingsPage(
  deps: AppDeps,
  member: MemberContext,
): Promise<ClientPortalSettingsResponse> {
  const organizationId = member.organization.id;
  const [client_portal_settings, ratings_and_tipping] = await Promise.all([
    readClientPortalSettings(deps.db, organizationId),
    ratingAndTippingState(deps.db, organizationId),
  ]);
  return {
    client_portal_settings,
    portal_url: clientPortalUrl(deps.config, organizationId),
    ratings_and_tipping,
  };
}

export async function saveClientPortalSettings(deps: AppDeps, member: MemberContext, settings: ClientPortalSettings) {
  await writeClientPortalSettings(deps.db, member.organization.id, settings, deps.clock.now());
  return clientPortalSettingsPage(deps, member);
}

/** The settings hub's one-word state of the page. */
export async function clientPortalSettingsState(db: Db, organizationId: number): Promise<string> {
  return (await readClientPortalSettings(db, organizationId)).portal_enabled ? 'On' : 'Off';
}
