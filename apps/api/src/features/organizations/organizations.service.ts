import type { AppDeps } from '../../platform/deps.ts';
import { listOrganizationSettings } from './organization-settings.repository.ts';

/** pay_period defaults to weekly (spec §3) when the organization never chose one. */
const DEFAULT_SETTINGS: Record<string, string> = { pay_period: 'weekly' };

export async function organizationSettingsView(deps: AppDeps, organizationId: number) {
  const stored = await listOrganizationSettings(deps.db, organizationId);
  const storedKeys = new Set(stored.map((setting) => setting.key));
  const defaults = Object.entries(DEFAULT_SETTINGS)
    .filter(([key]) => !storedKeys.has(key))
    .map(([key, value]) => ({ key, value }));
  const base = deps.config.publicUrl ?? '';
  return { organization_settings: [...stored, ...defaults], listing_url: `${base}/directory/${organizationId}` };
}
