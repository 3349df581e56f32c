import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { headerColor, textColorOn } from '@employee-portal/core/branding/brand-colors';
import { CLIENT_VERSION } from '@employee-portal/core/version';

export interface HeaderBranding {
  background: string;
  /** Spec §9's brightness rule, the one the colour check holds a saved colour to. */
  text: string;
  /** 'Managed by {franchise} | v{version}' for members a franchise manages (spec §1), else null. */
  managedBy: string | null;
  logo: string | null;
  /** Whose logo it is, for its accessible name ('{owner} logo'): the franchise's or the organization's own. */
  logoOwner: string;
}

/** Spec §1/§6: franchise members see their franchise's colour, name and logo in the top bar. */
export function headerBranding(user: SignedInUser): HeaderBranding {
  const logo = user.branding_logo || (user.belongs_to_franchise === 1 ? user.franchise_logo : null) || null;
  // The signed-in user carries the logo shown (the organization's own, else its franchise's): it is the franchise's
  // only when it is the franchise's file.
  const franchiseLogo = user.belongs_to_franchise === 1 && logo !== null && logo === user.franchise_logo;
  const logoOwner = (franchiseLogo && user.belongs_to_franchise_name) || user.organization_name;
  const background = headerColor(user);
  const text = textColorOn(background);
  if (user.belongs_to_franchise !== 1) return { background, text, managedBy: null, logo, logoOwner };
  // The franchisor runs the franchise: the line is for the members it manages.
  const managed = user.is_franchisor !== 1 && user.belongs_to_franchise_name;
  return {
    background,
    text,
    managedBy: managed ? `Managed by ${user.belongs_to_franchise_name} | v${CLIENT_VERSION}` : null,
    logo,
    logoOwner,
  };
}
