import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  clientPortalSettingsSchema,
  defaultClientPortalSettings,
  PAY_NEEDS_INVOICES_MESSAGE,
} from './client-portal-settings.schema.ts';

const errorsOf = (body: unknown) => {
  const result = clientPortalSettingsSchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('client portal settings', () => {
  it('keeps the switches, trims the welcome text and clears a blank one', () => {
    const parsed = clientPortalSettingsSchema.parse({ ...defaultClientPortalSettings, welcome_text: '  Hi there  ' });
    expect(parsed.welcome_text).toBe('Hi there');
    expect(clientPortalSettingsSchema.parse({ ...defaultClientPortalSettings, welcome_text: '   ' }).welcome_text).toBe(
      null,
    );
  });

  it('refuses paying invoices the clients may not see', () => {
    expect(errorsOf({ ...defaultClientPortalSettings, show_invoices: false, pay_invoices: true })).toEqual({
      pay_invoices: PAY_NEEDS_INVOICES_MESSAGE,
    });
    expect(errorsOf({ ...defaultClientPortalSettings, show_invoices: false, pay_invoices: false })).toEqual({});
  });

  it('asks for every switch and bounds the welcome text', () => {
    expect(errorsOf({ ...defaultClientPortalSettings, request_skip: 'yes', welcome_text: 'x'.repeat(1001) })).toEqual({
      request_skip: messages.required,
      welcome_text: 'Must be less or equal 1000 characters',
    });
  });
});
