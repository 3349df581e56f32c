/** What a person does in the portal, and what the tests read from the demo server. */
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo12345';
/** Must match SESSION_STORAGE_KEY of src/lib/session-store.ts. */
const SESSION_STORAGE_KEY = 'employee-portal-session';

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in from /login and waits for the dashboard greeting. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const state = typeof parsed === 'object' && parsed !== null && 'state' in parsed ? parsed.state : null;
    return typeof state === 'object' && state !== null && 'token' in state && typeof state.token === 'string' ? state.token : null;
  }, SESSION_STORAGE_KEY);
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** GET /api/demo/outbox: what the test SMS and mail adapters sent, newest first. */
export async function outbox(baseUrl: string, query: { to?: string; channel?: 'sms' | 'email' } = {}): Promise<OutboxMessage[]> {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const response = await fetch(`${baseUrl}/api/demo/outbox?${params}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const { data } = (await response.json()) as { data: OutboxMessage[] };
  return data;
}

/** Waits until the outbox holds a message matching `pick` (sending may finish just after the HTTP answer). */
export async function waitForOutbox<T>(baseUrl: string, query: Parameters<typeof outbox>[1], pick: (messages: OutboxMessage[]) => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = pick(await outbox(baseUrl, query));
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no matching outbox message for ${JSON.stringify(query)}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Revokes a session the way another tab (or an admin) would: POST /api/auth/logout with that token. */
export async function revokeToken(baseUrl: string, token: string) {
  const response = await fetch(`${baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`logout answered ${response.status}`);
}

/** The path part of the page's URL. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
