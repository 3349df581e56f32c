/**
 * The branding feature's front door: the settings hub's state, what the signed-in user carries for the shell, the
 * e-mail layout, and the save the demo seed uses.
 */
import type { BrandingInput, BrandingState } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { withBrandedMail } from './branding-mail.ts';
import { brandingStateOf } from './branding.present.ts';
import { readBranding, writeBranding } from './branding.repository.ts';

/** 'Customized' or 'Not set up', for the settings hub. */
export const brandingSettingsState = async (db: Db, organizationId: number): Promise<BrandingState> =>
  brandingStateOf(await readBranding(db, organizationId));

/**
 * The branding fields of the signed-in user (spec §3 keeps franchise_color and franchise_logo as the franchise's):
 * the organization's own header colour and logo over its franchise's, and its primary colour.
 */
export async function signedInBranding(
  db: Db,
  organizationId: number,
  franchise: { header_color: string | null; logo_url: string | null } | null,
) {
  const row = await readBranding(db, organizationId);
  return {
    branding_header_color: row?.header_color ?? franchise?.header_color ?? null,
    branding_logo: row?.logo_url ?? franchise?.logo_url ?? null,
    branding_primary_color: row?.primary_color ?? null,
  };
}

/** The Google Analytics id the organization's public pages (sign-up form, directory listing) report to. */
export async function organizationAnalyticsId(db: Db, organizationId: number): Promise<string | null> {
  return (await readBranding(db, organizationId))?.analytics_id ?? null;
}

/** Saves a branding with a logo on the web (no upload), as the demo seed does. */
export async function writeOrganizationBranding(
  db: Db,
  organizationId: number,
  branding: Omit<BrandingInput, 'logo_image'> & { logo_storage_key?: string; logo_content_type?: string },
  now: Date,
) {
  await writeBranding(
    db,
    organizationId,
    {
      display_name: branding.display_name ?? null,
      logo_url: branding.logo_url ?? null,
      logo_storage_key: branding.logo_storage_key ?? null,
      logo_content_type: branding.logo_content_type ?? null,
      primary_color: branding.primary_color ?? null,
      header_color: branding.header_color ?? null,
      phone: branding.phone ?? null,
      email: branding.email ?? null,
      address: branding.address ?? null,
      website: branding.website ?? null,
      analytics_id: branding.analytics_id ?? null,
    },
    now,
  );
}

/**
 * What an invoice prints at its head: the name the organization trades under, its colour and its contact lines
 * (nulls and an empty list until the branding is set up).
 */
export async function invoiceLetterhead(db: Db, organizationId: number) {
  const row = await readBranding(db, organizationId);
  return {
    display_name: row?.display_name ?? null,
    color: row?.primary_color ?? null,
    details: [row?.address, row?.phone, row?.email, row?.website].filter((line): line is string => Boolean(line)),
  };
}

export { withBrandedMail } from './branding-mail.ts';

/** Stores an uploaded logo's bytes and answers what the branding row keeps of it. */
export { storeBrandingLogo } from './branding.service.ts';

/**
 * Puts the organization's mail in its colours. The app applies it to its dependencies once, so the scheduled jobs
 * sharing them send branded mail too; applying it again changes nothing.
 */
export function brandOutgoingMail(deps: AppDeps) {
  deps.mail = withBrandedMail(deps.db, deps.config.publicUrl, deps.mail);
}
