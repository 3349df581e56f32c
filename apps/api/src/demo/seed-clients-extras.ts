import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, format, parseISO } from 'date-fns';
import { todayIn } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { clientActivities, clientLocations, clientNotes, clients } from '../features/clients/clients.table.ts';
import { workAreas, workAreaTechs, workAreaZips } from '../features/work-areas/work-areas.table.ts';
import { clientOnboardingSettings } from '../features/client-onboarding/client-onboarding.table.ts';
import { jobs } from '../features/jobs/jobs.table.ts';
import { createSeededRandom, type SeededRandom } from './demo-data/seeded-random.ts';
import {
  DAY_MS,
  fictionalPhonesFree,
  SIGN_UP_QUESTIONS,
  insertChangeRequests,
  insertLeads,
  type ClientRow,
  type DemoClientsExtrasStaff,
  type LocationRow,
} from './seed-leads-and-change-requests.ts';

export { DEMO_UNSERVED_ZIPS, type DemoClientsExtrasStaff } from './seed-leads-and-change-requests.ts';

/**
 * Issue 6's demo records around the Demo Scoopers clients: work areas, the sign-up form, leads, notes, activity
 * history, last service days, households, duplicate candidates and change requests. Deterministic: one seeded random.
 */

const TIME_ZONE = 'America/Denver';

export const DEMO_WORK_AREAS: { name: string; zips: string[]; techs: ('tech' | 'tech2')[] }[] = [
  {
    name: 'Central Denver',
    zips: ['80202', '80203', '80205', '80206', '80209', '80210', '80218', '80220', '80224', '80230'],
    techs: ['tech', 'tech2'],
  },
  {
    name: 'North Denver',
    zips: [
      '80211',
      '80212',
      '80207',
      '80238',
      '80002',
      '80003',
      '80004',
      '80005',
      '80030',
      '80031',
      '80229',
      '80233',
      '80241',
    ],
    techs: ['tech'],
  },
  {
    name: 'South Denver',
    zips: [
      '80219',
      '80227',
      '80237',
      '80110',
      '80113',
      '80120',
      '80121',
      '80122',
      '80123',
      '80126',
      '80127',
      '80128',
      '80129',
      '80130',
      '80112',
    ],
    techs: ['tech2'],
  },
  { name: 'West Denver', zips: ['80214', '80215', '80226', '80228', '80232'], techs: ['tech'] },
  { name: 'Aurora', zips: ['80010', '80011', '80012', '80013', '80014', '80015'], techs: ['tech2'] },
];

const NOTE_BODIES = [
  'Called to confirm the gate code; all good.',
  'Asked about adding a second weekly visit in spring.',
  'Prefers texts over e-mails for reminders.',
  'Paid the last invoice by check at the office.',
  'New puppy in the household, the dog count may go up.',
  'Neighbour complained about the bin lid; reminded the client to close it.',
  'Offered the referral discount; will tell two neighbours.',
  'Will be travelling for two weeks next month.',
  'Very happy with the service, left a 5-star review.',
  'Side gate sticks; techs should lift it a little.',
  'Asked for the deodorizing add-on price.',
  'Updated the card on file over the phone.',
];

export async function seedClientsExtras(db: Db, organizationId: number, staff: DemoClientsExtrasStaff, now: Date) {
  const rng = createSeededRandom(606);
  const today = todayIn(TIME_ZONE, now);
  const dayOffset = (days: number) => format(addDays(parseISO(today), days), 'yyyy-MM-dd');

  const clientRows: ClientRow[] = await db
    .select({
      id: clients.id,
      first_name: clients.first_name,
      last_name: clients.last_name,
      email: clients.email,
      phone: clients.phone,
      status: clients.status,
      created_at: clients.created_at,
      deactivated_at: clients.deactivated_at,
      inactive_reason: clients.inactive_reason,
      referral_source: clients.referral_source,
    })
    .from(clients)
    .where(eq(clients.organization_id, organizationId))
    .orderBy(asc(clients.id));
  const locationRows = await db
    .select()
    .from(clientLocations)
    .where(eq(clientLocations.organization_id, organizationId))
    .orderBy(asc(clientLocations.id));
  const firstLocation = new Map<number, LocationRow>();
  for (const location of locationRows)
    if (!firstLocation.has(location.client_id)) firstLocation.set(location.client_id, location);

  await insertWorkAreas(db, organizationId, staff, now);
  await insertOnboardingSettings(db, organizationId, now);
  const locationCount = new Map<number, number>();
  for (const location of locationRows)
    locationCount.set(location.client_id, (locationCount.get(location.client_id) ?? 0) + 1);
  await insertActivities(db, organizationId, staff, clientRows, locationCount, now);
  await insertNotes(db, organizationId, staff, clientRows, rng, now);
  const active = clientRows.filter((client) => client.status === 'active');
  // Fixed picks from the active clients (ordered by id), each used for one purpose only.
  const picks = rng.sample(active, 20);
  await insertHouseholdsAndDuplicates(db, organizationId, staff, picks.slice(0, 8), firstLocation, now);
  const pickedIds = new Set(picks.map((client) => client.id));
  await insertLeads(
    db,
    organizationId,
    active.filter((client) => !pickedIds.has(client.id)),
    firstLocation,
    fictionalPhonesFree(clientRows),
    rng,
    now,
  );
  await insertChangeRequests(db, organizationId, staff, picks.slice(8, 16), firstLocation, dayOffset, now);
}

async function insertWorkAreas(db: Db, organizationId: number, staff: DemoClientsExtrasStaff, now: Date) {
  const created = new Date(now.getTime() - 200 * DAY_MS);
  const areas = await db
    .insert(workAreas)
    .values(
      DEMO_WORK_AREAS.map((area) => ({
        organization_id: organizationId,
        name: area.name,
        created_at: created,
        updated_at: created,
      })),
    )
    .returning({ id: workAreas.id, name: workAreas.name });
  const idByName = new Map(areas.map((area) => [area.name, area.id]));
  await db.insert(workAreaZips).values(
    DEMO_WORK_AREAS.flatMap((area) =>
      area.zips.map((zip) => ({
        organization_id: organizationId,
        work_area_id: idByName.get(area.name)!,
        zip,
        created_at: created,
      })),
    ),
  );
  await db.insert(workAreaTechs).values(
    DEMO_WORK_AREAS.flatMap((area) =>
      area.techs.map((tech) => ({
        organization_id: organizationId,
        work_area_id: idByName.get(area.name)!,
        user_id: staff[tech].user_id,
      })),
    ),
  );
}

async function insertOnboardingSettings(db: Db, organizationId: number, now: Date) {
  await db.insert(clientOnboardingSettings).values({
    organization_id: organizationId,
    heading: 'Sign up for weekly poop scooping',
    introduction:
      'Tell us about your yard and your dogs. We serve most of the Denver metro and will get back to you within one business day with a quote.',
    accept_out_of_area_leads: true,
    questions: SIGN_UP_QUESTIONS,
    thank_you_text: 'Thanks for signing up! We will call you within one business day to schedule your first visit.',
    updated_at: new Date(now.getTime() - 60 * DAY_MS),
  });
}

/** A 'created' entry for every client, and the deactivation of every inactive one, as the office would have left them. */
async function insertActivities(
  db: Db,
  organizationId: number,
  staff: DemoClientsExtrasStaff,
  clientRows: ClientRow[],
  locationCount: Map<number, number>,
  now: Date,
) {
  const rows: (typeof clientActivities.$inferInsert)[] = [];
  clientRows.forEach((client, index) => {
    const actor = index % 3 === 0 ? staff.office.user_id : staff.owner.user_id;
    rows.push({
      organization_id: organizationId,
      client_id: client.id,
      actor_user_id: actor,
      action: 'created',
      summary: createdSummary(locationCount.get(client.id) ?? 0),
      created_at: client.created_at,
    });
    if (index % 10 === 4) {
      const at = new Date(Math.min(now.getTime() - DAY_MS, client.created_at.getTime() + 20 * DAY_MS));
      rows.push({
        organization_id: organizationId,
        client_id: client.id,
        actor_user_id: staff.office.user_id,
        action: 'updated',
        summary: 'Contact updated',
        changes: [{ field: 'preferred_channel', from: 'email', to: 'sms' }],
        created_at: at,
      });
    }
    if (client.status === 'inactive' && client.deactivated_at) {
      const reason = client.inactive_reason ?? 'No reason given';
      rows.push({
        organization_id: organizationId,
        client_id: client.id,
        actor_user_id: staff.owner.user_id,
        action: 'deactivated',
        summary: `Deactivated: ${reason}`,
        changes: [{ field: 'status', from: 'active', to: 'inactive' }],
        created_at: client.deactivated_at,
      });
    }
  });
  await db.insert(clientActivities).values(rows);
}

const createdSummary = (locations: number) => `Client created with ${locations} location${locations === 1 ? '' : 's'}`;

/** Each client's last service day is its last completed visit (none yet for a client whose service has not begun). */
export async function seedLastServiceDays(db: Db, organizationId: number) {
  await db.execute(sql`
    update ${clients} c set last_service_on = served.last_day
    from (
      select client_id, max(service_date) as last_day from ${jobs}
      where organization_id = ${organizationId} and status = 'completed' and client_id is not null
      group by client_id
    ) served
    where c.organization_id = ${organizationId} and c.id = served.client_id`);
}

async function insertNotes(
  db: Db,
  organizationId: number,
  staff: DemoClientsExtrasStaff,
  clientRows: ClientRow[],
  rng: SeededRandom,
  now: Date,
) {
  const noted = rng.sample(clientRows, 20);
  const rows = noted.flatMap((client, index) => {
    const count = index % 4 === 0 ? 2 : 1;
    return Array.from({ length: count }, (_, n) => {
      const span = Math.max(1, now.getTime() - client.created_at.getTime());
      return {
        organization_id: organizationId,
        client_id: client.id,
        author_user_id: (index + n) % 2 === 0 ? staff.owner.user_id : staff.office.user_id,
        body: NOTE_BODIES[(index * 3 + n) % NOTE_BODIES.length]!,
        created_at: new Date(client.created_at.getTime() + Math.floor(span * rng.float(0.2, 0.95))),
      };
    });
  });
  await db.insert(clientNotes).values(rows);
}

/**
 * Two households (a member linked to its payer, sharing the payer's last name), and two unlinked pairs for
 * /link_clients: one sharing a phone, one sharing an address.
 */
async function insertHouseholdsAndDuplicates(
  db: Db,
  organizationId: number,
  staff: DemoClientsExtrasStaff,
  picked: ClientRow[],
  firstLocation: Map<number, LocationRow>,
  now: Date,
) {
  const [payerA, memberA, payerB, memberB, phoneA, phoneB, addressA, addressB] = picked as [
    ClientRow,
    ClientRow,
    ClientRow,
    ClientRow,
    ClientRow,
    ClientRow,
    ClientRow,
    ClientRow,
  ];
  const activities: (typeof clientActivities.$inferInsert)[] = [];
  for (const [payer, member] of [
    [payerA, memberA],
    [payerB, memberB],
  ] as const) {
    // Linked the day after the second of them joined: the payer has paid for the member's visits from the start.
    const joined = Math.max(payer.created_at.getTime(), member.created_at.getTime());
    const linkedAt = new Date(Math.min(now.getTime(), joined + DAY_MS));
    const memberEmail = `${member.first_name.toLowerCase().replace(/[^a-z]/g, '')}.${payer.last_name.toLowerCase().replace(/[^a-z]/g, '')}.${member.id}@example.com`;
    await db
      .update(clients)
      .set({ last_name: payer.last_name, email: memberEmail, billing_client_id: payer.id, updated_at: linkedAt })
      .where(eq(clients.id, member.id));
    member.last_name = payer.last_name;
    activities.push(
      {
        organization_id: organizationId,
        client_id: member.id,
        actor_user_id: staff.office.user_id,
        action: 'linked',
        summary: `Linked to payer ${payer.first_name} ${payer.last_name}`,
        created_at: linkedAt,
      },
      {
        organization_id: organizationId,
        client_id: payer.id,
        actor_user_id: staff.office.user_id,
        action: 'linked',
        summary: `Now pays for ${member.first_name} ${member.last_name}`,
        created_at: linkedAt,
      },
    );
  }
  // A spouse who signed up separately with the same home phone.
  await db.update(clients).set({ phone: phoneA.phone }).where(eq(clients.id, phoneB.id));
  // A second record at the same address (a rental's owner and tenant).
  const shared = firstLocation.get(addressA.id);
  const other = firstLocation.get(addressB.id);
  if (shared && other) {
    await db
      .update(clientLocations)
      .set({
        address_line1: shared.address_line1,
        city: shared.city,
        state: shared.state,
        zip: shared.zip,
        lat: shared.lat,
        lng: shared.lng,
      })
      .where(and(eq(clientLocations.id, other.id), eq(clientLocations.organization_id, organizationId)));
  }
  await db.insert(clientActivities).values(activities);
}
