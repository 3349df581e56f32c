/**
 * /settings/open_api (issue 20): the organization's API keys. A key is shown once, when made; afterwards only its
 * prefix identifies it. Expiry is a calendar day: the key works through the end of that day (UTC).
 */
import { z } from 'zod';
import { maxItemsMessage, messages, minItemsMessage } from '../messages/catalogue.ts';
import { idParam, requiredText } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { KEY_SCOPE_PERMISSIONS } from './key-scopes.ts';

export const API_KEY_NAME_MAX_LENGTH = 60;

/** `epk_` + 8 letters or digits: what the table shows. The whole key is `<prefix>_<43 base64url characters>`. */
export const API_KEY_MARK = 'epk_';
export const API_KEY_PATTERN = /^epk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;
export const looksLikeApiKey = (bearer: string) => API_KEY_PATTERN.test(bearer);

export const keyScopeField = () => z.enum(KEY_SCOPE_PERMISSIONS as [string, ...string[]], { error: messages.notValid });

export const createApiKeySchema = z.object({
  name: requiredText(API_KEY_NAME_MAX_LENGTH),
  scopes: z
    .array(keyScopeField(), { error: messages.required })
    .min(1, { error: minItemsMessage(1) })
    .max(KEY_SCOPE_PERMISSIONS.length, { error: maxItemsMessage(KEY_SCOPE_PERMISSIONS.length) })
    .transform((scopes) => [...new Set(scopes)]),
  // A date input left empty sends '': no expiry.
  expires_on: z.preprocess((value) => (value === '' ? null : value), calendarDate.nullable()).default(null),
});
export type CreateApiKeyBody = z.input<typeof createApiKeySchema>;
export type CreateApiKey = z.output<typeof createApiKeySchema>;

export const apiKeyParamsSchema = z.object({ id: idParam() });
