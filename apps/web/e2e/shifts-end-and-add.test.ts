/**
 * Issue 12 point 19: on a phone, ending a shift asks first and shows the time worked; it needs the end odometer or
 * the miles driven, and a typed '-3' reads 'Cannot be negative' instead of silently becoming 3. The office adds a
 * shift a tech forgot to clock and finds it in the list.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { todayIn } from '@employee-portal/core/dates';
import { messages } from '@employee-portal/core/messages/catalogue';
import { addCalendarDays, weekdayOf } from '@employee-portal/core/scheduling/calendar-day';
import { signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const PHONE = { width: 390, height: 844 };

/** The helper text MUI links to an input through aria-describedby. */
const messageUnder = (input: Locator) =>
  input.evaluate((element) => {
    const id = element.getAttribute('aria-describedby');
    return id ? ((document.getElementById(id) as HTMLElement | null)?.innerText ?? '') : '';
  });

describe('shifts on a phone and in the office', () => {
  it('asks before ending a shift, needs its mileage, and refuses a negative reading', async () => {
    const phone = await suite.openAnotherPage(PHONE);
    await signIn(phone, 'tech@demo.test');
    await phone.goto('/start_end_shift');
    await phone.getByRole('heading', { name: 'Start/End Shift' }).waitFor();

    const startOdometer = phone.getByLabel('Start Odometer (optional)');
    await startOdometer.fill('-3');
    await phone.getByRole('button', { name: 'Start Shift' }).click();
    await phone.getByText(messages.cannotBeNegative).waitFor();
    expect(await startOdometer.inputValue()).toBe('-3');
    await startOdometer.fill('1000');
    await phone.getByRole('button', { name: 'Start Shift' }).click();
    await phone.getByText('On shift', { exact: true }).waitFor();

    // Neither reading: refused in the form, nothing asked, nothing ended.
    const endOdometer = phone.getByLabel('End Odometer');
    const miles = phone.getByLabel('Miles Driven');
    await phone.getByRole('button', { name: 'End Shift' }).click();
    await phone.getByText(messages.endOdometerOrMilesRequired).first().waitFor();
    expect([await messageUnder(endOdometer), await messageUnder(miles)]).toEqual([
      messages.endOdometerOrMilesRequired,
      messages.endOdometerOrMilesRequired,
    ]);
    expect(await phone.getByRole('dialog').count()).toBe(0);

    await miles.fill('-3');
    await phone.getByRole('button', { name: 'End Shift' }).click();
    await phone.getByText(messages.cannotBeNegative).waitFor();
    expect(await miles.inputValue()).toBe('-3');
    expect(await messageUnder(miles)).toBe(messages.cannotBeNegative);

    // One tap only asks, with the time worked; keeping on working keeps the shift running.
    await miles.fill('12');
    await phone.getByRole('button', { name: 'End Shift' }).click();
    const confirm = phone.getByRole('dialog', { name: 'End Shift?' });
    expect(await confirm.innerText()).toMatch(
      /You worked \d+h \d{2}m since .+, with 0h 00m of breaks\. End your shift now\?/,
    );
    await confirm.getByRole('button', { name: 'Keep Working' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await phone.getByText('On shift', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'End Shift' }).click();
    await confirm.getByRole('button', { name: 'End Shift' }).click();
    await phone.getByText('You are not on a shift.').waitFor();
  });

  it('lets the office add a shift a tech forgot to clock, and shows it in the list', async () => {
    const { page } = suite;
    await signIn(page, 'office@demo.test');
    await page.goto('/shifts');
    await page.getByRole('heading', { name: 'Shifts', level: 1 }).waitFor();
    // A Sunday some weeks back: the demo's techs work weekdays, so it overlaps none of Tyler's year of shifts.
    const weeksBack = addCalendarDays(todayIn('America/Denver', new Date()), -40);
    const day = addCalendarDays(weeksBack, -weekdayOf(weeksBack));

    await page.getByRole('button', { name: 'Add Shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Shift' });
    await dialog.getByRole('combobox', { name: 'Staff Member' }).click();
    await page.getByRole('option', { name: 'Tyler Brooks' }).click();
    await dialog.getByLabel('Shift Start').fill(`${day}T07:00`);
    await dialog.getByLabel('Shift End').fill(`${day}T15:00`);
    await dialog.getByRole('button', { name: 'Add Break' }).click();
    await dialog.getByLabel('Break 1 Start').fill(`${day}T11:30`);
    await dialog.getByLabel('Break 1 End').fill(`${day}T12:00`);
    // Why it is added, and the mileage an ended shift needs.
    await dialog.getByRole('button', { name: 'Add Shift' }).click();
    await dialog.getByText(messages.required).first().waitFor();
    expect(await messageUnder(dialog.getByLabel('Reason'))).toBe(messages.required);
    await dialog.getByLabel('Reason').fill('Phone battery died, nothing was clocked');
    await dialog.getByRole('button', { name: 'Add Shift' }).click();
    await dialog.getByText(messages.endOdometerOrMilesRequired).first().waitFor();
    expect(await messageUnder(dialog.getByLabel('Miles Driven'))).toBe(messages.endOdometerOrMilesRequired);

    await dialog.getByLabel('Miles Driven').fill('25');
    await dialog.getByRole('button', { name: 'Add Shift' }).click();
    await page.getByText('The shift of Tyler Brooks was added.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/shifts?date_from=${day}&date_to=${day}`);
    const row = page.getByRole('table', { name: 'Shifts' }).getByRole('row').filter({ hasText: 'Tyler Brooks' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(4, 7)).toEqual(['0h 30m', '7h 30m', '25']);
    await row.getByRole('link').click();
    await page
      .getByRole('table', { name: 'Audit trail' })
      .getByRole('row')
      .filter({ hasText: 'added by the office: Phone battery died, nothing was clocked' })
      .filter({ hasText: 'Maria Lopez' })
      .waitFor();
  });
});
