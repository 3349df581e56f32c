import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { fillLogin, pathOf, storedToken, waitForOutbox } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const CODE = /\b(\d{4})\b/;

describe('two-factor sign-in', () => {
  it('asks for the SMS code and signs in only once the right code is given', async () => {
    const { page, server } = suite;
    const sentBefore = await waitForOutbox(server.baseUrl, { channel: 'sms' }, (sms) => sms.length);

    await page.goto('/login');
    await fillLogin(page, 'twofactor@demo.test', 'demo12345');
    await page.getByText(messages.twoFactorPrompt).waitFor();
    // Nothing is stored before the second step succeeds.
    expect(await storedToken(page)).toBeNull();

    // The SMS goes to the user's phone; take the newest SMS carrying a code that arrived after this login.
    const code = await waitForOutbox(server.baseUrl, { channel: 'sms' }, (sms) =>
      sms.length > sentBefore ? sms.find((message) => CODE.test(message.body))?.body.match(CODE)?.[1] : undefined,
    );

    const codeField = page.getByRole('textbox', { name: 'Code' });
    await codeField.fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(messages.codeDigits).waitFor();

    const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await codeField.fill(wrongCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    // Spec §8: the server's errors are shown in title case. The contract names the code 'invalid_code'; the API
    // also sends the field text 'The code is not valid.', which the login errors formatting prefers.
    const wrongCodeError = page.getByRole('form', { name: 'Two-factor code' }).getByRole('alert');
    await wrongCodeError.waitFor();
    expect(await wrongCodeError.innerText()).toMatch(/^(Invalid Code|The Code Is Not Valid\.)$/);
    expect(await storedToken(page)).toBeNull();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome, Derek Shaw' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await storedToken(page)).toBeTruthy();
  });
});
