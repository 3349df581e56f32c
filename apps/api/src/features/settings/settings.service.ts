import {
  hasPermission,
  isSubscribed,
  isTrialActive,
  payPeriodKinds,
  payPeriodLabels,
  routeByName,
  type PayPeriodKind,
  type RouteName,
  type SettingsOverviewResponse,
} from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationFacts } from '../../platform/auth/organization-facts.ts';
import { openApiSettingsState } from '../api-keys/index.ts';
import { brandingSettingsState } from '../branding/index.ts';
import { clientPortalSettingsState } from '../client-portal-settings/index.ts';
import { directoryListingState } from '../directory-listing/index.ts';
import { royaltySettingsState } from '../royalties/index.ts';
import { webhooksSettingsState } from '../webhooks/index.ts';
import {
  activeCrossSellCount,
  activeServicePlanCount,
  billingMode,
  dashboardLayoutOwner,
  NOT_SET_UP,
  onboardingFormOpen,
  quickbooksCompany,
  storedSettingKeys,
  tippingFlags,
} from './settings.repository.ts';

type StateReader = (db: Db, member: MemberContext, now: Date) => Promise<string | null>;

const plural = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

const crossSellState =
  (kind: 'residential' | 'commercial'): StateReader =>
  async (db, member) => {
    const total = await activeCrossSellCount(db, member.organization.id, kind);
    return total === 0 ? 'None yet' : `${total} active`;
  };

const storedOrDefaults =
  (key: string): StateReader =>
  async (db, member) =>
    (await storedSettingKeys(db, member.organization.id, [key])).has(key) ? 'Set up' : 'Using defaults';

function subscriptionState(member: MemberContext, now: Date) {
  const { organization } = member;
  const facts = organizationFacts(organization);
  const day = (instant: Date) =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: organization.time_zone,
    }).format(instant);
  if (isTrialActive(facts, now) && organization.end_trial) return `Free trial until ${day(organization.end_trial)}`;
  if (!isSubscribed(facts, now)) return 'No active plan';
  const plan = `${organization.subscription_package ?? 'Active'} plan`;
  if (!organization.current_period_end) return plan;
  // The billing cycle's end is a calendar day of the organization: noon keeps it on that day in any zone.
  const periodEnd = day(new Date(`${organization.current_period_end}T12:00:00Z`));
  return `${plan}, ${organization.cancel_at_period_end ? 'ends' : 'renews'} ${periodEnd}`;
}

/** Each settings page's state. A page missing here shows no state; the hub still links it. */
const STATE_READERS: Partial<Record<RouteName, StateReader>> = {
  client_onboarding: async (db, member) => {
    const open = await onboardingFormOpen(db, member.organization.id);
    if (open === null) return NOT_SET_UP;
    return open ? 'Taking sign-ups' : 'Closed';
  },
  billing_settings: async (db, member) => {
    const mode = await billingMode(db, member.organization.id);
    if (!mode) return NOT_SET_UP;
    return `${mode.billing_mode === 'prepaid' ? 'Prepaid' : 'Postpaid'}, autopay ${mode.autopay ? 'on' : 'off'}`;
  },
  pricing_setup: async (db, member) => {
    const total = await activeServicePlanCount(db, member.organization.id);
    return total === 0 ? NOT_SET_UP : plural(total, 'service plan', 'service plans');
  },
  scheduler_settings: storedOrDefaults('scheduler_settings'),
  residential_cross_sells: crossSellState('residential'),
  commercial_cross_sells: crossSellState('commercial'),
  quickbooks_online: async (db, member) =>
    (await quickbooksCompany(db, member.organization.id)) ? 'Connected' : 'Not connected',
  payroll_settings: async (db, member) => {
    const stored = (await storedSettingKeys(db, member.organization.id, ['pay_period'])).get('pay_period');
    const period: PayPeriodKind = (payPeriodKinds as readonly string[]).includes(stored ?? '')
      ? (stored as PayPeriodKind)
      : 'weekly';
    return `${payPeriodLabels[period]} pay period`;
  },
  field_tech_app_settings: storedOrDefaults('field_tech_app_settings'),
  customize_dashboard: async (db, member) => {
    const owner = await dashboardLayoutOwner(db, member.organization.id, member.user.id);
    if (owner === 'own') return 'Your own layout';
    return owner === 'organization' ? 'Organization default' : 'Standard layout';
  },
  ratings_comments_and_tipping: async (db, member) => {
    const flags = await tippingFlags(db, member.organization.id);
    const ratings = flags?.ratings ?? true;
    const tipping = flags?.tipping ?? true;
    if (ratings && tipping) return 'Ratings and tips on';
    if (ratings) return 'Ratings on, tips off';
    return tipping ? 'Tips on, ratings off' : 'Off';
  },
  subscription_details: async (_db, member, now) => subscriptionState(member, now),
  branding_settings: (db, member) => brandingSettingsState(db, member.organization.id),
  client_portal_settings: (db, member) => clientPortalSettingsState(db, member.organization.id),
  directory_listing: (db, member) => directoryListingState(db, member.organization.id),
  royalty_payments: (db, member) => royaltySettingsState(db, member.organization.id),
  open_api: async (db, member, now) => {
    const [keys, webhooks] = await Promise.all([
      openApiSettingsState(db, member.organization.id, now),
      webhooksSettingsState(db, member.organization.id),
    ]);
    if (!webhooks) return keys;
    return keys === NOT_SET_UP ? webhooks : `${keys}, ${webhooks}`;
  },
};

/** The states of the settings pages this member may open; nothing is read for a page they may not. */
export async function settingsOverview(deps: AppDeps, member: MemberContext): Promise<SettingsOverviewResponse> {
  const now = deps.clock.now();
  const readable = (Object.entries(STATE_READERS) as [RouteName, StateReader][]).filter(([name]) => {
    const permission = routeByName(name).permission;
    return permission === null || hasPermission(member.membership.permissions, permission);
  });
  const states = await Promise.all(readable.map(([, read]) => read(deps.db, member, now)));
  return {
    states: Object.fromEntries(
      readable.flatMap(([name], index) => (states[index] === null ? [] : [[name, states[index] as string]])),
    ),
  };
}
