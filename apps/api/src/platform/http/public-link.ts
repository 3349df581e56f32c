import type { AppConfig } from '../../config.ts';

/** The one place links are built: always on the configured origin (PUBLIC_URL), whatever host a request named. */
export const publicLink = (config: Pick<AppConfig, 'publicUrl'>, path: `/${string}`) => `${config.publicUrl}${path}`;
