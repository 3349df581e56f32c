/**
 * axe-core on every route of core's route table, and on the states a page can be in (menus, dialogs, banners, phone
 * width): no serious or critical violation anywhere (DESIGN §7). Driven by the route table, so a new route is checked
 * without touching this file, unless it has a path parameter this file cannot fill: then the test fails and says so.
 * The same walk, in a 1300 px window (the menu docked beside the page), finds no page wider than the window, and
 * again on a 390 px phone for every page without a record in its address: wide tables and the dispatch board scroll
 * inside their own box, never the page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pathTo, routeTable, type RouteDefinition, type RouteName } from '@employee-portal/core/routes/route-table';
import { addCalendarDays } from '@employee-portal/core/scheduling/calendar-day';
import { todayIn } from '@employee-portal/core/dates';
import { seriousViolations, trackApiRequests, waitForSettledPage } from './support/axe.ts';
import { connectBrowser } from './support/browser.ts';
import { callApi, DEMO_FORM_KEY, DEMO_PASSWORD, fillLogin, openAccountMenu, pathOf, signIn } from './support/portal.ts';
import { leaseServer, type LeasedServer } from './support/server-pool.ts';

type Params = Record<string, string | number>;
type DemoIds = Record<
  | 'client'
  | 'demoOrganization'
  | 'lead'
  | 'commercialClient'
  | 'staff'
  | 'shift'
  | 'workArea'
  | 'servicePlan'
  | 'residentialCrossSell'
  | 'commercialCrossSell'
  | 'subscription'
  | 'commercialSubscription'
  | 'coupon'
  | 'giftCertificate'
  | 'job'
  | 'invoice'
  | 'payment'
  | 'payout',
  number
>;

/**
 * The value of every required path parameter, by route. Tokens of e-mailed links are made up: those pages must be
 * accessible when the link is stale too, and a made-up one changes nothing.
 */
const SAMPLE_PARAMS: Partial<Record<RouteName, (ids: DemoIds) => Params>> = {
  reset_password_token: () => ({ token: 'a-stale-reset-link' }),
  change_email_token: () => ({ token: 'a-stale-e-mail-change-link' }),
  accept_invitation: () => ({ token: 'a-stale-invitation' }),
  client_sign_up_form: () => ({ form_key: DEMO_FORM_KEY }),
  client: (ids) => ({ id: ids.client }),
  lead: (ids) => ({ id: ids.lead }),
  commercial_client: (ids) => ({ id: ids.commercialClient }),
  staff_show: (ids) => ({ id: ids.staff }),
  shift: (ids) => ({ id: ids.shift }),
  work_area: (ids) => ({ id: ids.workArea }),
  service_plan: (ids) => ({ id: ids.servicePlan }),
  residential_cross_sell: (ids) => ({ id: ids.residentialCrossSell }),
  commercial_cross_sell: (ids) => ({ id: ids.commercialCrossSell }),
  subscription: (ids) => ({ id: ids.subscription }),
  commercial_subscription: (ids) => ({ id: ids.commercialSubscription }),
  coupon: (ids) => ({ id: ids.coupon }),
  gift_certificate: (ids) => ({ id: ids.giftCertificate }),
  invoice: (ids) => ({ id: ids.invoice }),
  invoice_edit: (ids) => ({ id: ids.invoice }),
  schedule_show: (ids) => ({ id: ids.job }),
  dispatch_board_show: (ids) => ({ id: ids.staff }),
  // Any open subscription opens on the unassigned page (assigned ones show 'Nothing: assigned').
  unassigned_show: (ids) => ({ id: ids.subscription }),
  pay_invoice: () => ({ token: 'a-stale-pay-link-token-000000' }),
  payment: (ids) => ({ id: ids.payment }),
  payout: (ids) => ({ id: ids.payout }),
  payroll_report_show: (ids) => ({ id: ids.staff }),
  productivity_report_show: (ids) => ({ id: ids.staff }),
  rate_visit: () => ({ token: 'a-stale-rating-link-0123456789' }),
  // Demo Scoopers' listing is published, so its page shows the whole listing.
  public_listing: (ids) => ({ organization_id: ids.demoOrganization }),
  // The demo seed writes Scoop Squad North's royalty history first on a fresh database: its oldest invoice and payment.
  royalty_invoice: () => ({ id: 1 }),
  royalty_payment: () => ({ id: 1 }),
};

const requiredParams = (route: RouteDefinition) =>
  [...route.path.matchAll(/:(\w+)(\?)?/g)].filter((match) => !match[2]).map((match) => match[1] ?? '');

/** The URL that opens a route, or why this test cannot build one. */
function urlOf(route: RouteDefinition, ids: DemoIds): string {
  if (route.path === '*') return '/a-page-that-does-not-exist';
  const needed = requiredParams(route);
  if (needed.length === 0) return pathTo(route.name as RouteName);
  const sample = SAMPLE_PARAMS[route.name as RouteName];
  if (!sample)
    throw new Error(
      `route ${route.name} (${route.path}) has path parameters: add a sample to SAMPLE_PARAMS in accessibility.test.ts`,
    );
  const params = sample(ids);
  const missing = needed.filter((name) => params[name] === undefined);
  if (missing.length) throw new Error(`SAMPLE_PARAMS of route ${route.name} gives no ${missing.join(', ')}`);
  return pathTo(route.name as RouteName, params);
}

/** Public pages and e-mailed links are checked signed out; every other page signed in as the demo owner. */
const signedOut = (route: RouteDefinition) => route.isPublic === true || route.isOpen === true;

const OWNER = 'owner@demo.test';
/** Pages the demo owner never sees (guard 3 sends a complete payment account away from connect_to_stripe). */
const VIEWERS: Partial<Record<RouteName, string>> = { connect_to_stripe: 'franchise@demo.test' };
// Royalties are hidden from everyone outside a franchise (spec §2): the franchise member checks them.
VIEWERS.royalty_payments = 'franchise@demo.test';
VIEWERS.royalty_invoice = 'franchise@demo.test';
VIEWERS.royalty_payment = 'franchise@demo.test';

/** Whether the browser is still on the route asked for, not redirected elsewhere. */
function isOnRoute(route: RouteDefinition, pathname: string): boolean {
  if (route.path === '*') return true;
  const pattern = route.path.replace(/\/:(\w+)\?/g, '(?:/[^/]+)?').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(pathname);
}

let server: LeasedServer;
let browser: Browser;
let ids: DemoIds;
const contexts: BrowserContext[] = [];
/** One signed-in tab per person, reused by every page that person is checked on. */
const signedInTabs = new Map<string, Promise<Page>>();

function signedInTab(email: string): Promise<Page> {
  let tab = signedInTabs.get(email);
  if (!tab) {
    tab = newPage().then(async (page) => {
      await signIn(page, email);
      return page;
    });
    signedInTabs.set(email, tab);
  }
  return tab;
}

/** Just wide enough for the docked menu (spec: 1264 px and up), the width wide pages were found too wide at. */
const WINDOW = { width: 1300, height: 900 };
const PHONE = { width: 390, height: 844 };

async function newPage(viewport = WINDOW): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const page = await context.newPage();
  trackApiRequests(page);
  return page;
}

async function apiToken(email: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, timezone: 'America/Denver' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`signing in ${email} through the API failed`);
  return body.token;
}

/** The first record of each kind in the demo data, read through the API the way the pages read them. */
async function demoIds(): Promise<DemoIds> {
  const token = await apiToken('owner@demo.test');
  const get = <T>(path: string) => callApi<T>(server.baseUrl, token, 'GET', path);
  const firstOf = async (path: string) => {
    const { data } = await get<{ data: { id: number }[] }>(path);
    if (!data[0]) throw new Error(`the demo data has nothing at ${path}`);
    return data[0].id;
  };
  const firstCrossSell = async (kind: 'residential' | 'commercial') => {
    const { cross_sells } = await get<{ cross_sells: { id: number }[] }>(`/${kind}_cross_sells`);
    if (!cross_sells[0]) throw new Error(`the demo data has no ${kind} cross-sell`);
    return cross_sells[0].id;
  };
  const lastWeeksCompletedJob = async () => {
    const today = todayIn('America/Denver', new Date());
    const { jobs } = await get<{ jobs: { id: number; status: string }[] }>(
      `/jobs?from=${addCalendarDays(today, -7)}&to=${today}&status=completed`,
    );
    if (!jobs[0]) throw new Error('the demo data has no completed job last week');
    return jobs[0].id;
  };
  const { service_plans } = await get<{ service_plans: { id: number }[] }>('/pricing_setup');
  return {
    client: await firstOf('/clients?per_page=1'),
    lead: await firstOf('/leads?per_page=1'),
    commercialClient: await firstOf('/commercial/customers?per_page=1'),
    staff: await firstOf('/staff?per_page=1'),
    shift: await firstOf('/shifts?per_page=1'),
    workArea: await firstOf('/work_areas'),
    servicePlan: service_plans[0]?.id ?? 0,
    residentialCrossSell: await firstCrossSell('residential'),
    commercialCrossSell: await firstCrossSell('commercial'),
    subscription: await firstOf('/subscriptions?per_page=1'),
    commercialSubscription: await firstOf('/commercial_subscriptions?per_page=1'),
    coupon: await firstOf('/coupons?per_page=1'),
    giftCertificate: await firstOf('/gift_certificates?per_page=1'),
    job: await lastWeeksCompletedJob(),
    payment: await firstOf('/payments?per_page=1'),
    payout: await firstOf('/payouts?per_page=1'),
    demoOrganization: Number(
      /\/directory\/(\d+)$/.exec((await get<{ listing_url: string }>('/organization_settings')).listing_url)?.[1],
    ),
    // A draft of its own opens both invoice pages, whatever drafts the demo has on the day.
    invoice: (
      await callApi<{ invoice: { id: number } }>(server.baseUrl, token, 'POST', '/invoices', {
        client_id: await firstOf('/clients?per_page=1'),
        lines: [{ description: 'Accessibility check', quantity: 1, unit_cents: 1000, taxable: true }],
      })
    ).invoice.id,
  };
}

/** A page's main heading: every page has one h1, named after the page or its record. */
async function mainHeading(page: Page): Promise<string> {
  const heading = page.locator('h1');
  await heading.first().waitFor();
  expect(await heading.count(), `${pathOf(page)} has one h1`).toBe(1);
  return (await heading.innerText()).trim();
}

async function expectAccessible(page: Page, what: string) {
  await waitForSettledPage(page);
  const found = await seriousViolations(page);
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

/** The page does not scroll sideways: whatever is wider than the window scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, windowWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    windowWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide in a ${windowWidth} px window`).toBeLessThanOrEqual(
    windowWidth,
  );
}

/**
 * Opens a URL inside the running app, as a link would (history plus popstate, which the router follows), so the
 * bundle is not loaded again for each page; waits for the new page's heading.
 */
async function openInApp(page: Page, url: string) {
  if (!page.url().startsWith(server.baseUrl)) {
    await page.goto(url);
    return;
  }
  if (page.url() === new URL(url, server.baseUrl).href) return;
  await page.evaluate(() =>
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-left', '')),
  );
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await page.locator('h1:not([data-left])').first().waitFor();
}

/** Opens a URL, waits for its heading and settled content, and checks it. */
async function checkPage(page: Page, url: string, what = url, route?: RouteDefinition) {
  await openInApp(page, url);
  expect(await mainHeading(page), `${what} names its page`).not.toBe('');
  if (route) expect(isOnRoute(route, pathOf(page)), `${what} opened ${url}, not ${pathOf(page)}`).toBe(true);
  expect(await page.getByRole('main').count(), `${what} has one main landmark`).toBe(1);
  await expectAccessible(page, what);
  await expectNoSidewaysScroll(page, what);
}

beforeAll(async () => {
  server = await leaseServer(inject('serverPoolUrl'));
  browser = await connectBrowser(inject('browserEndpoint'));
  ids = await demoIds();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

describe('signed out, every public page and e-mailed link', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
  });

  it.each(routeTable.filter(signedOut).map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    await checkPage(page, urlOf(route, ids), `${route.name} signed out`, route);
  });
});

describe('signed in as the owner, every other page', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInTab(OWNER);
  });

  it.each(routeTable.filter((route) => !signedOut(route)).map((route) => [route.name, route] as const))(
    '%s',
    async (_name, route) => {
      const tab = await signedInTab(VIEWERS[route.name] ?? OWNER);
      await checkPage(tab, urlOf(route, ids), route.name, route);
      expect(
        await tab.getByRole('navigation', { name: 'Main navigation' }).count(),
        `${route.name} has the navigation landmark`,
      ).toBe(1);
    },
  );

  it('with the avatar menu open', async () => {
    await openInApp(page, '/');
    await mainHeading(page);
    await openAccountMenu(page);
    await expectAccessible(page, 'avatar menu');
    await page.keyboard.press('Escape');
  });

  it("with the 'Log in With Another Account' dialog open", async () => {
    await openInApp(page, '/clients');
    await mainHeading(page);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log in With Another Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in With Another Account' });
    await dialog.getByLabel('E-mail').waitFor();
    await expectAccessible(page, 'another-account dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('with the location dialog and its map open', async () => {
    await openInApp(page, pathTo('client', { id: ids.client }));
    await mainHeading(page);
    await page.getByRole('tab', { name: 'Locations' }).click();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Location' });
    await dialog.getByRole('region', { name: 'Location map' }).waitFor();
    await expectAccessible(page, 'location dialog with its map');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

/** Pages with no record in their address, as their viewers see them (the phone walk's pages). */
const addressOnlyPages = routeTable.filter(
  (route) => !signedOut(route) && route.path !== '*' && requiredParams(route).length === 0,
);

describe('on a 390 px phone, every page of the menu and the settings', () => {
  afterAll(async () => {
    for (const tab of signedInTabs.values()) await (await tab).setViewportSize(WINDOW);
  });

  it.each(addressOnlyPages.map((route) => [route.name, route] as const))(
    '%s is no wider than the phone',
    async (_name, route) => {
      const tab = await signedInTab(VIEWERS[route.name] ?? OWNER);
      await tab.setViewportSize(PHONE);
      await openInApp(tab, urlOf(route, ids));
      await mainHeading(tab);
      await waitForSettledPage(tab);
      await expectNoSidewaysScroll(tab, `${route.name} at 390 px`);
    },
  );
});

/**
 * Scrolls a table's box to its right end; answers the texts of the header cells then wholly in view, and the last
 * column's header.
 */
async function headersInViewAtRightEnd(page: Page, tableName: string) {
  const table = page.getByRole('table', { name: tableName });
  await table.locator('tbody tr').first().waitFor();
  await waitForSettledPage(page);
  return table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    box.scrollLeft = box.scrollWidth;
    const seen = box.getBoundingClientRect();
    const right = Math.min(seen.right, document.documentElement.clientWidth);
    const headers = [...element.querySelectorAll('thead th')];
    const text = (cell: Element) => cell.textContent?.trim() ?? '';
    return {
      inView: headers
        .filter((cell) => {
          const place = cell.getBoundingClientRect();
          return place.left >= seen.left - 1 && place.right <= right + 1;
        })
        .map(text),
      last: text(headers.at(-1) as Element),
    };
  });
}

describe('wide pages in a 1300 px window', () => {
  it('a wide report keeps whose row it is in view while it scrolls to its last column', async () => {
    const page = await signedInTab(OWNER);
    await openInApp(page, pathTo('payroll_report'));
    const payroll = await headersInViewAtRightEnd(page, 'Pay per staff member');
    expect(payroll.inView).toEqual(expect.arrayContaining(['Staff Member', payroll.last]));

    await openInApp(page, pathTo('route_planning_report'));
    const routes = await headersInViewAtRightEnd(page, 'Route planning by tech and day');
    expect(routes.inView).toEqual(expect.arrayContaining(['Date', 'Tech', routes.last]));
  });

  it('the dispatch board shows four routes side by side and scrolls any more inside the board', async () => {
    const page = await signedInTab(OWNER);
    await openInApp(page, pathTo('dispatch_board'));
    const unassigned = page.getByTestId('column-unassigned');
    await unassigned.waitFor();
    await waitForSettledPage(page);
    const board = await unassigned.evaluate((column) => {
      const routes = column.parentElement as HTMLElement;
      const seen = routes.getBoundingClientRect();
      const right = Math.min(seen.right, document.documentElement.clientWidth);
      const columns = [...routes.children].map((each) => each.getBoundingClientRect());
      return {
        columns: columns.length,
        whole: columns.filter((place) => place.left >= seen.left - 1 && place.right <= right + 1).length,
      };
    });
    expect(board.whole, `${board.whole} of the day's ${board.columns} columns in view`).toBe(
      Math.min(board.columns, 4),
    );
    await expectNoSidewaysScroll(page, 'dispatch_board');
  });
});

describe('other people and states', () => {
  it('a field tech on a 390 px phone: shift pages and the open drawer', async () => {
    const page = await newPage(PHONE);
    await signIn(page, 'tech@demo.test');
    await checkPage(page, pathTo('start_end_shift'), 'start_end_shift at 390 px');
    await checkPage(page, pathTo('my_shift_report'), 'my_shift_report at 390 px');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).waitFor();
    await expectAccessible(page, 'navigation drawer at 390 px');
  });

  it("the owner's client list on a 390 px phone: the table's scroll area is reachable by keyboard", async () => {
    const page = await signedInTab(OWNER);
    await page.setViewportSize(PHONE);
    try {
      await checkPage(page, pathTo('clients'), 'clients at 390 px');
      const scrollArea = page.getByRole('region', { name: 'Clients' });
      await scrollArea.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => scrollArea.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    } finally {
      await page.setViewportSize(WINDOW);
    }
  });

  it('a trial organization, with its banner', async () => {
    const page = await newPage();
    await signIn(page, 'trial@demo.test');
    await page.getByRole('region', { name: 'Subscription' }).waitFor();
    await expectAccessible(page, 'trial banner');
  });

  it('an expired organization, with its banner and greyed menu', async () => {
    const page = await newPage();
    await page.goto('/login');
    await fillLogin(page, 'expired@demo.test', DEMO_PASSWORD);
    await page.getByRole('region', { name: 'Subscription' }).getByText('Your trial period has expired.').waitFor();
    await mainHeading(page);
    await expectAccessible(page, 'expired banner');
  });

  it('a franchise organization under its own header colour', async () => {
    const page = await signedInTab('franchise@demo.test');
    await openInApp(page, '/');
    await mainHeading(page);
    await expectAccessible(page, 'franchise header');
  });

  it('a first login that must change the password', async () => {
    const page = await newPage();
    await page.goto('/login');
    await fillLogin(page, 'newhire@demo.test', DEMO_PASSWORD);
    await page.waitForURL(/\/change_password$/);
    await mainHeading(page);
    await expectAccessible(page, 'forced password change');
  });
});
