/**
 * The technician's day (issue 14): on a 390 px phone a tech sets off for a stop (which starts a shift), completes it
 * with a photo from the camera, and the office sees that photo on the job.
 */
import { describe, expect, it } from 'vitest';
import type { JobRecordWire } from '@employee-portal/core/jobs/job.responses';
import type { MyRouteResponse } from '@employee-portal/core/jobs/tech-day.responses';
import type { Page } from 'playwright-core';
import { seriousViolations, trackApiRequests, waitForSettledPage } from './support/axe.ts';
import { callApi, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const PHONE = { width: 390, height: 844 };

/** A 1×1 PNG, what the phone's camera hands the file input in this test. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function expectAccessible(page: Page) {
  await waitForSettledPage(page);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('the tech’s day', () => {
  it('lets a tech complete a job with a photo at 390 px, and the office sees the photo', async () => {
    const phone = await suite.openAnotherPage(PHONE);
    trackApiRequests(phone);
    await signIn(phone, 'tech@demo.test');
    await phone.goto('/schedule');
    await phone.getByRole('heading', { name: /^My Day/ }).waitFor();
    await phone.getByText("No shift running: 'On my way' starts one.").waitFor();

    const stop = phone
      .getByRole('list', { name: "Today's jobs" })
      .getByRole('listitem')
      .filter({ has: phone.getByRole('button', { name: 'On my way' }) })
      .first();
    const stopName = await stop.getAttribute('aria-label');
    const card = phone.getByRole('listitem', { name: stopName ?? '' });
    const navigate = card.getByRole('link', { name: 'Navigate' });
    expect(await navigate.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(phone);

    await card.getByRole('button', { name: 'On my way' }).click();
    await card.getByText('On the Way', { exact: true }).waitFor();
    await phone.getByText(/^Shift running since/).waitFor();

    await card.getByRole('button', { name: 'Complete' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Complete Job' });
    await dialog.locator('input[type="file"][capture="environment"]').setInputFiles({
      name: 'yard.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await dialog.getByRole('img', { name: 'Photo 1' }).waitFor();
    await dialog.getByLabel('Notes').fill('Back yard done, side gate latched.');
    await dialog.getByRole('checkbox', { name: 'Gate closed' }).check();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(phone);
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Completed', { exact: true }).waitFor();

    // The office, signed in elsewhere, finds the photo on the job and it loads as an image.
    const techToken = await storedToken(phone);
    const day = await callApi<MyRouteResponse>(suite.server.baseUrl, techToken!, 'GET', '/my_route');
    const done = day.stops.find((each) => `Stop ${day.stops.indexOf(each) + 1}: ${each.address}` === stopName);
    expect(done?.status).toBe('completed');

    const office = await suite.openAnotherPage();
    await signIn(office, 'owner@demo.test');
    const ownerToken = await storedToken(office);
    const { job } = await callApi<{ job: JobRecordWire }>(
      suite.server.baseUrl,
      ownerToken!,
      'GET',
      `/jobs/${done!.id}`,
    );
    expect(job.tech_notes).toBe('Back yard done, side gate latched.');
    expect(job.gate_closed).toBe(true);
    expect(job.photos).toHaveLength(1);
    const width = await office.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return image.naturalWidth;
    }, job.photos[0]!.url);
    expect(width).toBe(1);
  });

  it('lets the office require a photo (a tech then skips a locked gate with one) and lists the messages sent', async () => {
    const office = await suite.openAnotherPage();
    trackApiRequests(office);
    await signIn(office, 'owner@demo.test');
    await office.goto('/settings/field_tech_app_settings');
    await office.getByRole('heading', { name: 'Field Tech App Settings' }).waitFor();
    const settings = office.getByRole('form', { name: 'Field tech app settings' });
    const requirePhoto = settings.getByRole('switch', { name: 'Require a photo to complete a job' });
    await expect.poll(() => settings.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await expectAccessible(office);
    await requirePhoto.check();
    await settings.getByRole('button', { name: 'Save' }).click();
    await office.getByText('Field tech app settings were saved.').waitFor();
    await office.reload();
    await expect.poll(() => requirePhoto.isChecked()).toBe(true);

    const phone = await suite.openAnotherPage(PHONE);
    await signIn(phone, 'tech@demo.test');
    await phone.goto('/schedule');
    const openName = await phone
      .getByRole('list', { name: "Today's jobs" })
      .getByRole('listitem')
      .filter({ has: phone.getByRole('button', { name: 'Complete' }) })
      .first()
      .getAttribute('aria-label');
    const card = phone.getByRole('listitem', { name: openName ?? '' });
    await card.getByRole('button', { name: 'Complete' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Complete Job' });
    await dialog.getByText('A photo of the finished visit is required.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Complete' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The gate is locked: the tech skips with the reason, a note for the client and a photo of the gate.
    await card.getByRole('button', { name: 'Skip' }).click();
    const skip = phone.getByRole('dialog', { name: 'Skip Job' });
    await skip.getByLabel('Reason').selectOption({ label: 'Locked gate' });
    await skip.getByLabel('Note').fill('The side gate was padlocked.');
    await skip.locator('input[type="file"]').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: PNG });
    await skip.getByRole('img', { name: 'Photo 1' }).waitFor();
    await skip.getByRole('button', { name: 'Skip' }).click();
    await skip.waitFor({ state: 'hidden' });
    await card.getByText('Skipped', { exact: true }).waitFor();

    // Setting off texts or e-mails the client; the report lists that message.
    const scheduledName = await phone
      .getByRole('list', { name: "Today's jobs" })
      .getByRole('listitem')
      .filter({ has: phone.getByRole('button', { name: 'On my way' }) })
      .first()
      .getAttribute('aria-label');
    const scheduled = phone.getByRole('listitem', { name: scheduledName ?? '' });
    await scheduled.getByRole('button', { name: 'On my way' }).click();
    await scheduled.getByText('On the Way', { exact: true }).waitFor();

    await office.goto('/cleanup_notifications_report?kind=on_the_way');
    await office.getByRole('heading', { name: 'Cleanup Notifications Report' }).waitFor();
    const table = office.getByRole('table', { name: 'Cleanup notifications' });
    await table.getByRole('row').filter({ hasText: 'On the Way' }).first().waitFor();
    await office.getByRole('combobox', { name: 'Kind' }).click();
    await office.getByRole('option', { name: 'Skipped' }).click();
    await table.getByRole('row').filter({ hasText: 'Skipped' }).first().waitFor();
    await expectAccessible(office);
  });
});
