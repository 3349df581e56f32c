import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { CLIENT_VERSION } from '@employee-portal/core/version';
import { HEADER_COLOR } from '../theme.ts';

export interface HeaderBranding {
  background: string;
  /** 'Managed by {franchise} | v{version}' for franchise members (spec §1), else null. */
  managedBy: string | null;
  logo: string | null;
}

/** Spec §1/§6: franchise members see their franchise's colour, name and logo in the top bar. */
export function headerBranding(user: SignedInUser | null): HeaderBranding {
  // Issue 20: the organization's own header colour and logo (the signed-in user carries them) win over a franchise's.
  if (!user || user.belongs_to_franchise !== 1)
    return {
      background: user?.branding_header_color || HEADER_COLOR,
      managedBy: null,
      logo: user?.branding_logo || null,
    };
  return {
    background: user.branding_header_color || user.franchise_color || HEADER_COLOR,
    managedBy: user.belongs_to_franchise_name
      ? `Managed by ${user.belongs_to_franchise_name} | v${CLIENT_VERSION}`
      : null,
    logo: user.branding_logo || user.franchise_logo || null,
  };
}
