import type { DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { hasAnyOrganization, seedDemo } from '../../demo/seed-demo.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';

/** Arbitrary but fixed: every instance asks for the same lock, so only one seeds. */
const DEMO_SEED_LOCK_KEY = 727_002;

/**
 * Migrates, then loads the demo organization into an empty database (never in production).
 * Both run under advisory locks, so instances starting together neither migrate nor seed twice.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seedDemo: boolean; storage?: FileStorage },
): Promise<{ seeded: boolean }> {
  await runMigrations(handle);
  if (!options.seedDemo) return { seeded: false };
  return handle.withAdvisoryLock(DEMO_SEED_LOCK_KEY, async (db) => {
    if (await hasAnyOrganization(db)) return { seeded: false };
    await seedDemo(db, new Date(), options.storage ?? null);
    return { seeded: true };
  });
}
