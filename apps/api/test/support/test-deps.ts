import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import type { AppDeps, Clock } from '../../src/platform/deps.ts';
import type { Db } from '../../src/platform/db/client.ts';
import { createTestMail } from '../../src/platform/providers/mail/test-mail.ts';
import { createTestSms } from '../../src/platform/providers/sms/test-sms.ts';
import { createTestCardProcessor } from '../../src/platform/providers/payments/test-card-processor.ts';
import { createTestStripeConnect } from '../../src/platform/providers/payments/stripe-connect.ts';
import { createTestGeocoder } from '../../src/platform/providers/geocoding/test-geocoder.ts';
import { createMemoryStorage } from '../../src/platform/providers/storage/memory-storage.ts';
import { createStraightLineDistances } from '../../src/platform/providers/distances/straight-line-distances.ts';
import { createTestClientPayments } from '../../src/platform/providers/client-payments/index.ts';
import { createTestPayouts } from '../../src/platform/providers/payouts/index.ts';
import { createAccounting } from '../../src/platform/providers/index.ts';
import { createRealtimeHub } from '../../src/platform/realtime/realtime-hub.ts';

/** One key per test run seals secrets (QuickBooks tokens), so no key file is written to a data directory. */
const TEST_SECRETS_KEY = randomBytes(32).toString('base64');

/** Test-mode providers on a test database; `databaseUrl` set means realtime fans out through PostgreSQL. */
export function createTestDeps(
  handle: { db: Db; url: string | null },
  clock: Clock,
  overrides: Partial<AppConfig> = {},
): AppDeps {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: handle.url ?? undefined, WEB_DIST_DIR: '/nonexistent' }),
    logLevel: 'silent',
    secretsKey: TEST_SECRETS_KEY,
    ...overrides,
  };
  return {
    db: handle.db,
    config,
    clock,
    sms: createTestSms(handle.db),
    mail: createTestMail(handle.db),
    realtime: createRealtimeHub({ databaseUrl: config.databaseUrl, logger: pino({ level: 'silent' }) }),
    payments: createTestCardProcessor(),
    stripeConnect: createTestStripeConnect(),
    clientPayments: createTestClientPayments(),
    geocoder: createTestGeocoder(),
    storage: createMemoryStorage(),
    distances: createStraightLineDistances(),
    payouts: createTestPayouts(handle.db),
    accounting: createAccounting(config, handle.db, () => clock.now()),
  };
}
