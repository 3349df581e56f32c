import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCents } from '@employee-portal/core/billing/money';
import type { KpiResponse } from '@employee-portal/core/dashboard/kpi.responses';
import { resolveTimeRange } from '@employee-portal/core/dashboard/time-range';
import { todayIn } from '@employee-portal/core/dates';
import { signIn, storedSession } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

/** Issue 19's "done when": a widget's own range, hiding and reordering, and a figure equal to its report's. */
const suite = useBrowserSuite();

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const kpiAnswer = (page: Page, key: string, from: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes(`/api/dashboard/kpis/${key}?`) &&
      new URL(response.url()).searchParams.get('date_from') === from &&
      response.ok(),
  );

async function chooseTimeRange(page: Page, title: string, option: string) {
  await widget(page, title)
    .getByRole('combobox', { name: /Time Range/ })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rangeOf(page: Page, choice: 'past_year' | 'current_year') {
  const timeZone = (await storedSession(page))?.user?.time_zone ?? 'UTC';
  return resolveTimeRange({ choice }, todayIn(timeZone, new Date()));
}

const dashboardOrder = (page: Page) =>
  page.locator('section[data-widget]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-widget')));

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

describe('dashboard KPIs', () => {
  it('reads churn from the spec’s residential and commercial reports and shows each', async () => {
    const { page } = suite;
    const reports = (['residential', 'commercial'] as const).map((segment) =>
      page.waitForResponse(
        (response) => response.url().includes(`/api/kpi_reports/churn_rate_${segment}?`) && response.ok(),
      ),
    );
    await signIn(page, 'owner@demo.test');
    await Promise.all(reports);
    const churn = widget(page, 'Churn Rate');
    await churn.getByLabel('Figure').waitFor();
    await churn.getByText('Residential').waitFor();
    await churn.getByText('Commercial').waitFor();
  });

  it('asks for a widget’s figures over the range chosen for it, and shows them', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await widget(page, 'Total Sales').getByLabel('Figure').waitFor();
    const pastYear = await rangeOf(page, 'past_year');

    const answer = kpiAnswer(page, 'total_sales', pastYear.from);
    await chooseTimeRange(page, 'Total Sales', 'Past Year');
    const kpi = (await (await answer).json()) as KpiResponse;
    expect(kpi.range).toEqual(pastYear);
    expect(await widget(page, 'Total Sales').getByLabel('Date range').innerText()).toBe(
      `${pastYear.from} – ${pastYear.to}`,
    );
    await expect.poll(() => widget(page, 'Total Sales').getByLabel('Figure').innerText()).toBe(formatCents(kpi.value!));
    // Each widget keeps its own range: the one beside it still reads the current month.
    expect(
      await widget(page, 'Total Payments')
        .getByRole('combobox', { name: /Time Range/ })
        .innerText(),
    ).toBe('Current Month');
  });

  it('shows the payments the Payments page totals for the same period', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await widget(page, 'Total Payments').getByLabel('Figure').waitFor();
    const year = await rangeOf(page, 'current_year');
    const answer = kpiAnswer(page, 'total_payments', year.from);
    await chooseTimeRange(page, 'Total Payments', 'Current Year');
    await answer;
    // The widget's Card and Check figures are the succeeded payments received in the period, as on /payments.
    const figures = widget(page, 'Total Payments').locator('dd');
    await expect.poll(() => figures.count()).toBe(3);
    const received = cents(await figures.nth(0).innerText()) + cents(await figures.nth(1).innerText());
    expect(received).toBeGreaterThan(0);

    await page.goto(`/payments?from=${year.from}&to=${year.to}`);
    const totals = page.getByRole('group', { name: 'Totals' });
    await totals.waitFor();
    expect(cents(await totals.getByText(/^Received /).innerText())).toBe(received);
  });

  it('hides and reorders widgets in /settings/customize_dashboard, and the dashboard follows after a reload', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/customize_dashboard');
    const list = page.getByRole('list', { name: 'Dashboard widgets in order' });
    await list.waitFor();

    // By keyboard: the handle picks Referral Sources up, an arrow moves it above Total Sales, Space drops it.
    await page.getByRole('button', { name: 'Drag Referral Sources' }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await expect.poll(() => list.getByRole('listitem').first().getAttribute('aria-label')).toBe('1. Referral Sources');
    // And with the buttons: Churn Rate one step down, below Lifetime Value.
    await page.getByRole('button', { name: 'Move Churn Rate down' }).click();
    await page.getByLabel('Show Total Sales').uncheck();

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/dashboard/layout') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);

    await page.goto('/');
    await page.reload();
    await widget(page, 'Referral Sources').waitFor();
    const order = await dashboardOrder(page);
    expect(order[0]).toBe('referral_sources');
    expect(order).not.toContain('total_sales');
    expect(order.indexOf('lifetime_value')).toBeLessThan(order.indexOf('churn_rate'));
    expect(await widget(page, 'Total Sales').count()).toBe(0);

    // Back to the organization's default: every widget again, in the standard order.
    await page.goto('/settings/customize_dashboard');
    await page.getByRole('button', { name: 'Reset to Organization Default' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => list.getByRole('listitem').first().getAttribute('aria-label')).toBe('1. Total Sales');
  });
});
