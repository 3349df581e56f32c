export * from './brand-colors.ts';
export * from './branding.schema.ts';
export * from './branding.responses.ts';
/** The shell's header text rule (4.5:1), for the e-mail layout that mirrors the header. */
export { readableTextOn } from '../colors/contrast.ts';
