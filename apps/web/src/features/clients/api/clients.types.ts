/** The answers of the clients API (docs/api-contract-clients.md). */
import type { ClientStatus, PreferredChannel } from '@employee-portal/core/clients/client.schema';

export interface ListMeta {
  page: number;
  per_page: number;
  total: number;
}

export interface ListPage<Row> {
  data: Row[];
  meta: ListMeta;
}

export interface ClientRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  status: ClientStatus;
  tax_exempt: boolean;
  balance_cents: number;
  created_at: string;
  billing_client_id: number | null;
  location_count: number;
  address_line1: string | null;
  city: string | null;
  zip: string | null;
}

export interface ClientLocation {
  id: number;
  client_id: number;
  name: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip: string;
  lat: number | null;
  lng: number | null;
  position_source: 'geocoder' | 'pin' | null;
  pinned: boolean;
  gate_code: string | null;
  dog_count: number;
  dog_names: string[];
  unsafe_dog: boolean;
  notes_for_techs: string | null;
  created_at: string;
  updated_at: string;
  served: boolean;
  work_areas: { id: number; name: string }[];
}

export interface ClientPerson {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone?: string | null;
}

export interface Client {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  alternate_email: string | null;
  alternate_phone: string | null;
  preferred_channel: PreferredChannel;
  tax_exempt: boolean;
  referral_source: string | null;
  status: ClientStatus;
  inactive_reason: string | null;
  deactivated_at: string | null;
  balance_cents: number;
  last_service_on: string | null;
  billing_client_id: number | null;
  created_at: string;
  updated_at: string;
  billing_contact: {
    client_id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
  };
  linked_clients: ClientPerson[];
  locations: ClientLocation[];
}

/** Zip outside every work area: the record is saved, the office is told. */
export interface CreateWarnings {
  locations?: Record<string, string[]>;
}
export interface LocationWarnings {
  zip?: string[];
}

export interface ClientNote {
  id: number;
  body: string;
  created_at: string;
  author: { id: number; name: string } | null;
}

export interface ClientActivity {
  id: number;
  action: string;
  summary: string;
  changes: { field: string; from: unknown; to: unknown }[];
  created_at: string;
  who: string;
  actor_user_id: number | null;
}

export interface ServiceArea {
  served: boolean;
  work_areas: { id: number; name: string }[];
  place: { city: string; state: string; lat: number; lng: number } | null;
}

export interface DormantClient {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  last_service_on: string | null;
  deactivated_at: string | null;
  inactive_reason: string | null;
  inactive_since: string;
}

export interface LinkCandidate {
  reason: 'email' | 'phone' | 'address';
  value: string;
  clients: (ClientPerson & { phone: string | null; status: ClientStatus; billing_client_id: number | null })[];
}

export interface Household {
  payer: ClientPerson;
  members: ClientPerson[];
}

export interface WorkAreaOption {
  id: number;
  name: string;
}

/** One of the active residential plans GET /api/subscriptions/options offers (only what the filter needs). */
export interface ServicePlanOption {
  id: number;
  name: string;
}
