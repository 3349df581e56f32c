import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { jobSetting } from '../../../test/support/job-factories.ts';
import { clients } from '../clients/clients.table.ts';
import { quickbooksHarness } from './quickbooks.test-support.ts';

let t: TestApp;
let qb: ReturnType<typeof quickbooksHarness>;
beforeAll(async () => {
  t = await createTestApp();
  qb = quickbooksHarness(t);
});
afterAll(() => t.close());

interface Row {
  client_id: number;
  client_name: string;
  status: string;
  method: string | null;
  quickbooks_customer: { id: string } | null;
}

describe('the matching list', () => {
  it('pages, searches and suggests each QuickBooks customer to one client only', async () => {
    const { owner, organization } = await jobSetting(t, 'Paging Co');
    await qb.connect(owner.token);
    const people = [
      ['Ann', 'Adams', null],
      ['David', 'Wilson', 'David.Wilson1@example.com'],
      ['Dana', 'Wilson', 'david.wilson1@example.com'],
      ['Matthew', 'Walker', null],
      ['Zed', 'Zulu', 'zed@example.com'],
    ] as const;
    await t.db.insert(clients).values(
      people.map(([first, last, email]) => ({
        organization_id: organization.id,
        first_name: first,
        last_name: last,
        email,
      })),
    );
    const list = async (query: string) =>
      (await qb.call(owner.token, 'GET', `/api/quickbooks/customer_matches?${query}`)).json() as {
        data: Row[];
        meta: { total: number };
        counts: Record<string, number>;
      };

    const all = await list('per_page=100');
    const total = all.meta.total;
    expect(total).toBeGreaterThanOrEqual(6);
    const pages: Row[] = [];
    for (let page = 1; (page - 1) * 2 < total; page += 1) {
      const answer = await list(`per_page=2&page=${page}`);
      expect(answer.meta.total).toBe(total);
      pages.push(...answer.data);
    }
    expect(pages.map((row) => row.client_id)).toEqual(all.data.map((row) => row.client_id));
    expect(new Set(pages.map((row) => row.client_id)).size).toBe(total);
    const names = all.data.map((row) => row.client_name);
    expect(names.indexOf('Ann Adams')).toBeLessThan(names.indexOf('Matthew Walker'));
    expect(names.indexOf('Matthew Walker')).toBeLessThan(names.indexOf('Zed Zulu'));

    const wilsons = await list('search=wilson');
    expect(wilsons.data.map((row) => [row.client_name, row.status, row.method, row.quickbooks_customer?.id])).toEqual([
      ['Dana Wilson', 'suggested', 'email', '58'],
      ['David Wilson', 'unmatched', null, undefined],
    ]);
    expect(wilsons.counts).toEqual({ unmatched: 1, suggested: 1, matched: 0, create: 0 });

    const suggested = await list('status=suggested&per_page=1');
    expect(suggested.meta.total).toBe(2);
    expect(suggested.data).toEqual([expect.objectContaining({ client_name: 'Matthew Walker', method: 'name' })]);
    const next = await list('status=suggested&per_page=1&page=2');
    expect(next.data).toEqual([expect.objectContaining({ client_name: 'Dana Wilson', method: 'email' })]);
  });
});
