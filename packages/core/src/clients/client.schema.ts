/** Residential clients and their service locations (spec §3 client contact; issue 6). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { addressWithPinSchema } from '../address.schema.ts';
import {
  emailField,
  idParam,
  nullableText,
  optionalEmailField,
  optionalPhoneField,
  phoneField,
  requiredText,
  zipField,
} from '../fields.ts';
import { listQuerySchema } from '../list.ts';

export const clientStatuses = ['active', 'inactive'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const preferredChannels = ['email', 'sms', 'both', 'none'] as const;
export type PreferredChannel = (typeof preferredChannels)[number];

export const dogCountField = () =>
  z.coerce
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(50, { error: messages.notValid });

/** A service location: where techs go, what they find there. */
export const clientLocationSchema = z.object({
  /** Optional label; when given it must differ from the client's own name ('Location name must differ…'). */
  name: nullableText(100),
  ...addressWithPinSchema.shape,
  gate_code: nullableText(50),
  dog_count: dogCountField().default(0),
  dog_names: z.array(requiredText(50), { error: messages.notValid }).max(50, { error: messages.notValid }).default([]),
  unsafe_dog: z.boolean({ error: messages.notValid }).default(false),
  notes_for_techs: nullableText(2000),
});
export type ClientLocationBody = z.input<typeof clientLocationSchema>;
export type ClientLocationInput = z.output<typeof clientLocationSchema>;

export const clientContactSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField(),
  phone: phoneField(),
  alternate_email: optionalEmailField(),
  alternate_phone: optionalPhoneField(),
  preferred_channel: z.enum(preferredChannels, { error: messages.notValid }).default('email'),
  tax_exempt: z.boolean({ error: messages.notValid }).default(false),
  referral_source: nullableText(100),
});
export type ClientContactBody = z.input<typeof clientContactSchema>;
export type ClientContactInput = z.output<typeof clientContactSchema>;

/** A location's label may not repeat the client's name (catalogue: 'Location name must differ from current residential client name.'). */
export function locationNameRepeatsClient(
  locationName: string | null | undefined,
  client: { first_name: string; last_name: string },
) {
  if (!locationName) return false;
  const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return normalize(locationName) === normalize(`${client.first_name} ${client.last_name}`);
}

export const createClientSchema = clientContactSchema
  .extend({
    locations: z
      .array(clientLocationSchema, { error: messages.required })
      .min(1, { error: messages.required })
      .max(20, { error: messages.notValid }),
  })
  .superRefine((client, context) => {
    client.locations.forEach((location, index) => {
      if (locationNameRepeatsClient(location.name, client))
        context.addIssue({
          code: 'custom',
          path: ['locations', index, 'name'],
          message: messages.locationNameMustDiffer,
        });
    });
  });
export type CreateClientBody = z.input<typeof createClientSchema>;

export const clientStatusChangeSchema = z.object({ reason: requiredText(500) });

export const clientNoteSchema = z.object({ body: requiredText(5000) });

export const clientSorts = [
  'name',
  '-name',
  'created_at',
  '-created_at',
  'balance',
  '-balance',
  'status',
  '-status',
  'zip',
  '-zip',
] as const;
export type ClientSort = (typeof clientSorts)[number];

const booleanFlag = () =>
  z
    .enum(['true', 'false', '1', '0'], { error: messages.notValid })
    .transform((value) => value === 'true' || value === '1')
    .optional();

const clientFilters = {
  sort: z.enum(clientSorts, { error: messages.notValid }).default('name'),
  status: z.enum(clientStatuses, { error: messages.notValid }).optional(),
  work_area_id: idParam().optional(),
  /** Clients with a subscription to this plan that is not cancelled. */
  service_plan_id: idParam().optional(),
  tax_exempt: booleanFlag(),
  /** true: only clients who owe money; false: only settled ones. */
  open_balance: booleanFlag(),
};
export const clientListQuerySchema = listQuerySchema.extend(clientFilters);
export type ClientListQuery = z.output<typeof clientListQuerySchema>;
export const clientExportQuerySchema = listQuerySchema.omit({ page: true, per_page: true }).extend(clientFilters);
export type ClientExportQuery = z.output<typeof clientExportQuerySchema>;

/** The columns a user may show or hide on /clients; the choice is saved in user_settings under this key. */
export const CLIENT_COLUMNS_SETTING = 'clients_columns';
export const clientListColumns = [
  'name',
  'email',
  'phone',
  'address',
  'zip',
  'status',
  'balance',
  'tax_exempt',
  'locations',
  'created_at',
] as const;
export type ClientListColumn = (typeof clientListColumns)[number];

/** Search terms made of digits and phone punctuation match stored phone digits. */
export function normalizeSearchTerm(term: string): { text: string; digits: string | null } {
  const text = term.trim().toLowerCase();
  const looksLikePhone = /^[\d\s()+.-]+$/.test(text) && /\d/.test(text);
  return { text, digits: looksLikePhone ? text.replace(/\D/g, '') : null };
}

export const zipQuerySchema = z.object({ zip: zipField() });
