/** Replaced at build time by vite.config.ts: the build's id, or 'dev' on the dev server. */
declare const __APP_BUILD__: string;
