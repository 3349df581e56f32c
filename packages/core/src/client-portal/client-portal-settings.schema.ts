/**
 * /settings/client_portal_settings (issue 20): what clients may do in their own portal, its address and the welcome
 * they read there. Rating and tipping are not here: /settings/ratings_comments_and_tipping owns them, and this page
 * only shows their state.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { nullableText } from '../fields.ts';

export const MAX_WELCOME_TEXT_LENGTH = 1000;
/** Paying an invoice happens from the invoice list, so a portal that hides invoices cannot take payments. */
export const PAY_NEEDS_INVOICES_MESSAGE = 'Clients can pay only when they may see their invoices';

const switchField = () => z.boolean({ error: messages.required });

export const clientPortalSettingsSchema = z
  .object({
    portal_enabled: switchField(),
    show_invoices: switchField(),
    pay_invoices: switchField(),
    update_card: switchField(),
    request_pause: switchField(),
    request_skip: switchField(),
    request_cancel: switchField(),
    welcome_text: nullableText(MAX_WELCOME_TEXT_LENGTH).default(null),
  })
  .superRefine((settings, context) => {
    if (settings.pay_invoices && !settings.show_invoices)
      context.addIssue({ code: 'custom', path: ['pay_invoices'], message: PAY_NEEDS_INVOICES_MESSAGE });
  });
export type ClientPortalSettingsBody = z.input<typeof clientPortalSettingsSchema>;
export type ClientPortalSettings = z.output<typeof clientPortalSettingsSchema>;

/** What an organization that never saved its portal settings has: the portal off, every self-service on. */
export const defaultClientPortalSettings: ClientPortalSettings = {
  portal_enabled: false,
  show_invoices: true,
  pay_invoices: true,
  update_card: true,
  request_pause: true,
  request_skip: true,
  request_cancel: true,
  welcome_text: null,
};

export const clientPortalSettingsResponseSchema = z.object({
  client_portal_settings: z.object({
    portal_enabled: z.boolean(),
    show_invoices: z.boolean(),
    pay_invoices: z.boolean(),
    update_card: z.boolean(),
    request_pause: z.boolean(),
    request_skip: z.boolean(),
    request_cancel: z.boolean(),
    welcome_text: z.string().nullable(),
  }),
  /** The portal's public address, on the configured origin. */
  portal_url: z.string(),
  /** Read from the ratings and tipping settings, which own the rule; shown here, changed there. */
  ratings_and_tipping: z.object({ ratings_enabled: z.boolean(), tipping_enabled: z.boolean() }),
});
export type ClientPortalSettingsResponse = z.infer<typeof clientPortalSettingsResponseSchema>;
