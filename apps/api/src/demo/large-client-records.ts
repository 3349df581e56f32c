/** The large data set's residential clients and their locations, generated from one seeded random (seed-large.ts). */
import { addDays, format, parseISO } from 'date-fns';
import { denverZips, type DenverZip } from './demo-data/denver-zips.ts';
import {
  dogNames,
  firstNames,
  gateCodes,
  lastNames,
  residentialInactiveReasons,
  residentialTechNotes,
} from './demo-data/names.ts';
import { streetAddress } from './demo-data/streets.ts';
import type { SeededRandom } from './demo-data/seeded-random.ts';

const DAY_MS = 86_400_000;

export interface ClientRecord {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  preferred_channel: 'email' | 'sms' | 'both' | 'none';
  status: 'active' | 'inactive';
  deactivated_at: string | null;
  inactive_reason: string | null;
  tax_exempt: boolean;
  balance_cents: number;
  last_service_on: string | null;
  referral_source: string | null;
  created_at: string;
  search_text: string;
  locations: LocationRecord[];
}

export interface LocationRecord {
  address_line1: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  gate_code: string | null;
  dog_count: number;
  dog_names: string[];
  unsafe_dog: boolean;
  notes_for_techs: string | null;
}

const REFERRALS = ['Google', 'Facebook', 'A neighbor', 'Yard sign', 'Nextdoor', null, null];
const CHANNELS = ['email', 'email', 'email', 'sms', 'both', 'none'] as const;

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

const joinPresent = (parts: (string | null)[]) => parts.filter((part) => part !== null).join(' ');

/** What the client_search_document() trigger writes (concat_ws skips nulls; locations in insertion order). */
function searchDocument(contact: (string | null)[], locations: LocationRecord[]) {
  return joinPresent([
    ...contact,
    locations.map((location) => joinPresent([location.address_line1, location.city, location.zip])).join(' '),
  ]).toLowerCase();
}

/** Realistic-looking rows; phones are 555 numbers (never a real subscriber's line) with some shared by households. */
export function generateClient(
  rng: SeededRandom,
  index: number,
  domain: string,
  now: Date,
  today: string,
): ClientRecord {
  const first = rng.pick(firstNames);
  const last = rng.pick(lastNames);
  const createdDaysAgo = rng.int(0, 1_100);
  const inactive = rng.chance(0.12);
  const deactivatedDaysAgo = inactive ? rng.int(1, Math.max(1, Math.min(createdDaysAgo, 400))) : null;
  const lastServiceDaysAgo = inactive
    ? deactivatedDaysAgo! + rng.int(1, 10)
    : createdDaysAgo < 7
      ? null
      : rng.int(0, 10);
  const roll = rng.next();
  const balance = roll < 0.7 ? 0 : roll < 0.95 ? rng.int(1, 400) * 250 : -rng.int(1, 40) * 500;
  const locationCount = rng.chance(0.15) ? 2 : 1;
  const home = rng.pick(denverZips);
  const locations = [generateLocation(rng, home)];
  if (locationCount === 2) locations.push(generateLocation(rng, rng.pick(denverZips)));
  const email = rng.chance(0.97) ? `${slug(first)}.${slug(last)}${index}@${domain}` : null;
  const phone = rng.chance(0.98)
    ? `${rng.pick(['303', '720', '719', '970'])}555${String(rng.int(0, 9999)).padStart(4, '0')}`
    : null;
  return {
    first_name: first,
    last_name: last,
    email,
    phone,
    search_text: searchDocument([first, last, email, phone], locations),
    preferred_channel: rng.pick(CHANNELS),
    status: inactive ? 'inactive' : 'active',
    deactivated_at:
      deactivatedDaysAgo === null ? null : new Date(now.getTime() - deactivatedDaysAgo * DAY_MS).toISOString(),
    inactive_reason: inactive ? rng.pick(residentialInactiveReasons) : null,
    tax_exempt: rng.chance(0.02),
    balance_cents: balance,
    last_service_on:
      lastServiceDaysAgo === null ? null : format(addDays(parseISO(today), -lastServiceDaysAgo), 'yyyy-MM-dd'),
    referral_source: rng.pick(REFERRALS),
    created_at: new Date(now.getTime() - createdDaysAgo * DAY_MS - rng.int(0, 86_399) * 1000).toISOString(),
    locations,
  };
}

export function generateLocation(rng: SeededRandom, zip: DenverZip): LocationRecord {
  const dogCount = rng.pick([1, 1, 1, 2, 2, 3, 4]);
  const unsafe = rng.chance(0.04);
  return {
    address_line1: streetAddress(rng, zip),
    city: zip.city,
    state: zip.state,
    zip: zip.zip,
    lat: Math.round((zip.lat + rng.float(-0.015, 0.015)) * 1e6) / 1e6,
    lng: Math.round((zip.lng + rng.float(-0.015, 0.015)) * 1e6) / 1e6,
    gate_code: rng.chance(0.3) ? rng.pick(gateCodes) : null,
    dog_count: dogCount,
    dog_names: rng.sample(dogNames, dogCount),
    unsafe_dog: unsafe,
    notes_for_techs: unsafe
      ? 'Dog is not friendly: wait for the owner.'
      : rng.chance(0.3)
        ? rng.pick(residentialTechNotes)
        : null,
  };
}
