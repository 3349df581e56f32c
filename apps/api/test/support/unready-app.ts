import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { systemClock } from '../../src/platform/deps.ts';
import { createTestDatabase } from './test-database.ts';
import { createTestDeps } from './test-deps.ts';

/**
 * The app as `buildApp` returns it, before `ready()`: for tests that add a route of their own (a throwing one, one
 * without an access rule) or that take the database away. The caller calls `ready()` and `close()`.
 */
export async function buildUnreadyApp(overrides: Partial<AppConfig> = {}) {
  const handle = await createTestDatabase();
  const deps = createTestDeps(handle, systemClock, overrides);
  const app = await buildApp(deps, { logger: false });
  let databaseClosed = false;
  return {
    app,
    db: handle.db,
    async closeDatabase() {
      databaseClosed = true;
      await handle.close();
    },
    async close() {
      await app.close();
      if (!databaseClosed) await handle.close();
    },
  };
}
