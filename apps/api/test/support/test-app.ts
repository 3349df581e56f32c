import type { InjectOptions } from 'fastify';
import { CLIENT_VERSION } from '@employee-portal/core';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import type { Clock } from '../../src/platform/deps.ts';
import type { EventLoopDelaySensor } from '../../src/platform/http/load-shedding.ts';
import { createTestDatabase } from './test-database.ts';
import { createTestDeps } from './test-deps.ts';

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

export async function createTestApp(
  overrides: { config?: Partial<AppConfig>; eventLoopDelay?: EventLoopDelaySensor } = {},
) {
  const handle = await createTestDatabase();
  const clock = new TestClock();
  const deps = createTestDeps(handle, clock, overrides.config);
  const app = await buildApp(deps, { logger: false, eventLoopDelay: overrides.eventLoopDelay });
  await app.ready();

  const injectAs = (token: string | null, options: InjectOptions) =>
    app.inject({
      ...options,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-client-version': CLIENT_VERSION,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
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
