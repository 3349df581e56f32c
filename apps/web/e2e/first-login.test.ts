import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { fillLogin, pathOf } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

// Its own server: this file changes newhire@demo.test's password.
const suite = useBrowserSuite();

describe('first login', () => {
  it('keeps the new hire on Change Password until a new password is set', async () => {
    const { page } = suite;
    await page.goto('/login');
    await fillLogin(page, 'newhire@demo.test', 'demo12345');
    await page.waitForURL('**/change_password');
    await page.getByText('This is your first sign-in').waitFor();

    await page.goto('/');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    expect(pathOf(page)).toBe('/change_password');

    const current = page.getByLabel('Current Password');
    const next = page.getByLabel('New Password', { exact: true });
    const confirmation = page.getByLabel('Confirm New Password');
    const submit = page.getByRole('button', { name: 'Change Password' });

    await current.fill('demo12345');
    await next.fill('demo12345');
    await confirmation.fill('demo12345');
    await submit.click();
    await page.getByText(messages.newPasswordMustDiffer).waitFor();

    await next.fill('brand-new-pass-1');
    await confirmation.fill('brand-new-pass-2');
    await submit.click();
    await page.getByText(messages.passwordsMustMatch).waitFor();

    await current.fill('not-my-password');
    await confirmation.fill('brand-new-pass-1');
    await submit.click();
    await page.getByText('The current password is incorrect.').waitFor();

    await current.fill('demo12345');
    await submit.click();
    await page.getByRole('heading', { name: 'Welcome, Nina Hale' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await page.getByText('Your password has been changed.').waitFor();

    // The server agrees: after a reload (which reloads the user) the dashboard stays.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Nina Hale' }).waitFor();
    expect(pathOf(page)).toBe('/');
  });
});
