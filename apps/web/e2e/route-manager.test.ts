/**
 * The route manager (issue 15): a tech's day laid out in a bad order is optimised with one stop pinned; the pin keeps
 * its place, the distance falls, the order saves, and the route sheet downloads as a PDF.
 */
import { addDays, format, getISODay, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayIn } from '@employee-portal/core/dates';
import type { JobWire } from '@employee-portal/core/jobs/job.responses';
import type { RouteManagerDayResponse } from '@employee-portal/core/routing/route-manager.schema';
import { callApi, downloadedBytes, signIn, storedSession } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/**
 * A Sunday ahead with no visits (the demo's routes run Monday to Friday, though a monthly visit keeps its date and
 * may fall on a weekend) given six stops for one tech, zigzagging from the west end of town to the east end and back,
 * so any sensible order is shorter.
 */
async function zigzagDay(page: Page) {
  const session = await storedSession(page);
  const token = session!.token!;
  const today = todayIn(session!.user!.time_zone, new Date());
  const call = <T>(method: 'GET' | 'POST', path: string, body?: object) =>
    callApi<T>(suite.server.baseUrl, token, method, path, body);
  let day = addDays(parseISO(today), 14);
  while (getISODay(day) !== 7) day = addDays(day, 1);
  let date = format(day, 'yyyy-MM-dd');
  while ((await call<{ jobs: JobWire[] }>('GET', `/jobs?from=${date}&to=${date}`)).jobs.length > 0)
    date = format(addDays(parseISO(date), 7), 'yyyy-MM-dd');
  const routeDay = await call<RouteManagerDayResponse>('GET', `/route_manager?date=${date}`);
  const tech = routeDay.routes.find((route) => route.stops.length === 0 && route.start?.source === 'staff')!;
  const until = format(addDays(parseISO(today), 13), 'yyyy-MM-dd');
  const { jobs } = await call<{ jobs: JobWire[] }>('GET', `/jobs?from=${today}&to=${until}`);
  const places = new Map<string, JobWire>();
  for (const job of jobs) if (job.lat !== null && job.lng !== null) places.set(`${job.kind}:${job.location_id}`, job);
  const byLongitude = [...places.values()].sort((a, b) => a.lng! - b.lng!);
  const picks = [0, byLongitude.length - 1, 1, byLongitude.length - 2, 2, byLongitude.length - 3].map(
    (index) => byLongitude[index]!,
  );
  for (const place of picks)
    await call('POST', '/jobs', {
      kind: place.kind,
      location_id: place.location_id,
      service_date: date,
      assigned_user_id: tech.user_id,
      price_cents: 2500,
    });
  return { date, tech, call };
}

const milesIn = (text: string) => [...text.matchAll(/([\d.]+) mi/g)].map((match) => Number(match[1]));

describe('the route manager', () => {
  it('optimises a day with a pinned stop, keeps the pin, shows the distance fall, saves, and prints', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const { date, tech, call } = await zigzagDay(page);
    await page.goto(`/route_manager?date=${date}&tech=${tech.user_id}`);
    await page.getByRole('heading', { name: 'Route Manager', level: 1 }).waitFor();
    expect(await page.title()).toBe('Route Manager | Employee Portal');
    const list = page.getByRole('list', { name: 'Stops in route order' });
    await list.getByRole('listitem').nth(5).waitFor();
    await page.getByText(/Distances estimated \(straight-line × 1\.3\)/).waitFor();
    // The drive begins at the tech's own address: a marker of its own, named for hover and screen readers.
    await page.locator(`.leaflet-marker-icon[title^="Start"][title$="(${tech.name})"]`).first().waitFor();

    // The arrow buttons reorder without a mouse; the new order is measured at once, unsaved.
    const label = async (index: number) => (await list.getByRole('listitem').nth(index).getAttribute('aria-label'))!;
    const distanceShown = () => page.getByTestId('route-total-Distance').textContent();
    const firstDistance = await distanceShown();
    const pinnedName = (await label(2)).replace(/^Stop 3: /, '');
    await page.getByRole('button', { name: `Move ${pinnedName} up`, exact: true }).click();
    expect(await label(1)).toBe(`Stop 2: ${pinnedName}`);
    await page.getByText('Unsaved changes').waitFor();
    await expect.poll(distanceShown).not.toBe(firstDistance);
    await page.getByRole('button', { name: `Pin ${pinnedName}`, exact: true }).click();
    expect(
      await page.getByRole('button', { name: `Pin ${pinnedName}`, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Optimize', exact: true }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'Optimized: distance' });
    await outcome.waitFor();
    const [before, after] = milesIn((await outcome.textContent())!);
    expect(after).toBeLessThan(before!);
    expect(await list.getByRole('listitem').nth(1).getAttribute('aria-label')).toBe(`Stop 2: ${pinnedName}`);
    expect(milesIn((await page.getByTestId('route-total-Distance').textContent())!)[0]).toBe(after);

    const shown = await list
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => item.getAttribute('data-testid')!.replace('route-stop-', '')).map(Number),
      );
    await page.getByRole('button', { name: 'Save route' }).click();
    await page.getByText(`${tech.name}'s route was saved.`).waitFor();
    const saved = await call<RouteManagerDayResponse>('GET', `/route_manager?date=${date}`);
    const route = saved.routes.find((entry) => entry.user_id === tech.user_id)!;
    expect(route.stops.map((stop) => stop.job_id)).toEqual(shown);
    expect(Number((route.measured!.distance_m / 1609.344).toFixed(1))).toBe(after);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Route sheet (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^route-sheet-${date}-[a-z0-9-]+\\.pdf$`));
    const file = await downloadedBytes(download);
    expect(file.subarray(0, 4).toString()).toBe('%PDF');

    // The whole day: a proposal per tech, shown before anything is saved, then saved in one go.
    await page.getByRole('combobox', { name: 'Tech' }).click();
    await page.getByRole('option', { name: 'All techs' }).click();
    await page.getByRole('table', { name: 'Routes of the day' }).waitFor();
    await page.getByRole('button', { name: 'Optimize all' }).click();
    const proposal = page.getByRole('region', { name: 'Proposed routes (not saved yet)' });
    await proposal.getByRole('cell', { name: tech.name }).waitFor();
    await proposal.getByText('No job changes tech.').waitFor();
    await proposal.getByRole('button', { name: 'Save all routes' }).click();
    await page.getByText('All routes were saved.').waitFor();
    expect(await proposal.count()).toBe(0);
  });
});
