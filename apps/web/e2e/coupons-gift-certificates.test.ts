/**
 * Coupons and gift certificates (issue 7, points 7 and 8): the owner creates a coupon after being told what a code may
 * contain, finds and checks it; sells a gift certificate, redeems part of it, and is refused a second redemption that
 * exceeds what is left, with the balance unchanged.
 */
import { describe, expect, it } from 'vitest';
import { callApi, signIn, storedToken, waitForOutbox } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('coupons', () => {
  it('are created with letters and digits only, found in the list and checked by code', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Coupons' }).click();
    await page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'New Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Coupon' });
    const code = dialog.getByLabel('Code');
    await code.pressSequentially('SPRING-25');
    await dialog.getByText('Can contain only letters and numbers').waitFor();
    await code.fill('SPRING25');
    await dialog.getByText('Can contain only letters and numbers').waitFor({ state: 'hidden' });
    await dialog.getByLabel('Description').fill('Spring promotion');
    await dialog.getByLabel('Percent Off (%)').fill('25');
    await dialog.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: 'For N months' }).click();
    await dialog.getByLabel('Number of Months').fill('3');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const table = page.getByRole('table', { name: 'Coupons' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'SPRING25', exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('25% off for 3 months');
    expect(await row.innerText()).toContain('Active');

    await page.getByLabel('Search').fill('spring');
    await page.waitForURL((url) => url.searchParams.get('search') === 'spring');
    await row.waitFor();

    // The same code again is refused under the field, whatever its case.
    await page.getByRole('button', { name: 'New Coupon' }).click();
    await dialog.getByLabel('Code').fill('spring25');
    await dialog.getByLabel('Percent Off (%)').fill('10');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.getByText('This coupon code already exists').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const check = page.getByRole('form', { name: 'Check a code' });
    await check.getByLabel('Coupon Code').fill('spring25');
    await check.getByRole('button', { name: 'Check' }).click();
    await check.getByText('SPRING25: 25% off for 3 months').waitFor();
    await check.getByLabel('Coupon Code').fill('WINTER99');
    await check.getByRole('button', { name: 'Check' }).click();
    await check.getByText('Coupon Code is not valid').waitFor();

    await row.getByRole('link', { name: 'SPRING25', exact: true }).click();
    await page.waitForURL(/\/coupon\/\d+\/show$/);
    await page.getByRole('heading', { name: /SPRING25/, level: 1 }).waitFor();
    await page.getByText('No redemptions yet').waitFor();

    // Unredeemed, its terms may still change; then it is deleted after confirming.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
    await edit.getByLabel('Percent Off (%)').fill('30');
    await edit.getByRole('button', { name: 'Save Coupon' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('30% off for 3 months').first().waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Coupon' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/coupons');
    await page.getByText('The coupon SPRING25 was deleted.').waitFor();
    await page
      .getByRole('table', { name: 'Coupons' })
      .or(page.getByText('No coupons yet. Create one with New Coupon.'))
      .waitFor();
    await page
      .getByRole('table', { name: 'Coupons' })
      .getByRole('link', { name: 'SPRING25', exact: true })
      .waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'SPRING25', exact: true }).count()).toBe(0);
  });
});

describe('gift certificates', () => {
  it('are sold, redeemed in part, and never redeemed beyond the balance', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const token = await storedToken(page);
    if (!token) throw new Error('no token');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Gift Certificates' })
      .click();
    await page.getByRole('heading', { name: 'Gift Certificates', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Sell Gift Certificate' }).click();
    const sell = page.getByRole('dialog', { name: 'Sell Gift Certificate' });
    await sell.getByLabel('Amount ($)').fill('50.00');
    await sell.getByLabel('Purchaser Name').fill('Pat Buyer');
    await sell.getByLabel('Recipient Name').fill('Robin Gift');
    await sell.getByLabel('Message').fill('Happy spring!');
    await sell.getByRole('button', { name: 'Sell' }).click();
    await page.waitForURL(/\/gift_certificate\/\d+\/show$/);
    const id = Number(/\/gift_certificate\/(\d+)\/show$/.exec(page.url())?.[1]);
    const facts = page.locator('dl[aria-label="Gift certificate"]');
    await facts.waitFor();
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await ledger.getByRole('row').filter({ hasText: 'Sale' }).waitFor();

    const balanceFact = async () => (await facts.innerText()).match(/Balance\s+(\$[\d.,]+)/)?.[1];
    expect(await balanceFact()).toBe('$50.00');

    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    const redeem = page.getByRole('dialog', { name: 'Redeem' });
    await redeem.getByLabel('Amount ($)').fill('30.00');
    await redeem.getByLabel('Note').fill('Spring cleanup');
    // A double click redeems once.
    await redeem.getByRole('button', { name: 'Redeem' }).dblclick();
    await redeem.waitFor({ state: 'hidden' });
    const redemption = ledger.getByRole('row').filter({ hasText: 'Redemption' });
    await redemption.waitFor();
    expect(await redemption.innerText()).toMatch(/-\$30\.00\s+\$20\.00/);
    expect(await balanceFact()).toBe('$20.00');

    // A second $30.00 is refused with what is left, and nothing moves.
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await redeem.getByLabel('Amount ($)').fill('30.00');
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await redeem.getByText('The balance is only $20.00.').waitFor();
    await redeem.getByRole('button', { name: 'Cancel' }).click();
    await redeem.waitFor({ state: 'hidden' });
    expect(await redemption.count()).toBe(1);
    expect(await balanceFact()).toBe('$20.00');
    const stored = await callApi<{ gift_certificate: { code: string; balance_cents: number } }>(
      suite.server.baseUrl,
      token,
      'GET',
      `/gift_certificates/${id}`,
    );
    expect(stored.gift_certificate.balance_cents).toBe(2000);

    // The recipient's address, forgotten at the sale, is added; then the certificate is e-mailed there.
    await expect.poll(async () => page.getByRole('button', { name: 'E-mail', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Gift Certificate' });
    await edit.getByLabel('Recipient E-mail').fill('robin.gift@example.com');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await facts.getByText('Robin Gift · robin.gift@example.com').waitFor();
    await page.getByRole('button', { name: 'E-mail', exact: true }).click();
    const email = page.getByRole('dialog', { name: 'E-mail Gift Certificate' });
    await email.getByRole('radio', { name: /Recipient Robin Gift \(robin\.gift@example\.com\)/ }).waitFor();
    await email.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The gift certificate was e-mailed to robin.gift@example.com.').waitFor();
    const sent = await waitForOutbox(
      suite.server.baseUrl,
      { to: 'robin.gift@example.com', channel: 'email' },
      (messages) => messages[0],
    );
    expect(sent.body).toMatch(/\[Attached: gift-certificate-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\.pdf\]/);

    // Print fetches the PDF with the session's token and saves it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print' }).click();
    expect((await download).suggestedFilename()).toMatch(/^gift-certificate-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\.pdf$/);

    // The list finds it by its code typed without dashes, and shows the balance left.
    await page.getByRole('link', { name: 'Back to Gift Certificates' }).click();
    const table = page.getByRole('table', { name: 'Gift certificates' });
    await table.waitFor();
    await page.getByLabel('Search').fill(stored.gift_certificate.code.toLowerCase());
    await page.waitForURL((url) => url.searchParams.get('search') === stored.gift_certificate.code.toLowerCase());
    const row = table.getByRole('row').filter({ hasText: 'Robin Gift' });
    await row.waitFor();
    // The demo's own certificate shows until the filtered page arrives.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await row.innerText()).toMatch(/\$50\.00\s+\$20\.00/);
  });
});
