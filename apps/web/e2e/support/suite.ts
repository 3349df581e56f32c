/** One server and one browser per test file; a fresh browser profile (empty localStorage) per test. */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

export interface Suite {
  readonly server: TestServer;
  readonly page: Page;
}

export function useBrowserSuite(): Suite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    if (!browser || !server) throw new Error('suite not started');
    ({ context, page } = await openPage(browser, server.baseUrl));
  });
  afterEach(async () => {
    await context?.close();
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
  };
}
