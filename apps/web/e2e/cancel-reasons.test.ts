/**
 * Issue 7 cancel reasons: the owner adds a reason on the pricing setup page and renames it; a subscription is
 * cancelled with it; deleting it is then refused (the reason was used) and the dialog makes it inactive instead;
 * it can be activated and deactivated again; the dashboard's cancel reasons widget counts the cancellation. The
 * built-in "Entered by mistake" is listed as not counting as churn and cannot be edited; a subscription cancelled with
 * it shows up in neither the cancel reasons nor the lost clients of the dashboard.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@employee-portal/core/messages/catalogue';
import { ENTERED_BY_MISTAKE } from '@employee-portal/core/subscriptions/subscription-wire';
import { seriousViolations } from './support/axe.ts';
import { callApi, signIn, organizationToday, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const FIRST_NAME = 'Gate code troubles';
const REASON_NAME = 'Gate access problems';

/** Cancels one of the demo organization's active residential subscriptions with the named reason. */
async function cancelOneSubscription(page: Page, reasonName: string) {
  const token = await storedToken(page);
  if (!token) throw new Error('owner not signed in');
  const { baseUrl } = suite.server;
  const { cancel_reasons } = await callApi<{ cancel_reasons: { id: number; name: string }[] }>(
    baseUrl,
    token,
    'GET',
    '/cancel_reasons',
  );
  const reason = cancel_reasons.find((candidate) => candidate.name === reasonName);
  if (!reason) throw new Error(`no cancel reason ${reasonName}`);
  const { data } = await callApi<{ data: { id: number }[] }>(
    baseUrl,
    token,
    'GET',
    '/subscriptions?status=active&per_page=1',
  );
  const subscription = data[0];
  if (!subscription) throw new Error('the demo organization has no active subscription');
  const { subscription: cancelled } = await callApi<{
    subscription: { status: string; cancel_reason: { name: string } | null };
  }>(baseUrl, token, 'POST', `/subscription/${subscription.id}/cancel`, {
    cancel_reason_id: reason.id,
    note: 'Cancelled by the cancel reasons browser test',
  });
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.cancel_reason?.name).toBe(reasonName);
}

const reasonRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Cancel reasons' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('cancel reasons', () => {
  it('are added, renamed and deactivated on the pricing setup page, and counted on the dashboard', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/pricing_setup');
    await page.getByRole('heading', { name: 'Service Plans' }).waitFor();
    await page.getByRole('tab', { name: 'Cancel Reasons' }).click();
    await page.getByRole('heading', { name: 'Cancel Reasons' }).waitFor();

    // Add.
    await page.getByRole('button', { name: 'New Cancel Reason' }).click();
    const addDialog = page.getByRole('dialog', { name: 'New Cancel Reason' });
    await addDialog.getByRole('button', { name: 'Add Reason' }).click();
    await addDialog.getByText(messages.required).waitFor();
    await addDialog.getByRole('textbox', { name: 'Name' }).fill(FIRST_NAME);
    await addDialog.getByRole('button', { name: 'Add Reason' }).click();
    await page.getByText(`${FIRST_NAME} was added.`).waitFor();
    await addDialog.waitFor({ state: 'hidden' });
    await reasonRow(page, FIRST_NAME).getByText('Active', { exact: true }).waitFor();
    expect(await reasonRow(page, FIRST_NAME).getByRole('cell').nth(2).innerText()).toBe('Yes');
    expect(await reasonRow(page, FIRST_NAME).getByRole('cell').nth(3).innerText()).toBe('0 times');

    // Rename.
    await page.getByRole('button', { name: `Edit ${FIRST_NAME}` }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Edit Cancel Reason' });
    expect(await renameDialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(FIRST_NAME);
    expect(await renameDialog.getByRole('switch', { name: 'Counts as churn' }).isChecked()).toBe(true);
    await renameDialog.getByRole('textbox', { name: 'Name' }).fill(REASON_NAME);
    await renameDialog.getByRole('button', { name: 'Save Reason' }).click();
    await page.getByText(`${FIRST_NAME} was renamed to ${REASON_NAME}.`).waitFor();
    await reasonRow(page, REASON_NAME).waitFor();
    expect(await reasonRow(page, FIRST_NAME).count()).toBe(0);

    // A cancellation uses it: the table counts the use, and Delete says up front that it can only be made inactive.
    await cancelOneSubscription(page, REASON_NAME);
    await page.reload();
    await page.getByRole('heading', { name: 'Cancel Reasons' }).waitFor();
    await reasonRow(page, REASON_NAME).getByRole('cell', { name: '1 time', exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete ${REASON_NAME}` }).click();
    const inUse = page.getByRole('dialog', { name: 'Cancel Reason In Use' });
    await inUse.waitFor();
    expect(await inUse.getByRole('alert').first().innerText()).toBe(
      'Cancelled subscriptions name this reason. It cannot be deleted; make it inactive instead.',
    );
    expect(await inUse.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await inUse.getByRole('button', { name: 'Make Inactive' }).click();
    await page.getByText(`${REASON_NAME} is now inactive.`).waitFor();
    await reasonRow(page, REASON_NAME).getByText('Inactive', { exact: true }).waitFor();

    // Activate and deactivate from the table.
    await page.getByRole('button', { name: `Activate ${REASON_NAME}` }).click();
    await reasonRow(page, REASON_NAME).getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Deactivate ${REASON_NAME}` }).click();
    await reasonRow(page, REASON_NAME).getByText('Inactive', { exact: true }).waitFor();

    // The dashboard's residential widget (Current Month) lists the reason with its cancellation.
    await page.goto('/');
    const widget = page.getByRole('region', { name: 'Residential Cancel Reasons' });
    const ranking = widget.getByRole('list', { name: 'Residential Cancel Reasons' });
    const item = ranking.getByRole('listitem').filter({ hasText: REASON_NAME });
    await item.waitFor();
    expect(await item.innerText()).toMatch(new RegExp(`^${REASON_NAME}\\s+1 \\(\\d+%\\)$`));
    const total = await widget.getByLabel('Figure').innerText();
    expect(Number(total.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    await page.getByRole('region', { name: 'Commercial Cancel Reasons' }).waitFor();
  });

  it('keep "Entered by mistake" built in, and leave a subscription cancelled with it out of the dashboard', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/pricing_setup');
    await page.getByRole('tab', { name: 'Cancel Reasons' }).click();
    const builtIn = page
      .getByRole('table', { name: 'Cancel reasons' })
      .getByRole('row')
      .filter({ hasText: ENTERED_BY_MISTAKE.name });
    await builtIn.getByText('Built in', { exact: true }).waitFor();
    expect(await builtIn.getByRole('cell').nth(2).innerText()).toBe('No');
    expect(await builtIn.getByRole('button').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The month's new, lost and active residential clients before a client is entered and cancelled by mistake.
    await page.goto('/');
    const newAndLost = page.getByRole('region', { name: 'New & Lost Residential Clients' });
    const figure = (label: string) =>
      newAndLost.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    const active = page.getByRole('region', { name: 'Active Residential Clients' }).getByLabel('Figure');
    const figures = async () => [
      await figure('New').innerText(),
      await figure('Lost').innerText(),
      await active.innerText(),
    ];
    const before = await figures();

    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
      callApi<T>(suite.server.baseUrl, (await storedToken(page))!, method, path, body);
    const stamp = String(Date.now()).slice(-5);
    const { client } = await call<{ client: { locations: { id: number }[] } }>('POST', '/clients', {
      first_name: 'Mistaken',
      last_name: `Entry${stamp}`,
      email: `mistaken.${stamp}@example.test`,
      phone: '3035550142',
      locations: [{ address_line1: '42 Typo Ln', city: 'Denver', state: 'CO', zip: '80202', dog_count: 1 }],
    });
    const { service_plans } = await call<{ service_plans: { id: number; frequency: string }[] }>(
      'GET',
      '/subscriptions/options?kind=residential',
    );
    const today = await organizationToday(page);
    const { subscription } = await call<{ subscription: { id: number } }>('POST', '/subscriptions', {
      client_location_id: client.locations[0]!.id,
      service_plan_id: service_plans.find((plan) => plan.frequency === 'once_a_week')!.id,
      start_date: today,
      service_days: [{ service_type: 'recurring', start_date: today }],
    });
    await page.goto(`/subscription/${subscription.id}/show`);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await dialog.getByRole('combobox', { name: 'Cancel Reason' }).click();
    await page.getByRole('option', { name: ENTERED_BY_MISTAKE.name }).click();
    await dialog.getByText(`${ENTERED_BY_MISTAKE.name} does not count as churn`, { exact: false }).waitFor();
    // Gone from the page, not only from view: a list still fading out has options axe reads as too faint.
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(ENTERED_BY_MISTAKE.name, { exact: true }).first().waitFor();

    await page.goto('/');
    const reasonsWidget = page.getByRole('region', { name: 'Residential Cancel Reasons' });
    await reasonsWidget.getByLabel('Figure').waitFor();
    expect(await reasonsWidget.getByText(ENTERED_BY_MISTAKE.name).count()).toBe(0);
    expect(await figures()).toEqual(before);
  });
});
