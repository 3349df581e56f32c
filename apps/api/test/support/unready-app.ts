import { pino } from 'pino';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { systemClock, type AppDeps } from '../../src/platform/deps.ts';
import { createTestMail } from '../../src/platform/providers/mail/test-mail.ts';
import { createTestSms } from '../../src/platform/providers/sms/test-sms.ts';
import { createRealtimeHub } from '../../src/platform/realtime/realtime-hub.ts';
import { createTestDatabase } from './test-database.ts';
import { createTestCardProcessor } from '../../src/platform/providers/payments/test-card-processor.ts';
import { createTestStripeConnect } from '../../src/platform/providers/payments/stripe-connect.ts';

/**
 * The app as `buildApp` returns it, before `ready()`: for tests that add a route of their own (a throwing one, one
 * without an access rule) or that take the database away. The caller calls `ready()` and `close()`.
 */
export async function buildUnreadyApp(overrides: Partial<AppConfig> = {}) {
  const handle = await createTestDatabase();
  const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: handle.url ?? undefined, WEB_DIST_DIR: '/nonexistent' }), logLevel: 'silent', ...overrides };
  // In-process delivery is enough here: these tests are about HTTP conventions, not cross-instance events.
  const realtime = createRealtimeHub({ databaseUrl: null, logger: pino({ level: 'silent' }) });
  const deps: AppDeps = { db: handle.db, config, clock: systemClock, sms: createTestSms(handle.db), mail: createTestMail(handle.db), realtime, payments: createTestCardProcessor(), stripeConnect: createTestStripeConnect() };
  const app = await buildApp(deps, { logger: false });
  let databaseClosed = false;
  return {
    app,
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
