/** The demo's leads (public sign-up registrations, some out of the area, some won or lost) and change requests. */
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { clients, type clientLocations } from '../features/clients/clients.table.ts';
import {
  clientRegistrations,
  type RegistrationStatus,
} from '../features/client-registrations/client-registrations.table.ts';
import type { SignUpFormQuestion } from '../features/client-onboarding/client-onboarding.table.ts';
import { changeRequests, type ChangeRequestKind } from '../features/change-requests/change-requests.table.ts';
import { denverZips } from './demo-data/denver-zips.ts';
import { dogNames, firstNames, lastNames } from './demo-data/names.ts';
import { streetAddress } from './demo-data/streets.ts';
import type { SeededRandom } from './demo-data/seeded-random.ts';

export const DAY_MS = 86_400_000;

export const SIGN_UP_QUESTIONS: SignUpFormQuestion[] = [
  {
    id: 'heard_about',
    question: 'How did you hear about us?',
    kind: 'choice',
    options: ['Google', 'Facebook', 'A neighbor', 'Yard sign', 'Nextdoor', 'Other'],
    required: false,
  },
  { id: 'fenced_yard', question: 'Is your yard fenced?', kind: 'yes_no', options: [], required: true },
  { id: 'dog_notes', question: 'Anything we should know about your dogs?', kind: 'text', options: [], required: false },
];

/** Zips no work area covers, though a few demo clients live there: the out-of-area warning shows on real data. */
export const DEMO_UNSERVED_ZIPS = ['80249', '80016'] as const;

const LEAD_DOG_NOTES = [
  'Two friendly labs.',
  'Our husky barks but is harmless.',
  'Please keep the gate closed, he escapes.',
  '',
  'Senior dog, very calm.',
];
const LOST_REASONS = ['Went with another company', 'Price too high', 'Outside our service area'];

export interface DemoClientsExtrasStaff {
  owner: { user_id: number };
  office: { user_id: number };
  tech: { user_id: number };
  tech2: { user_id: number };
}

export type ClientRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  status: 'active' | 'inactive';
  created_at: Date;
  deactivated_at: Date | null;
  inactive_reason: string | null;
  referral_source: string | null;
};
export type LocationRow = typeof clientLocations.$inferSelect;

/** 555-01xx numbers are kept for fiction; leads take the ones no demo client holds. */
export function fictionalPhonesFree(clientRows: ClientRow[]) {
  const used = new Set(clientRows.map((client) => client.phone));
  const free: string[] = [];
  for (const areaCode of ['303', '720'])
    for (let line = 100; line <= 199; line++)
      if (!used.has(`${areaCode}5550${line}`)) free.push(`${areaCode}5550${line}`);
  return free;
}

export async function insertLeads(
  db: Db,
  organizationId: number,
  active: ClientRow[],
  firstLocation: Map<number, LocationRow>,
  freePhones: string[],
  rng: SeededRandom,
  now: Date,
) {
  const served = denverZips.filter((zip) => !(DEMO_UNSERVED_ZIPS as readonly string[]).includes(zip.zip));
  const unserved = denverZips.filter((zip) => (DEMO_UNSERVED_ZIPS as readonly string[]).includes(zip.zip));
  const plan: { status: RegistrationStatus; out_of_area?: boolean; lost_reason?: string }[] = [
    { status: 'new' },
    { status: 'new' },
    { status: 'new', out_of_area: true },
    { status: 'new' },
    { status: 'contacted' },
    { status: 'contacted', out_of_area: true },
    { status: 'contacted' },
    { status: 'won' },
    { status: 'won' },
    { status: 'won' },
    { status: 'lost', lost_reason: LOST_REASONS[0] },
    { status: 'lost', lost_reason: LOST_REASONS[1] },
    { status: 'lost', out_of_area: true, lost_reason: LOST_REASONS[2] },
  ];
  // Won leads became the most recent clients.
  const recentClients = [...active].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).slice(0, 3);
  let wonIndex = 0;
  const answersFor = (index: number) => [
    {
      question: SIGN_UP_QUESTIONS[0]!.question,
      answer: SIGN_UP_QUESTIONS[0]!.options[index % SIGN_UP_QUESTIONS[0]!.options.length]!,
    },
    { question: SIGN_UP_QUESTIONS[1]!.question, answer: index % 3 === 0 ? 'No' : 'Yes' },
    { question: SIGN_UP_QUESTIONS[2]!.question, answer: LEAD_DOG_NOTES[index % LEAD_DOG_NOTES.length] || null },
  ];
  for (const [index, lead] of plan.entries()) {
    const daysAgo = Math.max(0, 29 - index * 2);
    if (lead.status === 'won') {
      const client = recentClients[wonIndex++];
      const location = client ? firstLocation.get(client.id) : undefined;
      if (!client || !location) continue;
      const createdAt = new Date(client.created_at.getTime() - 2 * DAY_MS);
      const [row] = await db
        .insert(clientRegistrations)
        .values({
          organization_id: organizationId,
          first_name: client.first_name,
          last_name: client.last_name,
          email: client.email ?? `${client.id}@example.com`,
          phone: client.phone ?? '3035550100',
          address_line1: location.address_line1,
          city: location.city,
          state: location.state,
          zip: location.zip,
          dog_count: location.dog_count,
          answers: answersFor(index),
          referral_source: SIGN_UP_QUESTIONS[0]!.options[index % 4]!,
          status: 'won',
          converted_client_id: client.id,
          status_changed_at: client.created_at,
          created_at: createdAt,
        })
        .returning({ id: clientRegistrations.id });
      await db
        .update(clients)
        .set({ client_registration_id: row!.id, referral_source: SIGN_UP_QUESTIONS[0]!.options[index % 4]! })
        .where(eq(clients.id, client.id));
      continue;
    }
    const zip = rng.pick(lead.out_of_area ? unserved : served);
    const firstName = rng.pick(firstNames);
    const lastName = rng.pick(lastNames);
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS - rng.int(1, 10) * 3_600_000);
    await db.insert(clientRegistrations).values({
      organization_id: organizationId,
      first_name: firstName,
      last_name: lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}.lead${index + 1}@example.com`,
      phone: freePhones[index % freePhones.length] ?? '3035550100',
      address_line1: streetAddress(rng, zip),
      city: zip.city,
      state: 'CO',
      zip: zip.zip,
      dog_count: rng.int(1, 3),
      notes: index % 4 === 1 ? 'Please call after 5pm.' : null,
      answers: answersFor(index),
      referral_source: SIGN_UP_QUESTIONS[0]!.options[index % SIGN_UP_QUESTIONS[0]!.options.length]!,
      out_of_area: lead.out_of_area ?? false,
      status: lead.status,
      lost_reason: lead.lost_reason ?? null,
      status_changed_at: lead.status === 'new' ? null : new Date(createdAt.getTime() + DAY_MS),
      created_at: createdAt,
    });
  }
}

export async function insertChangeRequests(
  db: Db,
  organizationId: number,
  staff: DemoClientsExtrasStaff,
  picked: ClientRow[],
  firstLocation: Map<number, LocationRow>,
  dayOffset: (days: number) => string,
  now: Date,
) {
  const requests: {
    kind: ChangeRequestKind;
    details: (location: LocationRow) => Record<string, unknown>;
    comment: string | null;
    decided?: { status: 'approved' | 'denied'; reason?: string };
  }[] = [
    {
      kind: 'address',
      details: () => ({
        address_line1: '4120 Tennyson St',
        address_line2: 'Unit 2',
        city: 'Denver',
        state: 'CO',
        zip: '80212',
      }),
      comment: 'We moved across town, same dogs!',
    },
    {
      kind: 'dog_count',
      details: (location) => ({
        dog_count: location.dog_count + 1,
        dog_names: [...location.dog_names, dogNames.find((name) => !location.dog_names.includes(name)) ?? 'Pepper'],
      }),
      comment: 'We adopted another dog.',
    },
    {
      kind: 'pause',
      details: () => ({ from: dayOffset(7), to: dayOffset(21) }),
      comment: 'On vacation for two weeks.',
    },
    {
      kind: 'frequency',
      details: () => ({ frequency: 'twice_a_week' }),
      comment: 'Three dogs now, once a week is not enough.',
    },
    { kind: 'cancel', details: () => ({ reason: 'Moving out of state' }), comment: null },
    {
      kind: 'add_on',
      details: () => ({ name: 'Deodorizing spray', note: 'The patio smells in the heat.' }),
      comment: null,
    },
    {
      kind: 'pause',
      details: () => ({ from: dayOffset(-30), to: dayOffset(-16) }),
      comment: 'Family visiting with their own scooper.',
      decided: { status: 'approved' },
    },
    {
      kind: 'frequency',
      details: () => ({ frequency: 'twice_a_week' }),
      comment: null,
      decided: { status: 'denied', reason: 'No twice-a-week route in this area yet; we will call when one opens.' },
    },
  ];
  const rows = requests.flatMap((request, index) => {
    const client = picked[index];
    const location = client ? firstLocation.get(client.id) : undefined;
    if (!client || !location) return [];
    const createdAt = new Date(now.getTime() - (request.decided ? 35 - index : index + 1) * DAY_MS);
    return [
      {
        organization_id: organizationId,
        client_id: client.id,
        client_location_id: ['address', 'dog_count', 'add_on'].includes(request.kind) ? location.id : null,
        kind: request.kind,
        details: request.details(location),
        client_comment: request.comment,
        status: request.decided?.status ?? ('pending' as const),
        deny_reason: request.decided?.reason ?? null,
        decided_by_user_id: request.decided ? staff.owner.user_id : null,
        decided_at: request.decided ? new Date(createdAt.getTime() + DAY_MS) : null,
        created_at: createdAt,
      },
    ];
  });
  await db.insert(changeRequests).values(rows);
}
