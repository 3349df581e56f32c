/** Answers of the clients API: residential clients, their locations, notes and activity, dormant clients, households. */
import { z } from 'zod';
import { addressWithPositionResponseSchema } from '../address.schema.ts';
import { listMetaSchema } from '../list.ts';
import { clientStatuses, preferredChannels } from './client.schema.ts';

const text = z.string().nullable();
const id = z.number().int();
const list = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: listMetaSchema });

/** `address_line1`, `city` and `zip` are the client's first location's (lowest id), null when it has none. */
export const clientRowSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: text,
  phone: text,
  status: z.enum(clientStatuses),
  tax_exempt: z.boolean(),
  balance_cents: z.number().int(),
  created_at: z.string(),
  billing_client_id: id.nullable(),
  location_count: z.number().int(),
  address_line1: text,
  city: text,
  zip: text,
});
export type ClientRow = z.infer<typeof clientRowSchema>;
export const clientListResponseSchema = list(clientRowSchema);
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

const workAreaRefSchema = z.object({ id, name: z.string() });

/** `served` false: the zip is in no work area ('No service available in this area'). */
export const clientLocationViewSchema = z.object({
  id,
  client_id: id,
  name: text,
  ...addressWithPositionResponseSchema.shape,
  pinned: z.boolean(),
  gate_code: text,
  dog_count: z.number().int(),
  dog_names: z.array(z.string()),
  unsafe_dog: z.boolean(),
  notes_for_techs: text,
  created_at: z.string(),
  updated_at: z.string(),
  served: z.boolean(),
  work_areas: z.array(workAreaRefSchema),
});
export type ClientLocation = z.infer<typeof clientLocationViewSchema>;

const linkedClientSchema = z.object({ id, first_name: z.string(), last_name: z.string(), email: text });

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
  created_at: z.string(),
  updated_at: z.string(),
  /** The payer's when the client is linked, else the client's own. */
  billing_contact: z.object({ client_id: id, first_name: z.string(), last_name: z.string(), email: text, phone: text }),
  /** The payer and the other members of the household, without this client. */
  linked_clients: z.array(linkedClientSchema),
  locations: z.array(clientLocationViewSchema),
});
export type Client = z.infer<typeof clientDetailSchema>;

export const clientResponseSchema = z.object({ client: clientDetailSchema });
export type ClientResponse = z.infer<typeof clientResponseSchema>;

/** A zip outside every work area is saved anyway: the warnings tell the office, keyed by the posted location's index. */
export const createClientResponseSchema = z.object({
  client: clientDetailSchema,
  warnings: z.object({ locations: z.record(z.string(), z.array(z.string())) }),
});
export type CreateClientResponse = z.infer<typeof createClientResponseSchema>;
export type CreateClientWarnings = CreateClientResponse['warnings'];

export const clientLocationResponseSchema = z.object({
  client: clientDetailSchema,
  location: clientLocationViewSchema,
  warnings: z.object({ zip: z.array(z.string()).optional() }),
});
export type ClientLocationResponse = z.infer<typeof clientLocationResponseSchema>;

const clientNoteViewSchema = z.object({
  id,
  body: z.string(),
  created_at: z.string(),
  author: z.object({ id, name: z.string() }).nullable(),
});
export type ClientNote = z.infer<typeof clientNoteViewSchema>;
export const clientNoteListResponseSchema = list(clientNoteViewSchema);
export type ClientNoteListResponse = z.infer<typeof clientNoteListResponseSchema>;
export const clientNoteResponseSchema = z.object({ note: clientNoteViewSchema });
export type ClientNoteResponse = z.infer<typeof clientNoteResponseSchema>;

const clientActivityViewSchema = z.object({
  id,
  action: z.string(),
  summary: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  created_at: z.string(),
  actor_user_id: id.nullable(),
  /** 'Jane Doe', 'Client' or 'System'. */
  who: z.string(),
});
export type ClientActivity = z.infer<typeof clientActivityViewSchema>;
export const clientActivityListResponseSchema = list(clientActivityViewSchema);
export type ClientActivityListResponse = z.infer<typeof clientActivityListResponseSchema>;

/** Whether the organization serves a zip, and the place it names (to fill city and state while typing). */
export const serviceAreaResponseSchema = z.object({
  served: z.boolean(),
  work_areas: z.array(workAreaRefSchema),
  place: z.object({ city: z.string(), state: z.string(), lat: z.number(), lng: z.number() }).nullable(),
});
export type ServiceArea = z.infer<typeof serviceAreaResponseSchema>;

const dormantClientSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: text,
  phone: text,
  last_service_on: text,
  deactivated_at: text,
  inactive_reason: text,
  inactive_since: z.string(),
});
export type DormantClient = z.infer<typeof dormantClientSchema>;
export const dormantClientListResponseSchema = list(dormantClientSchema);
export type DormantClientListResponse = z.infer<typeof dormantClientListResponseSchema>;
export const winBackResponseSchema = z.object({
  client: clientDetailSchema,
  sent: z.enum(['email', 'sms']).nullable(),
});
export type WinBackResponse = z.infer<typeof winBackResponseSchema>;

const clientPersonSchema = z.object({ id, first_name: z.string(), last_name: z.string(), email: text, phone: text });
export type ClientPerson = z.infer<typeof clientPersonSchema>;

/** Clients that share an e-mail, phone or address and are not all in one household yet. */
const linkCandidateSchema = z.object({
  reason: z.enum(['email', 'phone', 'address']),
  value: z.string(),
  clients: z.array(clientPersonSchema.extend({ status: z.enum(clientStatuses), billing_client_id: id.nullable() })),
});
export type LinkCandidate = z.infer<typeof linkCandidateSchema>;
export const linkCandidateListResponseSchema = list(linkCandidateSchema);
export type LinkCandidateListResponse = z.infer<typeof linkCandidateListResponseSchema>;

const householdSchema = z.object({ payer: clientPersonSchema, members: z.array(clientPersonSchema) });
export type Household = z.infer<typeof householdSchema>;
export const householdListResponseSchema = list(householdSchema);
export type HouseholdListResponse = z.infer<typeof householdListResponseSchema>;
