export * from './brand-colors.ts';
export * from './branding.schema.ts';
export * from './branding.responses.ts';
/** The shell's header text rule (4.5:1), for the e-mail layout that mirrors the header and the invoice's name. */
export { contrastRatio, readableTextOn, TEXT_CONTRAST_MINIMUM } from '../colors/contrast.ts';
