import {
  commercialKindProfiles,
  commercialNeighborhoods,
  type CommercialKind,
  type CommercialKindProfile,
} from './commercial-names.ts';
import { denverZips, type DenverZip } from './denver-zips.ts';
import {
  dogNames,
  firstNames,
  gateCodes,
  lastNames,
  residentialInactiveReasons,
  residentialTechNotes,
  secondLocationNotes,
  unsafeDogNotes,
} from './names.ts';
import { createSeededRandom, type SeededRandom } from './seeded-random.ts';
import { streetAddress } from './streets.ts';

export type DemoClientStatus = 'active' | 'inactive';

export interface DemoResidentialLocation {
  address_line1: string;
  city: string;
  state: 'CO';
  zip: string;
  lat: number;
  lng: number;
  gate_code: string | null;
  dog_count: number;
  dog_names: string[];
  unsafe_dog: boolean;
  notes_for_techs: string | null;
}

export interface DemoResidentialClient {
  first_name: string;
  last_name: string;
  email: string;
  /** 10 digits, no punctuation. */
  phone: string;
  status: DemoClientStatus;
  tax_exempt: boolean;
  created_days_ago: number;
  /** Present only when status is 'inactive'. */
  inactive_reason?: string;
  /** Inactive clients: about when they left, at least ten weeks after they joined (the seed ends their service then). */
  left_days_ago?: number;
  locations: DemoResidentialLocation[];
}

export interface DemoCommercialLocation {
  name: string;
  address_line1: string;
  city: string;
  state: 'CO';
  zip: string;
  lat: number;
  lng: number;
  stations: number;
  service_notes: string;
}

export interface DemoCommercialCustomer {
  company_name: string;
  kind: CommercialKind;
  billing_first_name: string;
  billing_last_name: string;
  billing_email: string;
  /** 10 digits, no punctuation. */
  billing_phone: string;
  tax_exempt: boolean;
  status: DemoClientStatus;
  created_days_ago: number;
  /** Present only when status is 'inactive'. */
  inactive_reason?: string;
  /** Inactive customers: about when they left. */
  left_days_ago?: number;
  locations: DemoCommercialLocation[];
}

export interface DemoData {
  residentialClients: DemoResidentialClient[];
  commercialCustomers: DemoCommercialCustomer[];
}

const RESIDENTIAL_COUNT = 150;
const RESIDENTIAL_INACTIVE = 15;
const RESIDENTIAL_RECENT = 10;
const RESIDENTIAL_TWO_LOCATIONS = 8;
const RESIDENTIAL_TAX_EXEMPT = 3;
const RECENT_DAYS = 30;
/** The demo tells one year: every client joined within it. */
export const MAX_DAYS_AGO = 364;
/** A client who left had months of service first: joined at least this long ago. */
const LEFT_AFTER_JOINING_DAYS = 100;
/** Left no sooner than this after joining, so every lost client had weeks of visits and invoices. */
const SERVED_BEFORE_LEAVING_DAYS = 70;
/** Half of those who left did so in the last months, so "lost" shows in recent dashboard ranges. */
const RECENTLY_LEFT_DAYS = 80;

// A fixed mix (rather than a random one) so every seed shows each kind of commercial account in the demo.
const COMMERCIAL_KIND_MIX: readonly CommercialKind[] = [
  'apartments',
  'apartments',
  'apartments',
  'hoa',
  'hoa',
  'property_manager',
  'property_manager',
  'dog_park',
  'vet_clinic',
  'vet_clinic',
];
const COMMERCIAL_INACTIVE_REASONS: readonly string[] = ['Property sold', 'Budget cuts', 'Moved service in-house'];

// Zip centroid jitter: at most ~1.7 km, so pins spread over the zip without leaving it or the metro.
const RESIDENTIAL_JITTER = 0.015;
const NEIGHBORHOOD_JITTER = 0.006;
const SAME_SITE_JITTER = 0.0008;

export function generateDemoData(seed = 42): DemoData {
  const rng = createSeededRandom(seed);
  // When clients left comes from a random of its own: the roster (names, addresses) stays the one `rng` always drew.
  const leaving = createSeededRandom(seed + 1);
  const phones = createPhoneSource(rng);
  return {
    residentialClients: generateResidentialClients(rng, phones, leaving),
    commercialCustomers: generateCommercialCustomers(rng, phones, leaving),
  };
}

/** Some days after joining, half of them in the last months. */
function leftDaysAgo(leaving: SeededRandom, createdDaysAgo: number) {
  const latest = createdDaysAgo - SERVED_BEFORE_LEAVING_DAYS;
  return leaving.chance(0.5) ? leaving.int(3, Math.min(RECENTLY_LEFT_DAYS, latest)) : leaving.int(3, latest);
}

// Only 555-0100..555-0199 are reserved for fiction in the North American plan; the portal sends SMS, so demo data
// must never hold a number that could belong to a real person. Two area codes give 200 numbers, enough for 160.
function createPhoneSource(rng: SeededRandom): () => string {
  const pool: string[] = [];
  for (const areaCode of ['303', '720']) {
    for (let line = 100; line <= 199; line++) pool.push(`${areaCode}5550${line}`);
  }
  const shuffled = rng.shuffle(pool);
  let used = 0;
  return () => {
    const phone = shuffled[used++];
    if (phone === undefined) throw new Error('demo data ran out of fictional 555-01xx phone numbers');
    return phone;
  };
}

function generateResidentialClients(
  rng: SeededRandom,
  nextPhone: () => string,
  leaving: SeededRandom,
): DemoResidentialClient[] {
  const indices = Array.from({ length: RESIDENTIAL_COUNT }, (_, i) => i);
  const inactive = new Set(rng.sample(indices, RESIDENTIAL_INACTIVE));
  // A client who signed up this month and already cancelled would look like a data bug in the demo.
  const recent = new Set(
    rng.sample(
      indices.filter((i) => !inactive.has(i)),
      RESIDENTIAL_RECENT,
    ),
  );
  const twoLocations = new Set(rng.sample(indices, RESIDENTIAL_TWO_LOCATIONS));
  const taxExempt = new Set(rng.sample(indices, RESIDENTIAL_TAX_EXEMPT));

  return indices.map((i) => {
    const firstName = rng.pick(firstNames);
    const lastName = rng.pick(lastNames);
    const homeZip = rng.pick(denverZips);
    const locations = [residentialLocation(rng, homeZip, null)];
    if (twoLocations.has(i)) {
      const otherZip = rng.pick(denverZips.filter((z) => z.zip !== homeZip.zip));
      locations.push(residentialLocation(rng, otherZip, rng.pick(secondLocationNotes)));
    }
    const client: DemoResidentialClient = {
      first_name: firstName,
      last_name: lastName,
      // The running number keeps addresses unique even when two clients share a name.
      email: `${slug(firstName, '')}.${slug(lastName, '')}${i + 1}@example.com`,
      phone: nextPhone(),
      status: inactive.has(i) ? 'inactive' : 'active',
      tax_exempt: taxExempt.has(i),
      created_days_ago: recent.has(i)
        ? rng.int(0, RECENT_DAYS - 1)
        : rng.int(inactive.has(i) ? LEFT_AFTER_JOINING_DAYS : RECENT_DAYS, MAX_DAYS_AGO),
      locations,
    };
    if (inactive.has(i)) {
      client.inactive_reason = rng.pick(residentialInactiveReasons);
      client.left_days_ago = leftDaysAgo(leaving, client.created_days_ago);
    }
    return client;
  });
}

function residentialLocation(rng: SeededRandom, zip: DenverZip, locationNote: string | null): DemoResidentialLocation {
  const dogCount = weightedDogCount(rng);
  const unsafeDog = rng.chance(0.05);
  const techNote = unsafeDog ? rng.pick(unsafeDogNotes) : rng.chance(0.35) ? rng.pick(residentialTechNotes) : null;
  const notes = [locationNote, techNote].filter((n): n is string => n !== null);
  return {
    address_line1: streetAddress(rng, zip),
    city: zip.city,
    state: zip.state,
    zip: zip.zip,
    ...jitter(rng, zip, RESIDENTIAL_JITTER),
    gate_code: rng.chance(0.3) ? rng.pick(gateCodes) : null,
    dog_count: dogCount,
    dog_names: rng.sample(dogNames, dogCount),
    unsafe_dog: unsafeDog,
    notes_for_techs: notes.length > 0 ? notes.join(' ') : null,
  };
}

// Most households have one or two dogs; four is rare.
function weightedDogCount(rng: SeededRandom): number {
  const r = rng.next();
  if (r < 0.45) return 1;
  if (r < 0.8) return 2;
  if (r < 0.95) return 3;
  return 4;
}

function generateCommercialCustomers(
  rng: SeededRandom,
  nextPhone: () => string,
  leaving: SeededRandom,
): DemoCommercialCustomer[] {
  const kinds = rng.shuffle(COMMERCIAL_KIND_MIX);
  const inactiveIndex = rng.int(0, kinds.length - 1);
  const usedPlaces = new Set<string>();

  return kinds.map((kind, i) => {
    const profile = profileFor(kind);
    const { place, zip } = pickUnusedPlace(rng, usedPlaces);
    const companyName = rng.pick(profile.nameTemplates).replace('{place}', place);
    const firstName = rng.pick(firstNames);
    const lastName = rng.pick(lastNames);
    const customer: DemoCommercialCustomer = {
      company_name: companyName,
      kind,
      billing_first_name: firstName,
      billing_last_name: lastName,
      billing_email: `billing.${slug(companyName, '-')}@example.com`,
      billing_phone: nextPhone(),
      tax_exempt: profile.taxExempt,
      status: i === inactiveIndex ? 'inactive' : 'active',
      created_days_ago: rng.int(i === inactiveIndex ? LEFT_AFTER_JOINING_DAYS : 60, MAX_DAYS_AGO),
      locations: commercialLocations(rng, profile, zip),
    };
    if (i === inactiveIndex) {
      customer.inactive_reason = rng.pick(COMMERCIAL_INACTIVE_REASONS);
      customer.left_days_ago = leftDaysAgo(leaving, customer.created_days_ago);
    }
    return customer;
  });
}

function profileFor(kind: CommercialKind): CommercialKindProfile {
  const profile = commercialKindProfiles.find((p) => p.kind === kind);
  if (profile === undefined) throw new Error(`no commercial profile for ${kind}`);
  return profile;
}

// Neighborhood names are unique across customers so no two companies share a name or an email.
function pickUnusedPlace(rng: SeededRandom, used: Set<string>): { place: string; zip: DenverZip } {
  const choice = rng.pick(commercialNeighborhoods.filter((n) => !used.has(n.place)));
  const zip = denverZips.find((z) => z.zip === choice.zip);
  if (zip === undefined) throw new Error(`neighborhood ${choice.place} has unknown zip ${choice.zip}`);
  used.add(choice.place);
  return { place: choice.place, zip };
}

function commercialLocations(
  rng: SeededRandom,
  profile: CommercialKindProfile,
  homeZip: DenverZip,
): DemoCommercialLocation[] {
  const siteAddress = streetAddress(rng, homeZip);
  const siteCentre = jitter(rng, homeZip, NEIGHBORHOOD_JITTER);
  const names = rng.sample(profile.locationNames, rng.int(1, Math.min(4, profile.locationNames.length)));
  const [minStations, maxStations] = profile.stationsPerLocation;

  return names.map((name) => {
    const zip = profile.spread === 'metro' ? rng.pick(denverZips) : homeZip;
    const position =
      profile.spread === 'single_site'
        ? jitter(rng, siteCentre, SAME_SITE_JITTER)
        : jitter(rng, zip, profile.spread === 'metro' ? RESIDENTIAL_JITTER : NEIGHBORHOOD_JITTER);
    return {
      name,
      address_line1: profile.spread === 'single_site' ? siteAddress : streetAddress(rng, zip),
      city: zip.city,
      state: zip.state,
      zip: zip.zip,
      ...position,
      stations: rng.int(minStations, maxStations),
      service_notes: rng.pick(profile.serviceNotes),
    };
  });
}

function jitter(rng: SeededRandom, centre: { lat: number; lng: number }, maxDegrees: number) {
  return {
    lat: round6(centre.lat + rng.float(-maxDegrees, maxDegrees)),
    lng: round6(centre.lng + rng.float(-maxDegrees, maxDegrees)),
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function slug(text: string, separator: string): string {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ /g, separator);
}
