/**
 * The schedule pages: the office finds a job on the calendar, opens it and moves it to another day; the map view draws
 * a tech's day as numbered pins joined by a route line, with no map tile loaded; a client's visits are found by name
 * from the keyboard on both, and each says what its colours mean. The jobs are custom jobs made through the API, well
 * past the generated horizon so no other job shares their day.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, trackApiRequests, waitForSettledPage } from './support/axe.ts';
import { callApi, signIn, storedToken } from './support/portal.ts';
import { choose, factOf } from './support/subscription.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

interface Job {
  id: number;
  client_name: string;
  service_date: string;
  assigned_user_name: string | null;
}
interface Location {
  id: number;
  name: string | null;
  address_line1: string;
  lat: number | null;
}

/** No serious or critical axe finding in the page as it now stands (DESIGN §7). */
async function expectAccessible(page: Page, what: string) {
  await waitForSettledPage(page);
  const found = await seriousViolations(page);
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function officeToken(page: Page): Promise<string> {
  await signIn(page, 'office@demo.test');
  const token = await storedToken(page);
  if (!token) throw new Error('no token stored');
  return token;
}

async function techId(baseUrl: string, token: string, name: string): Promise<number> {
  const { techs } = await callApi<{ techs: { id: number; name: string }[] }>(
    baseUrl,
    token,
    'GET',
    '/subscriptions/options?kind=residential',
  );
  const tech = techs.find((candidate) => candidate.name === name);
  if (!tech) throw new Error(`no tech ${name}`);
  return tech.id;
}

/** Two located places of one demo client, so a route has two pins and a line between them. */
async function locatedPlaces(baseUrl: string, token: string): Promise<Location[]> {
  const { data } = await callApi<{ data: { id: number; location_count: number }[] }>(
    baseUrl,
    token,
    'GET',
    '/clients?per_page=100',
  );
  for (const row of data.filter((client) => client.location_count >= 2)) {
    const { client } = await callApi<{ client: { locations: Location[] } }>(
      baseUrl,
      token,
      'GET',
      `/clients/${row.id}`,
    );
    const located = client.locations.filter((location) => location.lat !== null);
    if (located.length >= 2) return located.slice(0, 2);
  }
  throw new Error('no demo client with two located places');
}

/** A located place of each of two demo clients. */
async function placesOfTwoClients(baseUrl: string, token: string) {
  const { data } = await callApi<{ data: { id: number; location_count: number }[] }>(
    baseUrl,
    token,
    'GET',
    '/clients?per_page=20',
  );
  const found: { client: string; place: Location }[] = [];
  for (const row of data.filter((client) => client.location_count > 0)) {
    const { client } = await callApi<{ client: { first_name: string; last_name: string; locations: Location[] } }>(
      baseUrl,
      token,
      'GET',
      `/clients/${row.id}`,
    );
    const place = client.locations.find((location) => location.lat !== null);
    const name = `${client.first_name} ${client.last_name}`;
    if (place && !found.some((entry) => entry.client.split(' ')[1] === client.last_name))
      found.push({ client: name, place });
    if (found.length === 2) return found;
  }
  throw new Error('no two demo clients with located places');
}

const createJob = (baseUrl: string, token: string, body: Record<string, unknown>) =>
  callApi<{ job: Job }>(baseUrl, token, 'POST', '/jobs', { kind: 'residential', price_cents: 2500, ...body }).then(
    (answer) => answer.job,
  );

describe('schedule', () => {
  it("finds a client's visits from the keyboard and says what the colours mean, on the calendar and the map", async () => {
    const { page, server } = suite;
    trackApiRequests(page);
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const token = await officeToken(page);
    const tyler = await techId(server.baseUrl, token, 'Tyler Brooks');
    const [wanted, other] = await placesOfTwoClients(server.baseUrl, token);
    const day = dayAfter(120);
    const job = await createJob(server.baseUrl, token, {
      location_id: wanted!.place.id,
      service_date: day,
      assigned_user_id: tyler,
    });
    const otherJob = await createJob(server.baseUrl, token, {
      location_id: other!.place.id,
      service_date: day,
      assigned_user_id: tyler,
    });
    const typed = wanted!.client.toUpperCase();
    const eventOf = (id: number) => page.locator(`.rbc-event a[href="/schedule/${id}/show"]`);

    await page.goto(`/schedule?date=${day}`);
    await eventOf(otherJob.id).waitFor();
    const search = page.getByRole('searchbox', { name: 'Find a client' });
    await search.focus();
    await page.keyboard.type(typed);
    const found = page.getByRole('region', { name: 'Visits found' });
    await found
      .getByRole('status')
      .filter({ hasText: `1 visit of clients matching “${typed}”` })
      .waitFor();
    await expect.poll(() => eventOf(otherJob.id).count()).toBe(0);
    await eventOf(job.id).waitFor();
    // The legend's swatch is the colour the scheduled visit is drawn in.
    const legend = page.getByRole('region', { name: 'Colour legend: job status' });
    const background = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    for (const status of ['Scheduled', 'Completed', 'Skipped', 'Missed']) await legend.getByText(status).waitFor();
    expect(await background(legend.getByText('Scheduled', { exact: true }))).toBe(
      await background(page.locator('.rbc-event', { has: page.locator(`a[href="/schedule/${job.id}/show"]`) })),
    );
    await expectAccessible(page, 'schedule with a client search');
    // Escape empties the search: every visit is back.
    await search.focus();
    await page.keyboard.press('Escape');
    await eventOf(otherJob.id).waitFor();
    expect(await found.count()).toBe(0);

    // On the map: the legend names each tech's colour; a search keeps the client's pin alone, and its link opens it.
    await page.goto(`/schedule/map_view?date=${day}`);
    const mapLegend = page.getByRole('region', { name: 'Colour legend: techs' });
    await mapLegend.getByText('Tyler Brooks: 2 stops').waitFor();
    await mapLegend.getByText(/Each colour is one tech's route/).waitFor();
    await page.getByRole('searchbox', { name: 'Find a client' }).fill(wanted!.client);
    await mapLegend.getByText('Tyler Brooks: 1 stop').waitFor();
    const map = page.getByRole('region', { name: "Map of the day's jobs" });
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(1);
    const link = found.getByRole('link', { name: new RegExp(`^${wanted!.client}, `) });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/schedule/${job.id}/show`);
  });

  it('shows a job in the week view, opens it, and moves it to another day where the calendar shows it', async () => {
    const { page, server } = suite;
    trackApiRequests(page);
    const token = await officeToken(page);
    const tyler = await techId(server.baseUrl, token, 'Tyler Brooks');
    const [place] = await locatedPlaces(server.baseUrl, token);
    const day = dayAfter(100);
    const job = await createJob(server.baseUrl, token, {
      location_id: place?.id,
      service_date: day,
      assigned_user_id: tyler,
    });

    await page.goto(`/schedule?date=${day}`);
    await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    const event = page.locator(`a[href="/schedule/${job.id}/show"]`);
    await expect.poll(() => event.textContent()).toBe(`${job.client_name} · Tyler Brooks`);
    // Screen readers hear the status and the day as well.
    const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    expect(await event.getAttribute('aria-label')).toBe(
      `${job.client_name} · Tyler Brooks, Scheduled, ${weekday}, ${new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })}`,
    );

    await expectAccessible(page, 'week view with a job');

    await event.click();
    await page.waitForURL(`**/schedule/${job.id}/show`);
    await page.getByRole('heading', { name: new RegExp(`^${job.client_name}, `), level: 1 }).waitFor();
    await expectAccessible(page, 'job page');
    await page.getByRole('button', { name: 'Move to Another Day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Job' });
    await expectAccessible(page, 'move dialog');
    const later = dayAfter(107);
    await dialog.getByLabel('New Date').fill(later);
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/The job was moved to/).waitFor();
    await page.getByRole('list', { name: 'Job history' }).getByRole('listitem').first().waitFor();

    // The week it left no longer shows it; the week it went to does, and so does that day's column of Tyler.
    await page.goto(`/schedule?date=${day}`);
    await page.getByRole('button', { name: 'Today' }).waitFor();
    await expect.poll(() => page.locator(`a[href="/schedule/${job.id}/show"]`).count()).toBe(0);
    await page.goto(`/schedule?date=${later}`);
    await page.locator(`a[href="/schedule/${job.id}/show"]`).waitFor();
    await page.goto(`/schedule?view=day&date=${later}`);
    await page.locator('.rbc-header', { hasText: 'Tyler Brooks' }).waitFor();
    expect(await page.locator(`a[href="/schedule/${job.id}/show"]`).textContent()).toBe(job.client_name);
    await expectAccessible(page, 'day view with a column per tech');
    await page.getByRole('button', { name: 'Month' }).click();
    await page.waitForURL(/view=month/);
    await page.locator(`a[href="/schedule/${job.id}/show"]`).waitFor();
    await expectAccessible(page, 'month view');

    // A job that is not there (or another organization's) says so, with the way back.
    await page.goto('/schedule/999999/show');
    await page.getByRole('heading', { name: 'Job not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Schedule' }).waitFor();
  });

  it('skips a job with a reason once confirmed; a skipped job offers only a re-clean, which opens the new job', async () => {
    const { page, server } = suite;
    const token = await officeToken(page);
    const tyler = await techId(server.baseUrl, token, 'Tyler Brooks');
    const [place] = await locatedPlaces(server.baseUrl, token);
    const job = await createJob(server.baseUrl, token, {
      location_id: place?.id,
      service_date: dayAfter(120),
      assigned_user_id: tyler,
    });

    await page.goto(`/schedule/${job.id}/show`);
    const actions = page.getByRole('group', { name: 'Job actions' });
    await actions.getByRole('button', { name: 'Skip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skip Job' });
    await choose(page, dialog, 'Skip Reason', 'Weather');
    await dialog.getByLabel('Note to the Client').fill('Hail storm');
    await dialog.getByRole('button', { name: 'Skip Job' }).click();
    // Nothing changes until the second question is answered.
    const confirm = page.getByRole('dialog', { name: 'Skip This Job?' });
    await confirm.getByText(/the client will be told/).waitFor();
    expect(
      (await callApi<{ job: Job & { status: string } }>(server.baseUrl, token, 'GET', `/jobs/${job.id}`)).job.status,
    ).toBe('scheduled');
    await confirm.getByRole('button', { name: 'Skip Job' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const details = page.locator('dl[aria-label="Job details"]');
    await expect.poll(() => factOf(details, 'Skip Reason').textContent()).toBe('Weather');
    expect(await factOf(details, 'Status').textContent()).toBe('Skipped');
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Re-clean']);

    await actions.getByRole('button', { name: 'Re-clean' }).click();
    const reClean = page.getByRole('dialog', { name: 'Re-clean' });
    await reClean.getByLabel('Date').fill(dayAfter(121));
    await reClean.getByRole('button', { name: 'Schedule Re-clean' }).click();
    await page.waitForURL(
      (url) => /\/schedule\/\d+\/show$/.test(url.pathname) && !url.pathname.includes(`/${job.id}/`),
    );
    await page.getByRole('link', { name: `Job ${job.id}` }).waitFor();
    expect(await actions.getByRole('button', { name: 'Complete' }).count()).toBe(1);
  });

  it("draws a tech's day as numbered pins joined by a route line without map tiles, and a pin opens its job", async () => {
    const { page, server } = suite;
    trackApiRequests(page);
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const token = await officeToken(page);
    const tyler = await techId(server.baseUrl, token, 'Tyler Brooks');
    const places = await locatedPlaces(server.baseUrl, token);
    const day = dayAfter(110);
    const jobs: Job[] = [];
    for (const place of places)
      jobs.push(
        await createJob(server.baseUrl, token, { location_id: place.id, service_date: day, assigned_user_id: tyler }),
      );

    await page.goto(`/schedule/map_view?date=${day}&tech=${tyler}`);
    const map = page.getByRole('region', { name: "Map of the day's jobs" });
    await page.getByRole('list', { name: 'Techs on the map' }).getByText('Tyler Brooks: 2 stops').waitFor();
    const first = map.getByRole('button', { name: new RegExp(`^1\\. .*\\(Tyler Brooks\\)$`) });
    const second = map.getByRole('button', { name: new RegExp(`^2\\. .*\\(Tyler Brooks\\)$`) });
    await first.waitFor();
    await second.waitFor();
    expect(await map.locator('.leaflet-marker-icon').count()).toBe(2);
    const line = map.locator('path.route-line');
    await expect.poll(() => line.count()).toBe(1);
    const box = await line.boundingBox();
    expect((box?.width ?? 0) + (box?.height ?? 0)).toBeGreaterThan(10);
    // The pin and its line share the tech's colour, the legend's swatch.
    const stroke = await line.getAttribute('stroke');
    expect(await first.locator('span').evaluate((pin) => getComputedStyle(pin).backgroundColor)).toBe(
      await page.evaluate((colour) => {
        const probe = document.createElement('span');
        probe.style.color = colour ?? '';
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      }, stroke),
    );

    await expectAccessible(page, 'map view');

    // From the keyboard: Enter on the first pin opens its popup, whose link opens the job.
    await first.focus();
    await page.keyboard.press('Enter');
    await map.locator('.leaflet-popup').getByRole('link', { name: 'Open Job' }).click();
    await page.waitForURL(`**/schedule/${jobs[0]?.id}/show`);
    await page.getByRole('heading', { name: new RegExp(`^${jobs[0]?.client_name}, `), level: 1 }).waitFor();
  });
});
