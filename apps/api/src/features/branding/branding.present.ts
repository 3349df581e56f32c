import type { Branding, BrandingResponse, BrandingState } from '@employee-portal/core';
import type { BrandingRow } from './branding.repository.ts';

const BRANDING_FIELDS = [
  'display_name',
  'logo_url',
  'primary_color',
  'header_color',
  'phone',
  'email',
  'address',
  'website',
  'analytics_id',
] as const satisfies readonly (keyof Branding)[];

export function presentBranding(row: BrandingRow | null): Branding {
  return Object.fromEntries(BRANDING_FIELDS.map((field) => [field, row?.[field] ?? null])) as Branding;
}

/** Customized once any field holds something; a saved form with every field blank is not set up. */
export const brandingStateOf = (row: BrandingRow | null): BrandingState =>
  BRANDING_FIELDS.some((field) => row?.[field]) ? 'Customized' : 'Not set up';

export function presentBrandingPage(
  row: BrandingRow | null,
  fallbacks: { franchise_header_color: string | null; franchise_logo_url: string | null } | null,
): BrandingResponse {
  return {
    branding: presentBranding(row),
    defaults: {
      header_color: fallbacks?.franchise_header_color ?? null,
      logo_url: fallbacks?.franchise_logo_url ?? null,
    },
    state: brandingStateOf(row),
  };
}
