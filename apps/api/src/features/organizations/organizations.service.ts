import type { AppDeps } from '../../platform/deps.ts';
import { realtimeChannels } from '@employee-portal/core';
import { directoryListingUrl } from '../directory-listing/index.ts';
import { listOrganizationSettings, updatePaymentAccount } from './organizations.repository.ts';

/** pay_period defaults to weekly (spec §3) when the organization never chose one. */
const DEFAULT_SETTINGS: Record<string, string> = { pay_period: 'weekly' };

export async function organizationSettingsView(deps: AppDeps, organizationId: number) {
  const stored = await listOrganizationSettings(deps.db, organizationId);
  const storedKeys = new Set(stored.map((setting) => setting.key));
  const defaults = Object.entries(DEFAULT_SETTINGS)
    .filter(([key]) => !storedKeys.has(key))
    .map(([key, value]) => ({ key, value }));
  return {
    organization_settings: [...stored, ...defaults],
    // The address the public listing page opens at (spec §4), whether or not the listing is published yet.
    listing_url: directoryListingUrl(deps.config, organizationId),
  };
}

/** The organization's card-processor account changed (Stripe webhook, or the demo simulating one): open tabs follow. */
export async function updateStripeStatus(
  deps: AppDeps,
  organizationId: number,
  account: { status: 'active' | 'in_progress' | null; payouts_enabled: boolean; charges_enabled: boolean },
) {
  await updatePaymentAccount(deps.db, organizationId, {
    payment_account_status: account.status,
    payouts_enabled: account.payouts_enabled,
    charges_enabled: account.charges_enabled,
  });
  await deps.realtime.publish({
    channel: realtimeChannels.stripeStatus(organizationId),
    event: 'stripe_status_updated',
    data: {
      status: account.status,
      payouts_enabled: account.payouts_enabled ? 1 : 0,
      charges_enabled: account.charges_enabled ? 1 : 0,
    },
  });
}
