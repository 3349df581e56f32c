/**
 * The demo seeded once for the checks of seed-demo.test.ts: seeding costs many seconds per database, so the checks
 * of each subject (seed-demo-*.checks.ts) share one seeded app instead of seeding again per file.
 */
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayIn } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { sessionTokenFor } from '../../test/support/factories.ts';
import type { Db } from '../platform/db/client.ts';
import { organizations } from '../platform/identity/organizations.table.ts';
import { users } from '../platform/identity/users.table.ts';
import { seedDemo } from './seed-demo.ts';

export interface SeededDemo {
  readonly app: TestApp;
  readonly db: Db;
  /** Demo Scoopers. */
  readonly demoId: number;
  readonly now: Date;
  /** The seed's today in Denver. */
  readonly today: string;
  /** A GET through the API as one of the demo logins. */
  get<T>(email: string, url: string): Promise<T>;
}

/** Seeds the demo at `now` before the file's tests and closes it after; read it only inside tests. */
export function seededDemoAt(now: Date): SeededDemo {
  let app: TestApp | null = null;
  let demoId = 0;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp();
    app.clock.set(now);
    await seedDemo(app.db, now);
    const [demo] = await app.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, 'Demo Scoopers'));
    demoId = demo!.id;
  }, 300_000);
  afterAll(() => app?.close());
  const seeded = () => {
    if (!app) throw new Error('the demo is read only inside tests, once it is seeded');
    return app;
  };
  return {
    get app() {
      return seeded();
    },
    get db() {
      return seeded().db;
    },
    get demoId() {
      return demoId;
    },
    now,
    today: todayIn('America/Denver', now),
    async get<T>(email: string, url: string) {
      let token = tokens.get(email);
      if (!token) {
        const [user] = await seeded().db.select().from(users).where(eq(users.email, email));
        token = await sessionTokenFor(seeded().db, user!.id);
        tokens.set(email, token);
      }
      const response = await seeded().injectAs(token, { method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
      return response.json() as T;
    },
  };
}
