import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';

export interface Viewport {
  width: number;
  height: number;
}

/** Debian's Chromium, headless; the flags keep it from reaching the network or needing a sandbox in CI. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * One Chromium for the whole run (the global setup's), which each test file connects to: a launch per file cost a
 * second or more of the files' time. Every test still gets a fresh profile (openPage), and a file's closing of the
 * connection closes only the profiles it opened.
 */
export function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM);
}

export function connectBrowser(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}

/** A fresh browser profile (empty localStorage), by default wide enough for the docked drawer (spec: 1264 px and up). */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport = { width: 1366, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}
