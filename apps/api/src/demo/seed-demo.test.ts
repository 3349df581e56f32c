import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { todayIn } from '@employee-portal/core';
import { createTestDatabase } from '../../test/support/test-database.ts';
import type { Db } from '../platform/db/client.ts';
import { organizations } from '../features/organizations/organizations.table.ts';
import { memberships, users } from '../features/users/users.table.ts';
import { clientActivities, clientLocations, clientNotes, clients } from '../features/clients/clients.table.ts';
import { workAreas, workAreaTechs, workAreaZips } from '../features/work-areas/work-areas.table.ts';
import { clientOnboardingSettings } from '../features/client-onboarding/client-onboarding.table.ts';
import { clientRegistrations } from '../features/client-registrations/client-registrations.table.ts';
import { changeRequests } from '../features/change-requests/change-requests.table.ts';
import { servedZips } from '../features/work-areas/service-area.ts';
import { seedDemo } from './seed-demo.ts';
import { DEMO_UNSERVED_ZIPS } from './seed-clients-extras.ts';

const NOW = new Date('2026-11-20T18:00:00Z');
const DAY_MS = 86_400_000;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let demoId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedDemo(db, NOW);
  const [demo] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Demo Scoopers'));
  demoId = demo!.id;
}, 60_000);
afterAll(() => handle?.close());

const demoClients = () => db.select().from(clients).where(eq(clients.organization_id, demoId));

describe('demo seed: clients, leads and change requests of Demo Scoopers', () => {
  it('has work areas with techs that leave a few demo clients out of area', async () => {
    const areas = await db.select().from(workAreas).where(eq(workAreas.organization_id, demoId));
    expect(areas.map((area) => area.name)).toEqual(expect.arrayContaining(['Central Denver', 'North Denver', 'South Denver', 'Aurora']));
    const techs = await db
      .select({ email: users.email })
      .from(workAreaTechs)
      .innerJoin(users, eq(users.id, workAreaTechs.user_id))
      .where(eq(workAreaTechs.organization_id, demoId));
    expect(new Set(techs.map((tech) => tech.email))).toEqual(new Set(['tech@demo.test', 'tech2@demo.test']));

    const locations = await db.select({ zip: clientLocations.zip, client_id: clientLocations.client_id }).from(clientLocations).where(eq(clientLocations.organization_id, demoId));
    const served = await servedZips(db, demoId, [...new Set(locations.map((location) => location.zip))]);
    const outOfArea = locations.filter((location) => !served.has(location.zip));
    expect(new Set(outOfArea.map((location) => location.zip))).toEqual(new Set(DEMO_UNSERVED_ZIPS));
    expect(outOfArea.length).toBeGreaterThanOrEqual(2);
    expect(outOfArea.length).toBeLessThan(locations.length / 10);
    const zips = await db.select().from(workAreaZips).where(eq(workAreaZips.organization_id, demoId));
    expect(zips.length).toBeGreaterThan(40);
  });

  it('configures the public sign-up form with three questions', async () => {
    const [settings] = await db.select().from(clientOnboardingSettings).where(eq(clientOnboardingSettings.organization_id, demoId));
    expect(settings?.heading).toBe('Sign up for weekly poop scooping');
    expect(settings?.accept_out_of_area_leads).toBe(true);
    expect(settings?.questions.map((question) => [question.kind, question.required])).toEqual([
      ['choice', false],
      ['yes_no', true],
      ['text', false],
    ]);
  });

  it('has leads in every status over the last 30 days, won ones linked both ways to their client', async () => {
    const leads = await db.select().from(clientRegistrations).where(eq(clientRegistrations.organization_id, demoId));
    const byStatus = Object.fromEntries(['new', 'contacted', 'won', 'lost'].map((status) => [status, leads.filter((lead) => lead.status === status).length]));
    expect(byStatus).toEqual({ new: 4, contacted: 3, won: 3, lost: 3 });
    expect(leads.filter((lead) => lead.out_of_area).length).toBeGreaterThanOrEqual(2);
    for (const lead of leads) {
      expect(lead.created_at.getTime()).toBeGreaterThan(NOW.getTime() - 32 * DAY_MS);
      expect(lead.answers).toHaveLength(3);
      expect(lead.lost_reason !== null).toBe(lead.status === 'lost');
    }
    for (const lead of leads.filter((lead) => lead.status === 'won')) {
      const [client] = await db.select().from(clients).where(eq(clients.id, lead.converted_client_id!));
      expect(client?.client_registration_id).toBe(lead.id);
      expect(client?.email).toBe(lead.email);
    }
  });

  it('has notes by the office and an activity history matching each client', async () => {
    const notes = await db.select({ client_id: clientNotes.client_id }).from(clientNotes).where(eq(clientNotes.organization_id, demoId));
    expect(new Set(notes.map((note) => note.client_id)).size).toBe(20);
    const all = await demoClients();
    const activities = await db.select().from(clientActivities).where(eq(clientActivities.organization_id, demoId));
    const created = activities.filter((activity) => activity.action === 'created');
    expect(created).toHaveLength(all.length);
    for (const client of all.filter((client) => client.status === 'inactive')) {
      const entry = activities.find((activity) => activity.client_id === client.id && activity.action === 'deactivated');
      expect(entry?.created_at).toEqual(client.deactivated_at);
      expect(entry?.summary).toBe(`Deactivated: ${client.inactive_reason}`);
    }
  });

  it('served active clients this week and has dormant clients from one month to a year', async () => {
    const all = await demoClients();
    const today = todayIn('America/Denver', NOW);
    const weekAgo = todayIn('America/Denver', new Date(NOW.getTime() - 7 * DAY_MS));
    for (const client of all.filter((client) => client.status === 'active')) {
      expect(client.last_service_on! >= weekAgo && client.last_service_on! <= today).toBe(true);
    }
    const inactive = all.filter((client) => client.status === 'inactive');
    const daysSinceService = inactive.map((client) => (Date.parse(today) - Date.parse(client.last_service_on!)) / DAY_MS);
    for (const client of inactive) expect(Date.parse(client.last_service_on!)).toBeLessThan(client.deactivated_at!.getTime());
    expect(daysSinceService.some((days) => days >= 30 && days < 90)).toBe(true);
    expect(daysSinceService.some((days) => days >= 90 && days <= 366)).toBe(true);
  });

  it('has households and unlinked records sharing a phone or an address', async () => {
    const linked = await db.select().from(clients).where(and(eq(clients.organization_id, demoId), isNotNull(clients.billing_client_id)));
    expect(linked).toHaveLength(2);
    for (const member of linked) {
      const [payer] = await db.select().from(clients).where(eq(clients.id, member.billing_client_id!));
      expect(payer?.last_name).toBe(member.last_name);
      expect(payer?.billing_client_id).toBeNull();
    }
    const samePhone = await db
      .select({ phone: clients.phone })
      .from(clients)
      .where(and(eq(clients.organization_id, demoId), isNull(clients.billing_client_id)))
      .groupBy(clients.phone)
      .having(sql`count(*) > 1`);
    expect(samePhone.length).toBeGreaterThanOrEqual(1);
    const sameAddress = await db
      .select({ zip: clientLocations.zip })
      .from(clientLocations)
      .where(eq(clientLocations.organization_id, demoId))
      .groupBy(sql`lower(${clientLocations.address_line1})`, clientLocations.zip)
      .having(sql`count(distinct ${clientLocations.client_id}) > 1`);
    expect(sameAddress.length).toBeGreaterThanOrEqual(1);
    // The search document follows the changed rows (the triggers fire on the seed's updates too).
    const member = linked[0]!;
    expect(member.search_text).toContain(member.last_name.toLowerCase());
  });

  it('has pending change requests of every kind and two decided ones', async () => {
    const requests = await db.select().from(changeRequests).where(eq(changeRequests.organization_id, demoId));
    const pending = requests.filter((request) => request.status === 'pending');
    expect(new Set(pending.map((request) => request.kind))).toEqual(new Set(['address', 'dog_count', 'pause', 'frequency', 'cancel', 'add_on']));
    const decided = requests.filter((request) => request.status !== 'pending');
    expect(decided.map((request) => request.status).sort()).toEqual(['approved', 'denied']);
    const [owner] = await db.select({ id: users.id }).from(users).innerJoin(memberships, eq(memberships.user_id, users.id)).where(eq(users.email, 'owner@demo.test'));
    for (const request of decided) expect(request.decided_by_user_id).toBe(owner!.id);
    expect(decided.find((request) => request.status === 'denied')?.deny_reason).toBeTruthy();
  });
});
