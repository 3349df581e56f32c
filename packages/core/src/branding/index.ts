export * from './brand-colors.ts';
export * from './branding.schema.ts';
export * from './branding.responses.ts';
/** Contrast of a colour pair, for the invoice's name over the organization's colour. */
export { contrastRatio, TEXT_CONTRAST_MINIMUM } from '../colors/contrast.ts';
