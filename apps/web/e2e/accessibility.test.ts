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
import { seriousViolations, trackApiRequests, waitForSettledPage } from './support/axe.ts';
import { connectBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, fillLogin, openAccountMenu, pathOf, signIn } from './support/portal.ts';
import { demoIds, type DemoIds, isOnRoute, requiredParams, urlOf } from './support/route-walk.ts';
import { leaseServer, type LeasedServer } from './support/server-pool.ts';

/** Public pages and e-mailed links are checked signed out; every other page signed in as the demo owner. */
const signedOut = (route: RouteDefinition) => route.isPublic === true || route.isOpen === true;

const OWNER = 'owner@demo.test';
/** Pages the demo owner never sees (guard 3 sends a complete payment account away from connect_to_stripe). */
const VIEWERS: Partial<Record<RouteName, string>> = { connect_to_stripe: 'franchise@demo.test' };
// Royalties are hidden from everyone outside a franchise (spec §2): the franchise member checks them.
VIEWERS.royalty_payments = 'franchise@demo.test';
VIEWERS.royalty_invoice = 'franchise@demo.test';
VIEWERS.royalty_payment = 'franchise@demo.test';
// Only a lapsed organization's member who cannot renew it is held there; they never see the dashboard's greeting.
const LAPSED_MEMBER = 'expired-office@demo.test';
VIEWERS.subscription_ended = LAPSED_MEMBER;

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
      if (email === LAPSED_MEMBER) {
        await page.goto('/login');
        await fillLogin(page, email, DEMO_PASSWORD);
        await page.getByRole('heading', { name: 'Subscription Ended' }).waitFor();
      } else await signIn(page, email);
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
  ids = await demoIds(server.baseUrl);
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
