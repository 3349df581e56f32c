/** Turns database rows into the answers core's clients/client.responses.ts describes. */
import type { ActivityRow, ClientLocationRow, ClientRow, NoteRow, WorkAreaRef } from './clients.repository.ts';
import type { ClientListRow } from './clients-list.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** created_at and updated_at are never null in the database. */
const instant = (value: Date) => value.toISOString();

export const presentClientRow = (row: ClientListRow) => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  status: row.status,
  tax_exempt: row.tax_exempt,
  balance_cents: row.balance_cents,
  created_at: instant(row.created_at),
  billing_client_id: row.billing_client_id,
  location_count: row.location_count ?? 0,
  address_line1: row.address_line1 ?? null,
  city: row.city ?? null,
  zip: row.zip ?? null,
});

export function presentLocation(row: ClientLocationRow, workAreas: WorkAreaRef[]) {
  return {
    id: row.id,
    client_id: row.client_id,
    name: row.name,
    address_line1: row.address_line1,
    address_line2: row.address_line2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    lat: row.lat,
    lng: row.lng,
    position_source: row.position_source,
    pinned: row.position_source === 'pin',
    gate_code: row.gate_code,
    dog_count: row.dog_count,
    dog_names: row.dog_names,
    unsafe_dog: row.unsafe_dog,
    notes_for_techs: row.notes_for_techs,
    created_at: instant(row.created_at),
    updated_at: instant(row.updated_at),
    served: workAreas.length > 0,
    work_areas: workAreas,
  };
}

type Member = Pick<ClientRow, 'id' | 'first_name' | 'last_name' | 'email' | 'phone'>;

export function presentClient(
  client: ClientRow,
  parts: { locations: ReturnType<typeof presentLocation>[]; payer: Member | null; members: Member[] },
) {
  const payer = parts.payer ?? client;
  return {
    id: client.id,
    first_name: client.first_name,
    last_name: client.last_name,
    email: client.email,
    phone: client.phone,
    alternate_email: client.alternate_email,
    alternate_phone: client.alternate_phone,
    preferred_channel: client.preferred_channel,
    tax_exempt: client.tax_exempt,
    referral_source: client.referral_source,
    status: client.status,
    inactive_reason: client.inactive_reason,
    deactivated_at: iso(client.deactivated_at),
    balance_cents: client.balance_cents,
    last_service_on: client.last_service_on,
    billing_client_id: client.billing_client_id,
    created_at: instant(client.created_at),
    updated_at: instant(client.updated_at),
    billing_contact: {
      client_id: payer.id,
      first_name: payer.first_name,
      last_name: payer.last_name,
      email: payer.email,
      phone: payer.phone,
    },
    linked_clients: parts.members.map((member) => ({
      id: member.id,
      first_name: member.first_name,
      last_name: member.last_name,
      email: member.email,
    })),
    locations: parts.locations,
  };
}

export const presentNote = (row: NoteRow) => ({
  id: row.id,
  body: row.body,
  created_at: instant(row.created_at),
  author: row.author_id && row.author_name ? { id: row.author_id, name: row.author_name } : null,
});

/** Changes the client side made (a change request it filed) have no staff actor. */
const CLIENT_ACTIONS = new Set(['change_request_submitted', 'registered']);

export const presentActivity = (row: ActivityRow) => ({
  id: row.id,
  action: row.action,
  summary: row.summary,
  changes: row.changes,
  created_at: instant(row.created_at),
  actor_user_id: row.actor_user_id,
  who: row.actor_name ?? (CLIENT_ACTIONS.has(row.action) ? 'Client' : 'System'),
});
