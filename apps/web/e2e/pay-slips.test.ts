/**
 * Issue 18 item 4 as the office sees it: /create_pay_slips opens last week's draft for Demo Scoopers, where Jasmine
 * Reed has overtime (a Sunday catch-up route), completed visits paid per job with commission, mileage and tips. A
 * bonus is added, her gross is checked to the cent against her pay rules, and 'Create pay slips' locks the run.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCents } from '@employee-portal/core/billing/money';
import { todayIn } from '@employee-portal/core/dates';
import { previousPayPeriod } from '@employee-portal/core/payroll/pay-periods';
import type { PayRunShowResponse, PaySlipWire } from '@employee-portal/core/payroll/pay-run.responses';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

// Jasmine's pay rules in the demo (tech2@demo.test) and the organization's 67¢ a mile.
const RULES = { hourly: 1900, perJob: 150, perDog: 50, commissionBps: 500, mileage: 67 };

/**
 * Her gross from the slip's quantities and her rules, worked out here rather than read from the engine. Overtime is
 * paid at the regular rate: hourly, piece-rate and commission pay over all hours worked.
 */
function expectedGross(slip: PaySlipWire, bonusCents: number) {
  const pieceRate = slip.jobs_completed * RULES.perJob + slip.dogs * RULES.perDog;
  const commission = Math.round((slip.job_revenue_cents * RULES.commissionBps) / 10_000);
  const paidMinutes = slip.regular_minutes + slip.overtime_minutes;
  const regularRatePerMinute = ((paidMinutes * RULES.hourly) / 60 + pieceRate + commission) / paidMinutes;
  const overtime = (slip.overtime_minutes * RULES.hourly) / 60 + slip.overtime_minutes * regularRatePerMinute * 0.5;
  return (
    Math.round((slip.regular_minutes * RULES.hourly) / 60) +
    Math.round(overtime) +
    pieceRate +
    commission +
    slip.miles * RULES.mileage +
    slip.tips_cents +
    bonusCents
  );
}

const runAnswer = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
  );

describe('create pay slips', () => {
  it('adds a bonus, totals overtime, piece rates, commission, mileage and tips to the cent, then locks the run', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const shown = runAnswer(page, 'GET', /^\/api\/pay_runs\/\d+$/);
    await page.getByRole('link', { name: 'Create Pay Slips' }).click();
    await page.waitForURL('**/create_pay_slips');
    const opened = (await (await shown).json()) as PayRunShowResponse;

    const lastWeek = previousPayPeriod('weekly', todayIn('America/Denver', new Date()));
    expect(opened.run).toMatchObject({ ...lastWeek, status: 'draft' });
    expect(await page.getByRole('combobox', { name: 'Pay Period' }).innerText()).toBe(
      `${lastWeek.start_date} to ${lastWeek.end_date}`,
    );
    const before = opened.slips.find((slip) => slip.full_name === 'Jasmine Reed')!;
    expect(before.overtime_minutes).toBeGreaterThan(0);
    expect(before.piece_rate_pay_cents).toBeGreaterThan(0);
    expect(before.tips_cents).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add adjustment for Jasmine Reed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Adjustment: Jasmine Reed' });
    await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('12.34');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Sunday catch-up route');
    const added = runAnswer(page, 'POST', /^\/api\/pay_runs\/\d+\/adjustments$/);
    await dialog.getByRole('button', { name: 'Add' }).click();
    const afterBonus = (await (await added).json()) as PayRunShowResponse;
    const jasmine = afterBonus.slips.find((slip) => slip.full_name === 'Jasmine Reed')!;
    const gross = expectedGross(jasmine, 1234);
    expect(jasmine.gross_cents).toBe(gross);

    const row = page.getByTestId(`slip-${jasmine.membership_id}`);
    await row.getByText('Sunday catch-up route', { exact: false }).waitFor();
    expect(await row.getByTestId('gross').innerText()).toBe(formatCents(gross));
    const totalGross = afterBonus.slips.reduce((sum, slip) => sum + slip.gross_cents, 0);
    expect(await page.getByTestId('total-gross').innerText()).toBe(formatCents(totalGross));

    await page.getByRole('button', { name: 'Create pay slips' }).click();
    const confirm = page.getByRole('dialog', { name: 'Create Pay Slips' });
    const finalized = runAnswer(page, 'POST', /^\/api\/pay_runs\/\d+\/finalize$/);
    await confirm.getByRole('button', { name: 'Create pay slips' }).click();
    expect((await finalized).status()).toBe(200);
    await page.getByText('This pay run is now locked.', { exact: false }).waitFor();
    await page.getByText(': locked', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Add adjustment for Jasmine Reed' }).count()).toBe(0);
    expect(await row.getByTestId('gross').innerText()).toBe(formatCents(gross));
    await row.getByRole('button', { name: 'E-mail pay slip to Jasmine Reed' }).waitFor();
  });
});
