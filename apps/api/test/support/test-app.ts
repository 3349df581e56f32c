import type { InjectOptions } from 'fastify';
import { CLIENT_VERSION } from '@employee-portal/core';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import type { Clock } from '../../src/platform/deps.ts';
import { createTestMail } from '../../src/platform/providers/mail/test-mail.ts';
import { createTestSms } from '../../src/platform/providers/sms/test-sms.ts';
import { createTestDatabase } from './test-database.ts';
import { createTestCardProcessor } from '../../src/platform/providers/payments/test-card-processor.ts';
import { createTestStripeConnect } from '../../src/platform/providers/payments/stripe-connect.ts';
import { createRealtimeHub } from '../../src/platform/realtime/realtime-hub.ts';
import { pino } from 'pino';

/** A clock tests can move. */
export class TestClock implements Clock {
  constructor(private current = new Date()) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(instant: Date) {
    this.current = new Date(instant);
  }
}

export async function createTestApp(overrides: { config?: Partial<AppConfig> } = {}) {
  const handle = await createTestDatabase();
  const base = loadConfig({ NODE_ENV: 'test', DATABASE_URL: handle.url ?? undefined, WEB_DIST_DIR: '/nonexistent' });
  const config: AppConfig = { ...base, logLevel: 'silent', ...overrides.config };
  const clock = new TestClock();
  const realtime = createRealtimeHub({ databaseUrl: config.databaseUrl, logger: pino({ level: 'silent' }) });
  const deps = { db: handle.db, config, clock, sms: createTestSms(handle.db), mail: createTestMail(handle.db), realtime, payments: createTestCardProcessor(), stripeConnect: createTestStripeConnect() };
  const app = await buildApp(deps, { logger: false });
  await app.ready();

  const injectAs = (token: string | null, options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-client-version': CLIENT_VERSION, ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    });

  return {
    app,
    db: handle.db,
    deps,
    clock,
    injectAs,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
