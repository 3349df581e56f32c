import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  fillLogin,
  logInWithAnotherAccount,
  openAccountMenu,
  revokeToken,
  signIn,
  storedSession,
} from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const welcome = (page: Page, fullName: string) => page.getByRole('heading', { name: `Welcome, ${fullName}` }).waitFor();

async function accountMenuEntries(page: Page) {
  await openAccountMenu(page);
  const entries = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  return entries;
}

describe('several accounts', () => {
  it('keeps three signed-in accounts and switches between them from the avatar menu', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');

    // The dialog starts empty each time it opens, and asks for the SMS code when two-factor is on.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log in With Another Account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Log in With Another Account' });
    await fillLogin(dialog, 'office@demo.test', 'wrong-password');
    await dialog.getByText('These Credentials Do Not Match Our Records.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log in With Another Account' }).click();
    dialog = page.getByRole('dialog', { name: 'Log in With Another Account' });
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('');
    expect(await dialog.getByText('These Credentials Do Not Match Our Records.').count()).toBe(0);
    await fillLogin(dialog, 'twofactor@demo.test', 'demo12345');
    await dialog.getByText(messages.twoFactorPrompt).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await welcome(page, 'Olivia Owens');

    await logInWithAnotherAccount(page, 'office@demo.test', 'Maria Lopez');
    await logInWithAnotherAccount(page, 'tech@demo.test', 'Tyler Brooks');
    expect((await storedSession(page))?.users.map((account) => account.full_name)).toEqual([
      'Olivia Owens',
      'Maria Lopez',
      'Tyler Brooks',
    ]);

    const entries = await accountMenuEntries(page);
    expect(entries).toEqual(
      expect.arrayContaining([
        'Olivia Owens - Demo Scoopers',
        'Maria Lopez - Demo Scoopers',
        'Log in With Another Account',
        'Logout',
      ]),
    );
    expect(entries).not.toContain('Tyler Brooks - Demo Scoopers');

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Olivia Owens - Demo Scoopers' }).click();
    await welcome(page, 'Olivia Owens');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Maria Lopez - Demo Scoopers' }).click();
    await welcome(page, 'Maria Lopez');
    // Switching never duplicates an account.
    expect((await storedSession(page))?.users.map((account) => account.full_name)).toEqual([
      'Olivia Owens',
      'Maria Lopez',
      'Tyler Brooks',
    ]);

    // A stored account whose session ended elsewhere cannot be switched to: the error is shown, the session stays.
    const techToken = (await storedSession(page))?.users.find((account) => account.email === 'tech@demo.test')?.token;
    await revokeToken(server.baseUrl, techToken ?? '');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Tyler Brooks - Demo Scoopers' }).click();
    await page.getByRole('alert').getByText(messages.unauthenticated).waitFor();
    expect((await storedSession(page))?.user?.full_name).toBe('Maria Lopez');
  });

  it("picks from 'Select Another Account' once more than six accounts are stored", async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const accounts: [string, string][] = [
      ['office@demo.test', 'Maria Lopez'],
      ['tech@demo.test', 'Tyler Brooks'],
      ['tech2@demo.test', 'Jasmine Reed'],
      ['trial@demo.test', 'Tara Quinn'],
      ['franchise@demo.test', 'Frank Ortiz'],
    ];
    for (const [email, fullName] of accounts) await logInWithAnotherAccount(page, email, fullName);
    // Six stored: still listed in the menu, no swap icon.
    expect(await accountMenuEntries(page)).toContain('Olivia Owens - Demo Scoopers');
    expect(await page.getByRole('button', { name: 'Select Another Account' }).count()).toBe(0);

    await logInWithAnotherAccount(page, 'multi@demo.test', 'Morgan Ellis');
    expect((await storedSession(page))?.users).toHaveLength(7);
    expect(await accountMenuEntries(page)).not.toContain('Olivia Owens - Demo Scoopers');

    await page.getByRole('button', { name: 'Select Another Account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Select Another Account' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Select Another Account' }).click();
    dialog = page.getByRole('dialog', { name: 'Select Another Account' });
    expect(await dialog.getByRole('button', { name: 'Select' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: /Account/ }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toHaveLength(6);
    expect(options).toContain('Frank Ortiz - Scoop Squad North');
    await page.getByRole('option', { name: 'Tyler Brooks - Demo Scoopers' }).click();
    await dialog.getByRole('button', { name: 'Select' }).click();
    await welcome(page, 'Tyler Brooks');
    expect((await storedSession(page))?.users).toHaveLength(7);
  });

  it('switches organization for a member of several and sends it with every request', async () => {
    const { page } = suite;
    await signIn(page, 'multi@demo.test');
    const before = (await storedSession(page))?.user?.organization_id;
    await openAccountMenu(page);
    expect(await page.getByRole('menuitem', { name: /Scoopers$/ }).allInnerTexts()).toEqual([
      'Demo Scoopers',
      'Trial Scoopers',
    ]);
    const target = (
      await page
        .getByRole('menuitem', { name: /Scoopers$/ })
        .and(page.locator(':not([aria-current])'))
        .innerText()
    ).trim();

    // The first dashboard request that names another organization than before the switch.
    const widgetRequest = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname.startsWith('/api/dashboard/kpis/') && url.searchParams.get('organization_id') !== String(before)
      );
    });
    await page.getByRole('menuitem', { name: target }).click();
    await expect.poll(async () => (await storedSession(page))?.user?.organization_name).toBe(target);
    await page.getByRole('main').getByText(target, { exact: true }).waitFor();
    const switched = (await storedSession(page))?.user;
    expect(switched?.organization_id).not.toBe(before);
    expect(new URL((await widgetRequest).url()).searchParams.get('organization_id')).toBe(
      String(switched?.organization_id),
    );
    expect((await storedSession(page))?.organization_id).toBe(switched?.organization_id);
  });
});
