/** /settings/branding_settings (issue 20): the organization's logo, colours and the company details its mail prints. */
import { z } from 'zod';
import { messages, validUrlMessage } from '../messages/catalogue.ts';
import { nullableText, optionalEmailField, optionalPhoneField } from '../fields.ts';
import { dataUrlByteLength, MAX_AVATAR_BYTES, parseImageDataUrl } from '../staff/invitation.schema.ts';
import { brandColorMessage, brandColorProblem, HEX_COLOR } from './brand-colors.ts';

/** The example the catalogue's URL message shows (spec §5 'Must be valid URL ({host}/)'). */
export const URL_EXAMPLE_HOST = 'https://www.example.com';
export const websiteUrlMessage = validUrlMessage(URL_EXAMPLE_HOST);

/** Google Analytics: a GA4 measurement id (G-XXXXXXX) or a Universal Analytics property id (UA-XXXX-Y). */
export const ANALYTICS_ID = /^(G-[A-Z0-9]{4,12}|UA-\d{4,10}-\d{1,4})$/;

/** Where an uploaded logo is served from: the unguessable key is the credential, as for job photos. */
export const BRANDING_LOGO_PATH = /^\/api\/branding_logos\/[a-f0-9]{40}$/;

const isWebUrl = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
};

/** Blank clears a colour; anything else is '#rrggbb' that can carry the text the shell writes on it. */
export const brandColorField = () =>
  z
    .string({ error: messages.notValid })
    .trim()
    .transform((value) => value.toLowerCase() || null)
    .nullable()
    .optional()
    .superRefine((value, context) => {
      if (!value) return;
      if (!HEX_COLOR.test(value)) {
        context.addIssue({ code: 'custom', message: messages.notValid });
        return;
      }
      const problem = brandColorProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: brandColorMessage[problem] });
    });

const webUrlField = (max: number) =>
  nullableText(max).refine((value) => value === null || value === undefined || isWebUrl(value), {
    error: websiteUrlMessage,
  });

export const brandingSchema = z.object({
  display_name: nullableText(100),
  /** A logo on the web (https://…), or the organization's uploaded one as the API answered it. */
  logo_url: nullableText(500).refine(
    (value) => value === null || value === undefined || isWebUrl(value) || BRANDING_LOGO_PATH.test(value),
    { error: websiteUrlMessage },
  ),
  /** A new logo picture as a data URL: replaces logo_url once stored. */
  logo_image: z
    .string({ error: messages.imageType })
    .refine((value) => dataUrlByteLength(value) <= MAX_AVATAR_BYTES, { error: messages.imageTooLarge })
    .refine((value) => parseImageDataUrl(value) !== null, { error: messages.imageType })
    .nullable()
    .optional(),
  primary_color: brandColorField(),
  header_color: brandColorField(),
  phone: optionalPhoneField(),
  email: optionalEmailField(),
  address: nullableText(255),
  website: webUrlField(255),
  analytics_id: nullableText(30).refine((value) => value === null || value === undefined || ANALYTICS_ID.test(value), {
    error: messages.analyticsIdFormat,
  }),
});
export type BrandingBody = z.input<typeof brandingSchema>;
export type BrandingInput = z.output<typeof brandingSchema>;
