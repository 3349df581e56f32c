/** What a person does in the portal, and what the tests read from the demo server. */
import type { Download, Locator, Page } from 'playwright-core';
import { todayIn } from '@employee-portal/core/dates';

export const DEMO_PASSWORD = 'demo12345';
/** Must match SESSION_STORAGE_KEY of src/lib/session-store.ts. */
const SESSION_STORAGE_KEY = 'employee-portal-session';

/** Fills and sends the sign-in form, on the login page or inside the another-account dialog. */
export async function fillLogin(page: Page | Locator, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in and waits for the dashboard greeting. A fresh tab signs in through the API and opens the portal with the
 * session the login page would have stored (sign-in.test.ts drives the form itself): a second or so less per test,
 * over a hundred tests. A tab already on the portal signs in through the form, so stored accounts merge as they do.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (page.url() === 'about:blank') {
    await storeSessionOf(page, email, password);
    await page.goto('/');
  } else {
    await page.goto('/login');
    await fillLogin(page, email, password);
  }
  await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
}

async function storeSessionOf(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    data: { email, password, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  });
  const answer = (await response.json()) as {
    token?: string;
    user?: { two_factor: number; organization_id: number; organizations: unknown[] };
  };
  if (!answer.token || !answer.user || answer.user.two_factor === 1)
    throw new Error(`signIn(${email}) needs the form: the API answered ${response.status()}`);
  const session = JSON.stringify({
    state: {
      token: answer.token,
      user: answer.user,
      // As the session store pins it: only a member of several organizations sends one.
      organization_id: answer.user.organizations.length > 1 ? answer.user.organization_id : null,
      organization_token: null,
      users: [{ ...answer.user, token: answer.token }],
    },
    version: 0,
  });
  // Once, on the first document only: a later logout in the test must stay logged out across navigations.
  const once = `e2e-session-${Math.random()}`;
  await page.addInitScript(
    ({ key, value, once }) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem(key, value);
    },
    { key: SESSION_STORAGE_KEY, value: session, once },
  );
}

export async function storedToken(page: Page): Promise<string | null> {
  return (await storedSession(page))?.token ?? null;
}

/** What the session store keeps in localStorage (the parts the tests read). */
export interface StoredSession {
  token: string | null;
  /** A registration's organization token, before anyone is signed in (spec §4). */
  organization_token: string | null;
  organization_id: number | null;
  user: {
    user_id: number;
    organization_id: number;
    organization_name: string;
    full_name: string;
    email: string;
    two_factor: number;
    time_zone: string;
  } | null;
  users: { full_name: string; organization_name: string; email: string; token: string }[];
}

export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  if (!raw) return null;
  const parsed = JSON.parse(raw) as { state?: StoredSession };
  return parsed.state ?? null;
}

/** Today in the signed-in organization's time zone, as its pages count days. */
export async function organizationToday(page: Page) {
  return todayIn((await storedSession(page))?.user?.time_zone ?? 'UTC', new Date());
}

/** Waits until the tab's live-events socket is connected (the top bar says so in data-live-events). */
export async function waitForLiveEvents(page: Page) {
  await page.locator('header[data-live-events="connected"]').waitFor({ state: 'attached' });
}

/** The labels of the links and greyed entries of the navigation drawer, in order. */
export async function navigationEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav
    .getByRole('link', { name: 'Home' })
    .or(nav.getByRole('button', { name: 'Home' }))
    .waitFor();
  return nav.locator('.MuiListItemButton-root').allInnerTexts();
}

export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').waitFor();
}

/** 'Log in With Another Account' from the avatar menu, signing in `email` in the dialog; waits for its dashboard. */
export async function logInWithAnotherAccount(page: Page, email: string, fullName: string) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log in With Another Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in With Another Account' });
  await fillLogin(dialog, email, DEMO_PASSWORD);
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: `Welcome, ${fullName}` }).waitFor();
}

/** Demo Scoopers' public sign-up form. */
export const DEMO_FORM_KEY = 'de0de0de0de0de0de0de0de0de0de0d1';

/** A visitor signs up on the organization's public form; the server raises the bell of its members. */
/** The demo form's required question (seeded): 'Is your yard fenced?'. */
const DEMO_FORM_ANSWERS = { fenced_yard: 'Yes' };

export async function postClientRegistration(baseUrl: string, n: number, formKey = DEMO_FORM_KEY) {
  const response = await fetch(`${baseUrl}/api/public/forms/${formKey}/client_registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      first_name: 'Visitor',
      last_name: `Number ${n}`,
      email: `visitor${n}@example.test`,
      phone: `720555${String(1000 + n).slice(-4)}`,
      zip: '80202',
      website: '',
      answers: DEMO_FORM_ANSWERS,
    }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
}

/** POSTs to the demo-only event triggers of the API, as the member whose session `token` is (strangers get 401). */
export async function postDemoEvent(
  baseUrl: string,
  token: string,
  event: 'employee_version' | 'stripe_status',
  body: Record<string, unknown>,
) {
  await callApi(baseUrl, token, 'POST', `/demo/events/${event}`, body);
}

/** Marks the running document; after a reload the mark is gone. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __e2eMark: true }));
export const documentIsMarked = (page: Page) => page.evaluate(() => '__e2eMark' in window);

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/**
 * GET /api/demo/outbox: what the test SMS and mail adapters sent to the demo organizations' people, newest first.
 * With `token` (a member with the staff permission of an organization the test signed up), GET
 * /api/demo/organization_outbox instead: what went to that member and what the organization sent to clients and
 * invitees. A real organization's mail is never in the anonymous outbox.
 */
export async function outbox(
  baseUrl: string,
  query: { to?: string; channel?: 'sms' | 'email' } = {},
  token?: string,
): Promise<OutboxMessage[]> {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const response = token
    ? await fetch(`${baseUrl}/api/demo/organization_outbox?${params}`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
      })
    : await fetch(`${baseUrl}/api/demo/outbox?${params}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const { data } = (await response.json()) as { data: OutboxMessage[] };
  return data;
}

/** Waits until the outbox holds a message matching `pick` (sending may finish just after the HTTP answer). */
export async function waitForOutbox<T>(
  baseUrl: string,
  query: Parameters<typeof outbox>[1],
  pick: (messages: OutboxMessage[]) => T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = pick(await outbox(baseUrl, query));
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no matching outbox message for ${JSON.stringify(query)}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Calls the JSON API with a bearer token, the way the app does, so tests can set up and check data through it. */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers = {
    Authorization: `Bearer ${token}`,
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  const init: RequestInit =
    method === 'GET'
      ? { headers }
      : { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) };
  const response = await fetch(`${baseUrl}/api${path}`, init);
  if (response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** callApi as the person signed in on `page`. */
export async function callApiAs<T>(
  page: Page,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await storedToken(page);
  if (!token) throw new Error('not signed in');
  return callApi<T>(baseUrl, token, method, path, body);
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

/** A download's bytes, streamed: the tests share one Chromium, so the file is not on the test's side of the connection. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
