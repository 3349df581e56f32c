/**
 * The route manager: a tech's day laid out in a bad order is optimised with one stop pinned; the pin keeps its place,
 * the distance falls, the order and the pin save and come back after a reload, an Optimize that finds nothing better
 * leaves nothing to save, the route sheet downloads as a PDF, and 'Optimize all' keeps the pin too.
 */
import { addDays, format, getISODay, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayIn } from '@employee-portal/core/dates';
import type { JobWire } from '@employee-portal/core/jobs/job.responses';
import type { RouteManagerDayResponse, TechRoute } from '@employee-portal/core/routing/route-manager.schema';
import { callApi, downloadedBytes, signIn, storedSession } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** Two techs who start from their own address and have no stop that day. */
const freeTechs = (routeDay: RouteManagerDayResponse) =>
  routeDay.routes.filter((route) => route.stops.length === 0 && route.start?.source === 'staff');

/**
 * A weekend day ahead on which two techs have no stop (the demo works Monday to Friday, though a monthly visit keeps its date and may fall on a weekend),
 * with six stops for one of them, zigzagging from the west end of town to the east end and back, so any sensible
 * order is shorter; `zigzag` gives the other tech such a route too.
 */
async function zigzagDay(page: Page) {
  const session = await storedSession(page);
  const token = session!.token!;
  const today = todayIn(session!.user!.time_zone, new Date());
  const call = <T>(method: 'GET' | 'POST', path: string, body?: object) =>
    callApi<T>(suite.server.baseUrl, token, method, path, body);
  let found: { date: string; techs: TechRoute[] } | null = null;
  for (let ahead = 14; !found && ahead < 84; ahead += 1) {
    const day = addDays(parseISO(today), ahead);
    if (getISODay(day) < 6) continue;
    const date = format(day, 'yyyy-MM-dd');
    const techs = freeTechs(await call<RouteManagerDayResponse>('GET', `/route_manager?date=${date}`));
    if (techs.length >= 2) found = { date, techs };
  }
  if (!found) throw new Error('no weekend day ahead with two free techs');
  const { date } = found;
  const [tech, otherTech] = found.techs;
  const until = format(addDays(parseISO(today), 13), 'yyyy-MM-dd');
  const { jobs } = await call<{ jobs: JobWire[] }>('GET', `/jobs?from=${today}&to=${until}`);
  const places = new Map<string, JobWire>();
  for (const job of jobs) if (job.lat !== null && job.lng !== null) places.set(`${job.kind}:${job.location_id}`, job);
  const byLongitude = [...places.values()].sort((a, b) => a.lng! - b.lng!);
  const zigzag = async (userId: number, offset: number) => {
    const last = byLongitude.length - 1 - offset;
    for (const index of [offset, last, offset + 1, last - 1, offset + 2, last - 2]) {
      const place = byLongitude[index]!;
      await call('POST', '/jobs', {
        kind: place.kind,
        location_id: place.location_id,
        service_date: date,
        assigned_user_id: userId,
        price_cents: 2500,
      });
    }
  };
  await zigzag(tech!.user_id, 0);
  return { date, tech: tech!, otherTech: otherTech!, call, zigzag };
}

const milesIn = (text: string) => [...text.matchAll(/([\d.]+) mi/g)].map((match) => Number(match[1]));

describe('the route manager', () => {
  it('optimises around a pinned stop, saves the order and the pin, keeps both after a reload, and prints', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const { date, tech, otherTech, call, zigzag } = await zigzagDay(page);
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
    const pinnedJob = shown[1]!;
    expect(route.stops.filter((stop) => stop.is_pinned).map((stop) => stop.job_id)).toEqual([pinnedJob]);

    // The pin came back with the route; optimising the saved best order finds nothing and leaves nothing to save.
    await page.reload();
    const pin = page.getByRole('button', { name: `Pin ${pinnedName}`, exact: true });
    await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('true');
    expect(await label(1)).toBe(`Stop 2: ${pinnedName}`);
    await page.getByRole('button', { name: 'Optimize', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Already the best order' }).waitFor();
    expect(await label(1)).toBe(`Stop 2: ${pinnedName}`);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save route' }).isDisabled()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Route sheet (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^route-sheet-${date}-[a-z0-9-]+\\.pdf$`));
    const file = await downloadedBytes(download);
    expect(file.subarray(0, 4).toString()).toBe('%PDF');

    // The whole day: nothing to gain while the only route is already the best; then another tech's zigzag gives a
    // proposal per tech, shown before anything is saved, saved in one go, the pinned stop still second and pinned.
    await page.getByRole('combobox', { name: 'Tech' }).click();
    await page.getByRole('option', { name: 'All techs' }).click();
    await page.getByRole('table', { name: 'Routes of the day' }).waitFor();
    await page.getByRole('button', { name: 'Optimize all' }).click();
    await page.getByRole('status').filter({ hasText: 'Already the best routes' }).waitFor();
    const proposal = page.getByRole('region', { name: 'Proposed routes (not saved yet)' });
    expect(await proposal.count()).toBe(0);
    await zigzag(otherTech.user_id, 3);
    await page.reload();
    await page.getByRole('table', { name: 'Routes of the day' }).waitFor();
    await page.getByRole('button', { name: 'Optimize all' }).click();
    await proposal.getByRole('cell', { name: otherTech.name }).waitFor();
    await proposal.getByRole('button', { name: 'Save all routes' }).click();
    await page.getByText('All routes were saved.').waitFor();
    expect(await proposal.count()).toBe(0);
    const day = await call<RouteManagerDayResponse>('GET', `/route_manager?date=${date}`);
    const kept = day.routes.find((entry) => entry.user_id === tech.user_id)!.stops[1]!;
    expect(kept).toMatchObject({ job_id: pinnedJob, is_pinned: true });
  });
});
