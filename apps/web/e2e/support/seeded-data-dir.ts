/**
 * Vitest global setup for the browser tests: starts the server once on an empty folder so it migrates and loads the
 * demo organization, stops it, and offers that folder to every test file. Each file's server then starts on its
 * own copy instead of migrating and seeding afresh (fifteen seconds or more on a busy machine), while the files stay
 * independent of each other's changes; the pool (server-pool.ts) starts the next file's copy while a file runs.
 * The servers run the API bundled once (api-bundle.ts), and the files share one Chromium (browser.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleApi } from './api-bundle.ts';
import { launchSharedBrowser } from './browser.ts';
import { openServerPool } from './server-pool.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
    serverPoolUrl: string;
    apiBundle: string;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const bundle = await bundleApi();
  const folder = await mkdtemp(join(tmpdir(), 'employee-portal-e2e-seeded-'));
  const server = await startServer({ dataDir: folder, keepDataDir: true, bundle });
  await server.stop();
  project.provide('seededDataDir', folder);
  const pool = await openServerPool(folder, bundle);
  project.provide('serverPoolUrl', pool.url);
  project.provide('apiBundle', bundle);
  const browser = await launchSharedBrowser();
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await pool.close();
    await rm(folder, { recursive: true, force: true });
  };
}
