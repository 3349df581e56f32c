/**
 * The dispatch board (issue 14): a job dragged to another tech and a route reordered show on a second signed-in
 * browser at once; selected jobs are skipped for the weather, their clients told, and the tech's day shows it.
 */
import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { todayIn } from '@employee-portal/core/dates';
import type { DispatchBoardResponse } from '@employee-portal/core/jobs/dispatch.responses';
import { callApi, outbox, signIn, storedSession, waitForLiveEvents } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

interface ClientRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  location_count: number;
}

/** Visits made through the API on a day ahead, one per client location, each given to the named tech or nobody. */
async function jobsOn(page: Page, daysAhead: number, techs: readonly (string | null)[], firstClient = 0) {
  const session = await storedSession(page);
  const token = session!.token!;
  const day = format(addDays(parseISO(todayIn(session!.user!.time_zone, new Date())), daysAhead), 'yyyy-MM-dd');
  const board = await callApi<DispatchBoardResponse>(suite.server.baseUrl, token, 'GET', `/dispatch_board?date=${day}`);
  const techId = (name: string | null) =>
    name === null ? null : board.columns.find((column) => column.name === name)!.assigned_user_id;
  const clients = await callApi<{ data: ClientRow[] }>(suite.server.baseUrl, token, 'GET', '/clients?per_page=50');
  const withPlace = clients.data
    .filter((client) => client.location_count > 0)
    .slice(firstClient, firstClient + techs.length);
  const made = [];
  for (const [index, client] of withPlace.entries()) {
    const detail = await callApi<{ client: { locations: { id: number }[] } }>(
      suite.server.baseUrl,
      token,
      'GET',
      `/clients/${client.id}`,
    );
    const { job } = await callApi<{ job: { id: number } }>(suite.server.baseUrl, token, 'POST', '/jobs', {
      kind: 'residential',
      location_id: detail.client.locations[0]!.id,
      service_date: day,
      assigned_user_id: techId(techs[index]!),
      price_cents: 2500,
    });
    made.push({ id: job.id, client, name: `${client.first_name} ${client.last_name}` });
  }
  return { day, made, techId, board };
}

const column = (page: Page, userId: number | null) => page.getByTestId(`column-${userId ?? 'unassigned'}`);
const card = (scope: Page | Locator, jobId: number) => scope.getByTestId(`job-card-${jobId}`);
/** The job ids of a column in the order it shows them. */
const order = (page: Page, userId: number | null) =>
  column(page, userId)
    .locator('[data-testid^="job-card-"]')
    .evaluateAll((cards) => cards.map((entry) => Number(entry.getAttribute('data-testid')!.slice('job-card-'.length))));

async function openBoard(page: Page, day: string) {
  await page.goto(`/dispatch_board?date=${day}`);
  await page.getByRole('heading', { name: 'Dispatch Board', level: 1 }).waitFor();
  await waitForLiveEvents(page);
}

/** Drags a card by its handle onto another card with the mouse, in steps, as a person would. */
async function dragOnto(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const handle = (await from.getByRole('button', { name: /^Move / }).boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 10, handle.y + handle.height / 2 + 10, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + 5, { steps: 12 });
  await page.mouse.up();
}

describe('dispatch board', () => {
  it('moves a job to another tech and reorders a route, seen live on another signed-in browser', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const { day, made, techId, board } = await jobsOn(page, 1, ['Tyler Brooks']);
    const other = board.columns.find((entry) => entry.assigned_user_id !== null && entry.name !== 'Tyler Brooks')!;
    const [first] = made;
    const tyler = techId('Tyler Brooks');
    // The other tech gets one job of ours to drop onto.
    const { made: theirs } = await jobsOn(page, 1, [other.name], 1);
    const target = theirs[0]!;

    const watcher = await suite.openAnotherPage();
    await signIn(watcher, 'office@demo.test');
    await openBoard(watcher, day);
    await openBoard(page, day);
    await card(column(page, tyler), first!.id).waitFor();

    await dragOnto(page, card(page, first!.id), card(page, target.id));
    await card(column(page, other.assigned_user_id), first!.id).waitFor();
    await card(column(watcher, other.assigned_user_id), first!.id).waitFor();
    const afterDrag = await order(watcher, other.assigned_user_id);
    expect(afterDrag.indexOf(first!.id)).toBe(afterDrag.indexOf(target.id) - 1);
    expect(await order(watcher, tyler)).not.toContain(first!.id);

    // Keyboard dragging: the handle picks the card up, an arrow moves it one stop up, Space drops it.
    const handle = card(page, target.id).getByRole('button', { name: `Move ${target.name}` });
    await handle.focus();
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await announced.getByText(`${target.name} is over`).waitFor();
    const pickedUp = await announced.innerText();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => announced.innerText()).not.toBe(pickedUp);
    await page.keyboard.press('Space');
    await announced.getByText(`${target.name} was dropped at`).waitFor();
    await expect
      .poll(async () => {
        const ids = await order(watcher, other.assigned_user_id);
        return ids.indexOf(target.id) < ids.indexOf(first!.id);
      })
      .toBe(true);
    await expect.poll(() => order(page, other.assigned_user_id)).toEqual(await order(watcher, other.assigned_user_id));
  });

  it('skips the selected jobs for the weather, tells their clients, and the tech’s day shows why', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const { day, made, techId } = await jobsOn(page, 2, ['Tyler Brooks', 'Tyler Brooks', 'Tyler Brooks']);
    const [kept, ...skipped] = made;
    await openBoard(page, day);
    // Within the made job's card: the same client may have a visit of their own that day.
    for (const job of skipped)
      await card(page, job.id)
        .getByRole('checkbox', { name: `Select ${job.name}` })
        .check();
    const bar = page.getByRole('toolbar', { name: 'Selected jobs' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Skip' }).click();

    const dialog = page.getByRole('dialog', { name: 'Skip Jobs' });
    await dialog.getByRole('combobox', { name: 'Skip Reason' }).click();
    await page.getByRole('option', { name: 'Weather' }).click();
    await dialog.getByLabel('Note to the client').fill('Storm today: we will be back next week.');
    await expect.poll(() => dialog.getByLabel('Tell the clients').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await page.getByText('2 jobs skipped.').waitFor();

    const tyler = column(page, techId('Tyler Brooks'));
    for (const job of skipped) await card(tyler, job.id).getByText('Skipped').waitFor();
    await expect.poll(() => card(tyler, kept!.id).getByText('Scheduled').isVisible()).toBe(true);
    await expect
      .poll(async () => {
        const sent = await outbox(suite.server.baseUrl);
        return skipped.every((job) =>
          sent.some((message) => [job.client.email, job.client.phone].includes(message.recipient)),
        );
      })
      .toBe(true);

    // The column's header opens the tech's day: the skipped stops with their reason, in route order.
    await tyler.getByRole('heading').getByRole('link', { name: 'Tyler Brooks' }).click();
    await page.getByRole('heading', { name: /^Tyler Brooks, /, level: 1 }).waitFor();
    const stops = page.getByRole('table', { name: /^Tyler Brooks, / });
    for (const job of skipped) {
      const row = stops.getByRole('row').filter({ has: page.getByRole('link', { name: job.name }) });
      await row.getByText('Skipped').waitFor();
      await row.getByText('Weather').waitFor();
    }
    await page.getByRole('link', { name: 'Back to Dispatch Board' }).click();
    await page.getByRole('heading', { name: 'Dispatch Board', level: 1 }).waitFor();
  });
});
