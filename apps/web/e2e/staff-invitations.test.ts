/**
 * Hiring by invitation (issue 5): the owner invites a field tech, who accepts from the e-mailed link in a fresh
 * browser, lands on the dashboard, and sees the menu change once the owner gives an extra permission.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { navigationEntries, pathOf, signIn, waitForOutbox } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const INVITATION_PATH = /\/accept_invitation\/[^\s"'<>]+/;
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('staff', () => {
  it('invites a field tech who accepts, then follows the permissions the owner gives', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Staff', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Staff' }).getByRole('link', { name: 'Tyler Brooks' }).waitFor();

    await page.getByRole('button', { name: 'Invite Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Staff' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    expect(await dialog.getByText(messages.required, { exact: true }).count()).toBe(4);
    await dialog.getByLabel('First Name').fill('Nora');
    await dialog.getByLabel('Last Name').fill('Newtech');
    await dialog.getByLabel('E-mail').fill('newtech@example.com');
    // The role is a labelled, required field like the others: a <label> names it and shows the required mark.
    const role = dialog.getByRole('combobox', { name: 'Role' });
    expect(
      await role.evaluate((select: HTMLSelectElement) => ({
        required: select.required,
        label: select.labels[0]?.textContent?.replace(/\s+/g, ' '),
      })),
    ).toEqual({ required: true, label: 'Role *' });
    await role.selectOption({ label: 'Field Tech' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('An invitation was sent to newtech@example.com.').waitFor();
    await page.getByRole('table', { name: 'Staff' }).getByRole('link', { name: 'Nora Newtech' }).waitFor();

    const link = await waitForOutbox(
      server.baseUrl,
      { to: 'newtech@example.com' },
      (mail) => mail[0]?.body.match(INVITATION_PATH)?.[0],
    );

    // The invitee opens the link in their own browser.
    const invitee = await suite.openAnotherPage();
    await invitee.goto(link);
    await invitee.getByRole('heading', { name: 'Accept Invitation' }).waitFor();
    // Either the invitation or the server's refusal: a refusal fails with its own words.
    await invitee.getByRole('form', { name: 'Accept invitation' }).or(invitee.getByRole('alert')).waitFor();
    if (await invitee.getByRole('alert').isVisible())
      throw new Error(`lookup refused: ${await invitee.getByRole('alert').innerText()}`);
    await invitee.getByText('Demo Scoopers').waitFor();
    await invitee.getByText(/Hello Nora Newtech/).waitFor();
    const password = invitee.getByLabel('Password', { exact: true });
    const confirmation = invitee.getByLabel('Confirm Password');
    const accept = invitee.getByRole('button', { name: 'Accept Invitation' });
    await password.fill('short');
    await confirmation.fill('short');
    await accept.click();
    await invitee.getByText(messages.passwordMinLength).waitFor();
    await password.fill('newtech-pass-1');
    await confirmation.fill('newtech-pass-2');
    await accept.click();
    await invitee.getByText(messages.passwordsMustMatch).waitFor();
    await confirmation.fill('newtech-pass-1');
    await accept.click();
    await invitee.getByRole('heading', { name: 'Welcome, Nora Newtech' }).waitFor();
    expect(pathOf(invitee)).toBe('/');
    expect(await navigationEntries(invitee)).toEqual([
      'Home',
      'My Shift Report',
      'Start/End Shift',
      'Schedule',
      'Settings',
    ]);

    // The owner finds her, now active, and gives her the office's shift list.
    await page.getByLabel('Search').fill('Newtech');
    await page
      .getByRole('table', { name: 'Staff' })
      .getByRole('row')
      .filter({ hasText: 'Nora Newtech' })
      .getByText('Active')
      .waitFor();
    expect(await page.getByRole('table', { name: 'Staff' }).getByRole('row').count()).toBe(2);
    await page.getByRole('table', { name: 'Staff' }).getByRole('link', { name: 'Nora Newtech' }).click();
    await page.getByRole('heading', { name: 'Nora Newtech', level: 1 }).waitFor();
    const shifts = page.getByRole('checkbox', { name: 'Shifts', exact: true });
    expect(await page.getByRole('checkbox', { name: 'Start end shift', exact: true }).isDisabled()).toBe(true);
    await shifts.check();
    await page.getByRole('button', { name: 'Save Permissions' }).click();
    await page.getByText('The permissions were saved.').waitFor();

    await invitee.reload();
    await invitee.getByRole('heading', { name: 'Welcome, Nora Newtech' }).waitFor();
    await invitee.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Shifts' }).waitFor();
    expect(await navigationEntries(invitee)).toEqual([
      'Home',
      'Shifts',
      'My Shift Report',
      'Start/End Shift',
      'Schedule',
      'Settings',
    ]);

    // A picture, shown large in the lightbox.
    await page
      .getByLabel('Picture file')
      .setInputFiles({ name: 'nora.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await page.getByText('The picture was saved.').waitFor();
    await page.getByRole('button', { name: 'View picture of Nora Newtech' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Picture of Nora Newtech' });
    await lightbox.getByRole('img', { name: 'Picture of Nora Newtech' }).waitFor();
    await lightbox.getByRole('button', { name: 'Close image' }).click();
    await lightbox.waitFor({ state: 'hidden' });

    // Profile rules show under their field; deactivating asks first.
    await page.getByLabel('Phone').fill('303555');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(messages.phoneDigits).waitFor();
    await page.getByLabel('Phone').fill('(303) 555-0299');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('The profile was saved.').waitFor();

    await page.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Staff Member' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Nora Newtech was deactivated.').waitFor();
    await page.getByRole('button', { name: 'Reactivate' }).waitFor();

    // The server's refusals read as core formats them: the last owner keeps the Owner role.
    await page.getByRole('link', { name: 'Back to Staff' }).click();
    await page.getByLabel('Search').fill('Owens');
    await page.getByRole('table', { name: 'Staff' }).getByRole('link', { name: 'Olivia Owens' }).click();
    await page.getByRole('heading', { name: 'Olivia Owens', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await page.getByRole('button', { name: 'Save Permissions' }).click();
    await page.getByText('Last Owner: The organization must keep at least one active owner.').waitFor();
  });

  it('shows the name, contact and picture of someone who also works elsewhere as theirs, and saves what is ours', async () => {
    const { page } = suite;
    // Morgan Ellis (multi@demo.test) also works for Trial Scoopers.
    await signIn(page, 'owner@demo.test');
    await page.goto('/staff');
    await page.getByLabel('Search').fill('Ellis');
    // The search applies after a pause: click once the list shows only her (header and one row).
    await expect.poll(() => page.getByRole('table', { name: 'Staff' }).getByRole('row').count()).toBe(2);
    await page.getByRole('table', { name: 'Staff' }).getByRole('link', { name: 'Morgan Ellis' }).click();
    await page.getByRole('heading', { name: 'Morgan Ellis', level: 1 }).waitFor();

    const profile = page.getByRole('form', { name: 'Profile' });
    await profile
      .getByText(
        'Morgan also works for another organization, so only they can change their name, e-mail, phone and picture.',
      )
      .waitFor();
    for (const label of ['First Name', 'Last Name', 'E-mail', 'Phone'])
      expect(await profile.getByLabel(label, { exact: true }).isEditable(), label).toBe(false);
    await page.getByText('Only Morgan can change their picture.').waitFor();
    expect(await page.getByRole('button', { name: 'Upload Picture' }).count()).toBe(0);

    await profile.getByLabel('End Address').fill('2400 S Broadway, Denver');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('The profile was saved.').waitFor();
    expect(await profile.getByLabel('First Name', { exact: true }).inputValue()).toBe('Morgan');
  });
});
