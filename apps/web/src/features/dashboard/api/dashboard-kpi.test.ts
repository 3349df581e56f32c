import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Node has no localStorage; the session store behind the API client persists to it.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let fetchDashboardKpi: typeof import('./dashboard-kpi.ts').fetchDashboardKpi;
beforeAll(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  ({ fetchDashboardKpi } = await import('./dashboard-kpi.ts'));
});
afterEach(() => vi.unstubAllGlobals());

const churn = (activeAtStart: number, lost: number) => ({
  from: 'x',
  to: 'x',
  active_at_start: activeAtStart,
  new: 0,
  lost,
  active_at_end: activeAtStart - lost,
  churn_bps: null,
  monthly_churn_bps: null,
});

/** Answers each kpi report; `forbidden` segments answer 403 as for a person without that list's permission. */
function serveReports(forbidden: string[] = []) {
  const urls: string[] = [];
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const { pathname, searchParams } = new URL(url, 'http://portal.test');
    const segment = pathname.endsWith('commercial') ? 'commercial' : 'residential';
    if (forbidden.includes(segment))
      return new Response(JSON.stringify({ message: 'Forbidden.' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    // March: residential 2 of 4 lost, commercial 1 of 2; the period before: 1 of 4 and none of 2.
    const march = searchParams.get('from') === '2026-03-01';
    const report = segment === 'residential' ? churn(4, march ? 2 : 1) : churn(2, march ? 1 : 0);
    return new Response(JSON.stringify({ [segment]: report }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return urls;
}

describe('the churn widget', () => {
  it("reads spec §7's segment reports for the range and the period before, and adds them up", async () => {
    const urls = serveReports();
    const kpi = await fetchDashboardKpi('churn_rate', { from: '2026-03-01', to: '2026-03-31' });
    expect(urls.map((url) => url.split('?')[0]).sort()).toEqual([
      '/api/kpi_reports/churn_rate_commercial',
      '/api/kpi_reports/churn_rate_commercial',
      '/api/kpi_reports/churn_rate_residential',
      '/api/kpi_reports/churn_rate_residential',
    ]);
    expect(urls).toContain('/api/kpi_reports/churn_rate_residential?from=2026-01-29&to=2026-02-28');
    // 3 lost of 6 active at the start = 50 %, against 1 of 6 = 16.67 %.
    expect(kpi).toMatchObject({ widget: 'churn_rate', unit: 'bps', value: 5000, previous_value: 1667 });
    expect(kpi.figures.map((figure) => [figure.label, figure.value])).toEqual([
      ['Residential', 5000],
      ['Commercial', 5000],
    ]);
  });

  it('leaves out a segment the person may not read', async () => {
    serveReports(['commercial']);
    const kpi = await fetchDashboardKpi('churn_rate', { from: '2026-03-01', to: '2026-03-31' });
    expect(kpi.value).toBe(5000);
    expect(kpi.figures.map((figure) => figure.label)).toEqual(['Residential']);
  });
});
