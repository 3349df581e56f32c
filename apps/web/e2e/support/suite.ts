/** One server per test file, on the run's one Chromium; a fresh browser profile (empty localStorage) per test. */
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser, openPage, type Viewport } from './browser.ts';
import { leaseServer, type LeasedServer } from './server-pool.ts';

export interface Suite {
  readonly server: LeasedServer;
  readonly page: Page;
  /** Another browser profile on the same server (another person or device), closed after the test. */
  openAnotherPage: (viewport?: Viewport) => Promise<Page>;
}

export function useBrowserSuite(): Suite {
  let server: LeasedServer | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let page: Page | undefined;

  beforeAll(async () => {
    server = await leaseServer(inject('serverPoolUrl'));
    browser = await connectBrowser(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    if (!browser || !server) throw new Error('suite not started');
    const opened = await openPage(browser, server.baseUrl);
    contexts = [opened.context];
    page = opened.page;
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get page() {
      if (!page) throw new Error('page not opened');
      return page;
    },
    async openAnotherPage(viewport) {
      if (!browser || !server) throw new Error('suite not started');
      const opened = await openPage(browser, server.baseUrl, viewport);
      contexts.push(opened.context);
      return opened.page;
    },
  };
}
