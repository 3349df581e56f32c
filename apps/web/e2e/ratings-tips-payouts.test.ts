/**
 * Ratings, tips and payouts as people see them: a client rates and tips through the completion message's link, on a
 * phone, told before sending how the tip is paid, and the office finds both in its reports; the payouts list opens a
 * payout whose payments add up.
 */
import { describe, expect, it } from 'vitest';
import { todayIn } from '@employee-portal/core/dates';
import type { DispatchBoardResponse } from '@employee-portal/core/jobs/dispatch.responses';
import { callApi, signIn, storedSession, waitForOutbox } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

interface ClientRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  location_count: number;
}

describe('ratings, tips and payouts', () => {
  it('lets a client rate and tip a completed visit, and the reports show both', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const session = await storedSession(page);
    const token = session!.token!;
    const today = todayIn(session!.user!.time_zone, new Date());
    const board = await callApi<DispatchBoardResponse>(
      suite.server.baseUrl,
      token,
      'GET',
      `/dispatch_board?date=${today}`,
    );
    const tech = board.columns.find((column) => column.assigned_user_id !== null)!;
    const clients = await callApi<{ data: ClientRow[] }>(suite.server.baseUrl, token, 'GET', '/clients?per_page=50');
    const client = clients.data.find((row) => row.location_count > 0 && row.email)!;
    const detail = await callApi<{ client: { locations: { id: number }[] } }>(
      suite.server.baseUrl,
      token,
      'GET',
      `/clients/${client.id}`,
    );
    const { job } = await callApi<{ job: { id: number } }>(suite.server.baseUrl, token, 'POST', '/jobs', {
      kind: 'residential',
      location_id: detail.client.locations[0]!.id,
      service_date: today,
      assigned_user_id: tech.assigned_user_id,
      price_cents: 2500,
    });
    await callApi(suite.server.baseUrl, token, 'POST', `/jobs/${job.id}/complete`, { gate_closed: true });
    const link = await waitForOutbox(suite.server.baseUrl, { to: client.email! }, (messages) =>
      messages.map((message) => /\/rate\/[\w-]+/.exec(message.body)?.[0]).find(Boolean),
    );

    // The client opens the link on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Rate Your Visit', level: 1 }).waitFor();
    expect(await page.title()).toBe('Rate Your Visit | Employee Portal');
    const form = page.getByRole('form', { name: 'Rate your visit' });
    await form.locator('label').filter({ hasText: '4 Stars' }).click();
    await form.getByLabel('Comment').fill('Spotless yard, thank you');
    await form.getByRole('button', { name: 'Other amount' }).click();
    await form.getByLabel('Tip amount ($)').fill('7.50');
    // Every tip choice keeps its whole border where the row of choices wraps on the phone.
    const tipChoices = form.getByRole('group', { name: /^Tip / }).getByRole('button');
    const edges = await tipChoices.evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        const shown = ['top', 'right', 'bottom', 'left'].filter(
          (side) =>
            style.getPropertyValue(`border-${side}-width`) !== '0px' &&
            style.getPropertyValue(`border-${side}-color`) !== 'rgba(0, 0, 0, 0)',
        );
        return `${button.textContent}: ${shown.join(' ')}`;
      }),
    );
    expect(edges).toEqual(edges.map((edge) => `${edge.split(':')[0]}: top right bottom left`));
    expect(edges.length).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Before sending, the client reads how the tip is paid: on the next invoice, nothing charged now.
    await form
      .getByText(
        `Nothing is charged now: your tip is added to your next invoice from ${session!.user!.organization_name}.`,
      )
      .waitFor();
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you! Your feedback was sent.').waitFor();
    await page.getByText('You tipped').waitFor();
    expect(await page.getByText('$7.50').count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(`/ratings_and_comments_report?date_from=${today}&date_to=${today}`);
    const comments = page.getByRole('table', { name: 'Ratings and comments' });
    const row = comments.locator('tbody tr', { hasText: 'Spotless yard, thank you' });
    await row.waitFor();
    expect(await row.innerText()).toContain(client.last_name);
    await page.getByRole('table', { name: 'Ratings by tech' }).getByText(tech.name.split(' ')[0]!).waitFor();

    await page.goto(`/tips_report?date_from=${today}&date_to=${today}`);
    const tips = page.getByRole('table', { name: 'Tips by tech' });
    const techRow = tips.locator('tbody tr', { hasText: tech.name.split(' ')[0]! });
    await techRow.waitFor();
    expect(await techRow.innerText()).toContain('$7.50');
  });

  it('saves the ratings and tipping settings and refuses a tip amount over $500', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/ratings_comments_and_tipping');
    await page.getByRole('heading', { name: 'Ratings, Comments and Tipping', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Ratings and tipping settings' });
    await form.getByLabel('Tip Amount 4 ($)').fill('600');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Not valid').waitFor();
    await form.getByLabel('Tip Amount 4 ($)').fill('20');
    await form.getByRole('switch', { name: 'Comments' }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Ratings, comments and tipping settings were saved.').waitFor();
    await page.reload();
    await expect.poll(() => form.getByLabel('Tip Amount 4 ($)').inputValue()).toBe('20');
    expect(await form.getByRole('switch', { name: 'Comments' }).isChecked()).toBe(false);
  });

  it('opens a payout from the list whose payments add up to its figures', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/payouts');
    await page.getByRole('heading', { name: 'Payouts' }).waitFor();
    const list = page.getByRole('table', { name: 'Payouts' });
    // Needs the demo's card payments (seeded by the payments work) and a payout sync over them at seed time.
    const first = list.locator('tbody tr').first().getByRole('link');
    await first.waitFor();
    await first.click();
    await page.getByRole('heading', { name: /^Payout of / }).waitFor();
    expect(await page.title()).toBe('Payout | Employee Portal');
    await page.getByText(/^Adds up: /).waitFor();
    const payments = page.getByRole('table', { name: 'Payments in this payout' });
    await payments.waitFor();
    const facts = page.getByLabel('Payout figures');
    expect(await facts.innerText()).toContain('Net');
  });
});
