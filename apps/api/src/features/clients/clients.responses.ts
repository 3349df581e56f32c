/** Answer shapes of the clients API (docs/api-contract-clients.md): they fix what leaves the server and feed OpenAPI. */
import { z } from 'zod';
import { clientStatuses, listMetaSchema, preferredChannels } from '@employee-portal/core';

const text = z.string().nullable();
const id = z.number().int();
const list = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: listMetaSchema });

export const clientRowSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: text,
  phone: text,
  status: z.enum(clientStatuses),
  tax_exempt: z.boolean(),
  balance_cents: z.number().int(),
  created_at: text,
  billing_client_id: id.nullable(),
  location_count: z.number().int(),
  address_line1: text,
  city: text,
  zip: text,
});
export const clientListResponseSchema = list(clientRowSchema);

const workAreaRefSchema = z.object({ id, name: z.string() });

export const clientLocationResponseSchema = z.object({
  id,
  client_id: id,
  name: text,
  address_line1: z.string(),
  address_line2: text,
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  position_source: z.enum(['geocoder', 'pin']).nullable(),
  pinned: z.boolean(),
  gate_code: text,
  dog_count: z.number().int(),
  dog_names: z.array(z.string()),
  unsafe_dog: z.boolean(),
  notes_for_techs: text,
  created_at: text,
  updated_at: text,
  served: z.boolean(),
  work_areas: z.array(workAreaRefSchema),
});

export const clientDetailSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: text,
  phone: text,
  alternate_email: text,
  alternate_phone: text,
  preferred_channel: z.enum(preferredChannels),
  tax_exempt: z.boolean(),
  referral_source: text,
  status: z.enum(clientStatuses),
  inactive_reason: text,
  deactivated_at: text,
  balance_cents: z.number().int(),
  last_service_on: text,
  billing_client_id: id.nullable(),
  created_at: text,
  updated_at: text,
  billing_contact: z.object({ client_id: id, first_name: z.string(), last_name: z.string(), email: text, phone: text }),
  linked_clients: z.array(z.object({ id, first_name: z.string(), last_name: z.string(), email: text })),
  locations: z.array(clientLocationResponseSchema),
});

export const clientAnswerSchema = z.object({ client: clientDetailSchema });
export const createdClientSchema = z.object({
  client: clientDetailSchema,
  warnings: z.object({ locations: z.record(z.string(), z.array(z.string())) }),
});
export const locationAnswerSchema = z.object({
  client: clientDetailSchema,
  location: clientLocationResponseSchema,
  warnings: z.object({ zip: z.array(z.string()).optional() }),
});

const noteSchema = z.object({
  id,
  body: z.string(),
  created_at: text,
  author: z.object({ id, name: z.string() }).nullable(),
});
export const noteListSchema = list(noteSchema);
export const noteAnswerSchema = z.object({ note: noteSchema });

export const activityListSchema = list(
  z.object({
    id,
    action: z.string(),
    summary: z.string(),
    changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
    created_at: text,
    actor_user_id: id.nullable(),
    who: z.string(),
  }),
);

export const serviceAreaSchema = z.object({
  served: z.boolean(),
  work_areas: z.array(workAreaRefSchema),
  place: z.object({ city: z.string(), state: z.string(), lat: z.number(), lng: z.number() }).nullable(),
});

export const dormantListSchema = list(
  z.object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    email: text,
    phone: text,
    last_service_on: text,
    deactivated_at: text,
    inactive_reason: text,
    inactive_since: z.string(),
  }),
);
export const winBackAnswerSchema = z.object({ client: clientDetailSchema, sent: z.enum(['email', 'sms']).nullable() });

const personSchema = z.object({ id, first_name: z.string(), last_name: z.string(), email: text, phone: text });
export const candidatesListSchema = list(
  z.object({
    reason: z.enum(['email', 'phone', 'address']),
    value: z.string(),
    clients: z.array(personSchema.extend({ status: z.enum(clientStatuses), billing_client_id: id.nullable() })),
  }),
);
export const householdsListSchema = list(z.object({ payer: personSchema, members: z.array(personSchema) }));
