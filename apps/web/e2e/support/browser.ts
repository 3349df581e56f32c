import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export interface Viewport {
  width: number;
  height: number;
}

/** Debian's Chromium, headless; the flags keep it from reaching the network or needing a sandbox in CI. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
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
