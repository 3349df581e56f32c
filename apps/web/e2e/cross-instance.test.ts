/**
 * Two API processes on one PostgreSQL: a registration posted to one instance raises the bell of tabs connected to
 * either (spec §4 live events, DESIGN §5 LISTEN/NOTIFY). Runs only where a PostgreSQL answers at POSTGRES_URL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, openPage } from './support/browser.ts';
import { postClientRegistration, signIn, waitForLiveEvents } from './support/portal.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const available = await postgresAnswers();

describe.skipIf(!available)('two instances on one PostgreSQL', () => {
  const database = `e2e_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
  let servers: TestServer[] = [];
  let browser: Browser | undefined;

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${database}`));
    // Migrations and the demo seed run once, under the servers' advisory lock, whichever starts first.
    const bundle = inject('apiBundle');
    servers = await Promise.all([startServer({ databaseUrl, bundle }), startServer({ databaseUrl, bundle })]);
    browser = await connectBrowser(inject('browserEndpoint'));
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });

  const tabOn = async (server: TestServer, email: string): Promise<Page> => {
    if (!browser) throw new Error('browser not started');
    const { page } = await openPage(browser, server.baseUrl);
    await signIn(page, email);
    await waitForLiveEvents(page);
    return page;
  };

  it('raises the bell on a tab of instance 1 for a registration posted to instance 2', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers not started');
    const ownerOnFirst = await tabOn(first, 'owner@demo.test');
    const officeOnSecond = await tabOn(second, 'office@demo.test');

    await postClientRegistration(second.baseUrl, 1);
    await ownerOnFirst
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications (1 unread)', exact: true })
      .waitFor();
    await officeOnSecond
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications (1 unread)', exact: true })
      .waitFor();

    await postClientRegistration(first.baseUrl, 2);
    await ownerOnFirst
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications (2 unread)', exact: true })
      .waitFor();
    await officeOnSecond
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications (2 unread)', exact: true })
      .waitFor();
  });
});
