/**
 * Shifts (issue 5): a field tech runs a shift from a phone-sized screen; the office corrects it and reads the audit
 * trail; every shift and break message of spec §5 shows under the field that causes it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { messages } from '@employee-portal/core/messages/catalogue';
import { signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const PHONE = { width: 390, height: 844 };

/** The helper text lines MUI links to an input through aria-describedby. */
async function messagesUnder(form: Locator, label: string): Promise<string[]> {
  const text = await form.getByLabel(label, { exact: true }).evaluate((input) => {
    const id = input.getAttribute('aria-describedby');
    return id ? ((document.getElementById(id) as HTMLElement | null)?.innerText ?? '') : '';
  });
  return text.split('\n').filter(Boolean);
}

async function openNewestShift(page: Page, staffName: string) {
  await page.goto('/shifts');
  const row = page.getByRole('table', { name: 'Shifts' }).getByRole('row').filter({ hasText: staffName }).first();
  await row.getByRole('link').click();
  await page.getByRole('heading', { name: new RegExp(`^Shift of ${staffName}`) }).waitFor();
  return page.getByRole('form', { name: 'Shift' });
}

describe('shifts', () => {
  it('lets a field tech start, pause and end a shift on a phone, and the office correct it', async () => {
    const phone = await suite.openAnotherPage(PHONE);
    await signIn(phone, 'tech@demo.test');
    await phone.goto('/start_end_shift');
    await phone.getByRole('heading', { name: 'Start/End Shift' }).waitFor();
    // A second tab still showing the start form, to try a second start from.
    const otherTab = await phone.context().newPage();
    await otherTab.goto('/start_end_shift');
    await otherTab.getByRole('button', { name: 'Start Shift' }).waitFor();

    await phone.getByLabel('Vehicle').fill('Van 7');
    await phone.getByLabel('Start Odometer (optional)').fill('1000');
    await phone.getByRole('button', { name: 'Start Shift' }).click();
    await phone.getByText('On shift', { exact: true }).waitFor();
    const timer = phone.getByRole('timer', { name: 'Elapsed time' });
    const first = await timer.innerText();
    await phone.waitForTimeout(1200);
    expect(await timer.innerText()).not.toBe(first);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await otherTab.getByRole('button', { name: 'Start Shift' }).click();
    await otherTab.getByText('You already have a running shift. End it before starting another.').first().waitFor();
    await otherTab.getByText('On shift', { exact: true }).waitFor();
    await otherTab.close();

    await phone.reload();
    await phone.getByText('On shift', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Start Break' }).click();
    await phone.getByText('On break', { exact: true }).waitFor();
    await phone.reload();
    await phone.getByText('On break', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'End Break' }).click();
    await phone.getByText('On shift', { exact: true }).waitFor();

    const confirmEnd = () =>
      phone.getByRole('dialog', { name: 'End Shift?' }).getByRole('button', { name: 'End Shift' }).click();
    await phone.getByLabel('End Odometer').fill('999');
    await phone.getByRole('button', { name: 'End Shift' }).click();
    await confirmEnd();
    await phone.getByText(messages.endOdometerBelowStart).waitFor();
    // The refused confirmation closes; until it has faded out, the page's own End Shift button is hidden behind it.
    await phone.getByRole('dialog', { name: 'End Shift?' }).waitFor({ state: 'hidden' });
    await phone.getByLabel('End Odometer').fill('1042');
    await phone.getByRole('button', { name: 'End Shift' }).click();
    await confirmEnd();
    await phone.getByText('You are not on a shift.').waitFor();

    // The office opens it, fixes the vehicle and the end time, and sees who changed what.
    const { page } = suite;
    await signIn(page, 'office@demo.test');
    const form = await openNewestShift(page, 'Tyler Brooks');
    expect(await form.getByLabel('Vehicle').inputValue()).toBe('Van 7');
    expect(await form.getByLabel('End Odometer').inputValue()).toBe('1042');
    expect(await form.getByLabel('Break 1 Start').inputValue()).not.toBe('');
    // Half an hour after the recorded end, whatever the time of day (a late-evening run crosses midnight).
    const end = await form.getByLabel('Shift End').inputValue();
    const laterEnd = new Date(Date.parse(`${end}:00Z`) + 30 * 60_000).toISOString().slice(0, 16);
    await form.getByLabel('Vehicle').fill('Van 8');
    await form.getByLabel('Shift End').fill(laterEnd);
    await form.getByRole('button', { name: 'Save Shift' }).click();
    await page.getByText('The shift was saved.').waitFor();
    const audit = page.getByRole('table', { name: 'Audit trail' });
    await audit
      .getByRole('row')
      .filter({ hasText: 'Vehicle' })
      .filter({ hasText: 'Van 7' })
      .filter({ hasText: 'Van 8' })
      .waitFor();
    await audit.getByRole('row').filter({ hasText: 'Maria Lopez' }).first().waitFor();
    await audit.getByRole('row').filter({ hasText: 'End' }).first().waitFor();
  });

  it('shows each shift and break message of spec §5 under the field that causes it', async () => {
    const { page } = suite;
    await signIn(page, 'office@demo.test');
    const form = await openNewestShift(page, 'Jasmine Reed');
    const day = (await form.getByLabel('Shift Start').inputValue()).slice(0, 10);
    const at = (time: string) => `${day}T${time}`;
    while ((await form.getByRole('button', { name: /^Remove break/ }).count()) > 0)
      await form
        .getByRole('button', { name: /^Remove break/ })
        .first()
        .click();
    await form.getByRole('button', { name: 'Add Break' }).click();
    await form.getByRole('button', { name: 'Add Break' }).click();
    const save = form.getByRole('button', { name: 'Save Shift' });

    const check = async (values: Record<string, string>, expected: Record<string, string[]>) => {
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
      await save.click();
      const [firstText] = Object.values(expected)[0] ?? [];
      if (firstText) await form.getByText(firstText).first().waitFor();
      for (const [label, texts] of Object.entries(expected))
        expect(await messagesUnder(form, label), label).toEqual(expect.arrayContaining(texts));
    };
    const valid = {
      'Shift Start': at('08:00'),
      'Shift End': at('16:00'),
      'Break 1 Start': at('10:00'),
      'Break 1 End': at('10:15'),
      'Break 2 Start': at('12:00'),
      'Break 2 End': at('12:30'),
    };

    // End before start.
    await check(
      {
        ...valid,
        'Shift Start': at('17:00'),
        'Break 1 Start': at('17:10'),
        'Break 1 End': at('17:20'),
        'Break 2 Start': at('17:30'),
        'Break 2 End': at('17:40'),
      },
      {
        'Shift Start': [messages.sameOrBeforeEndTime],
        'Shift End': [messages.sameOrAfterStartTime],
      },
    );
    // A break before the shift starts.
    await check(
      { ...valid, 'Break 1 Start': at('07:30') },
      { 'Break 1 Start': [messages.sameOrAfterShiftStart], 'Shift Start': [messages.sameOrBeforeBreakStart] },
    );
    // A break past the shift's end.
    await check(
      { ...valid, 'Break 2 End': at('16:30') },
      { 'Break 2 End': [messages.sameOrBeforeShiftEnd], 'Shift End': [messages.sameOrAfterBreakEnd] },
    );
    // A break that ends before it starts.
    await check(
      { ...valid, 'Break 1 End': at('09:50') },
      { 'Break 1 Start': [messages.sameOrBeforeBreakEndTime], 'Break 1 End': [messages.sameOrAfterBreakStartTime] },
    );
    // Overlapping breaks.
    await check(
      { ...valid, 'Break 2 Start': at('10:10'), 'Break 2 End': at('10:40') },
      { 'Break 1 Start': [messages.breaksOverlap], 'Break 2 Start': [messages.breaksOverlap] },
    );

    // Put right, it saves.
    await check(valid, {});
    await page.getByText('The shift was saved.').waitFor();
    expect(await form.getByText(messages.breaksOverlap).count()).toBe(0);
  });

  it("sums a tech's own week and everyone's time and mileage, and exports the latter as CSV", async () => {
    const { page } = suite;
    await signIn(page, 'tech2@demo.test');
    await page.goto('/my_shift_report?date_from=2020-01-01&date_to=2020-01-31');
    await page.getByText('No shifts in this range.').first().waitFor();
    await page.goto('/my_shift_report');
    await page.getByRole('table', { name: 'Totals by week' }).getByRole('row').filter({ hasText: 'Total' }).waitFor();

    const owner = await suite.openAnotherPage();
    await signIn(owner, 'owner@demo.test');
    await owner.goto('/time_mileage_report');
    const table = owner.getByRole('table', { name: 'Time and mileage per person' });
    await table.getByRole('row').filter({ hasText: 'Jasmine Reed' }).waitFor();
    await table.getByRole('row').filter({ hasText: 'Total' }).waitFor();
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^time-mileage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
