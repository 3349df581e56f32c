/**
 * Not-found states (issue 12 point 17): a record page whose path names a malformed id ('abc', '0x1') says the record
 * is not found without asking the API, and one whose id names nothing (999999, a 404) says the same; each offers the
 * way back to its list and never Retry, which would only find nothing again.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const RECORDS = [
  {
    path: (id: string) => `/coupon/${id}/show`,
    api: '/api/coupons/',
    title: 'Coupon not found',
    back: 'Back to Coupons',
    list: '/coupons',
  },
  {
    path: (id: string) => `/client/${id}/show`,
    api: '/api/clients/',
    title: 'Client not found',
    back: 'Back to Clients',
    list: '/clients',
  },
  {
    path: (id: string) => `/service_plan/${id}/show`,
    api: '/api/service_plans/',
    title: 'Service plan not found',
    back: 'Back to Pricing Setup',
    list: '/settings/pricing_setup',
  },
  {
    path: (id: string) => `/shift/${id}/show`,
    api: '/api/shifts/',
    title: 'Shift not found',
    back: 'Back to Shifts',
    list: '/shifts',
  },
  {
    path: (id: string) => `/residential_cross_sell/${id}/show`,
    api: '/api/residential_cross_sells/',
    title: 'Residential cross-sell not found',
    back: 'Back to Residential Cross-Sells',
    list: '/settings/residential_cross_sells',
  },
];

/** The record requests the page sends while it is open. */
function watchRecordRequests(page: Page, apiPrefix: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(apiPrefix)) seen.push(pathname);
  });
  return seen;
}

describe('a record page for a record that is not there', () => {
  it('shows not-found with a link back to the list, never Retry, for malformed and missing ids', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    for (const record of RECORDS) {
      for (const id of ['abc', '0x1', '999999']) {
        const requests = watchRecordRequests(page, record.api);
        await page.goto(record.path(id));
        await page.getByRole('heading', { name: record.title, level: 1 }).waitFor();
        expect(await page.getByRole('button', { name: 'Retry' }).count(), `${record.path(id)}`).toBe(0);
        // A malformed id is not sent; a well-formed one is asked once (a 404 is an answer, not retried).
        expect(
          requests.filter((path) => path.includes(id)),
          record.path(id),
        ).toHaveLength(id === '999999' ? 1 : 0);
        page.removeAllListeners('request');
      }
      await page.getByRole('link', { name: record.back }).click();
      await page.waitForURL(`**${record.list}`);
    }
  });
});
