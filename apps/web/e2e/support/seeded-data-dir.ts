/**
 * Vitest global setup for the browser tests: starts the server once on an empty folder so it migrates and loads the
 * demo organization, stops it, and offers that folder to every test file. Each file's server then starts on its
 * own copy (a few seconds) instead of migrating and seeding afresh (fifteen or more on a busy machine), while the
 * files stay independent of each other's changes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'employee-portal-e2e-seeded-'));
  const server = await startServer({ dataDir: folder, keepDataDir: true });
  await server.stop();
  project.provide('seededDataDir', folder);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
