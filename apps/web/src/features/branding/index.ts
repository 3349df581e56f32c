/**
 * The branding feature's front door. Its page is lazy-loaded from the route table; the shell reads the branding the
 * signed-in user carries, so nothing else needs this feature's code.
 */
export type { BrandingResponse } from '@employee-portal/core/branding/branding.responses';
