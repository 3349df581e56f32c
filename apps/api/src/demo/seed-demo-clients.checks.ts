/**
 * Checks of the seeded demo's organizations, clients, leads and change requests, registered by seed-demo.test.ts,
 * which seeds the demo once for every subject's checks.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { addCalendarDays } from '@employee-portal/core';
import { organizations } from '../platform/identity/organizations.table.ts';
import { memberships, users } from '../platform/identity/users.table.ts';
import { clientActivities, clientLocations, clientNotes, clients } from '../features/clients/clients.table.ts';
import { workAreas, workAreaTechs, workAreaZips } from '../features/work-areas/work-areas.table.ts';
import { clientOnboardingSettings } from '../features/client-onboarding/client-onboarding.table.ts';
import { clientRegistrations } from '../features/client-registrations/client-registrations.table.ts';
import { changeRequests } from '../features/change-requests/change-requests.table.ts';
import { jobs } from '../features/jobs/jobs.table.ts';
import { servedZips } from '../features/work-areas/index.ts';
import { DEMO_UNSERVED_ZIPS } from './seed-clients-extras.ts';
import type { SeededDemo } from './seed-demo.test-support.ts';

const DAY_MS = 86_400_000;

export function describeDemoClients(demo: SeededDemo) {
  const demoClients = () => demo.db.select().from(clients).where(eq(clients.organization_id, demo.demoId));

  describe('demo seed: organizations', () => {
    it('marks its five organizations as demo ones, whose outbox anyone may read outside production', async () => {
      const rows = await demo.db
        .select({ name: organizations.name, is_demo: organizations.is_demo })
        .from(organizations)
        .orderBy(organizations.id);
      expect(rows).toEqual(
        ['Demo Scoopers', 'Trial Scoopers', 'Expired Scoopers', 'Scoop Squad North', 'Scoop Squad HQ'].map((name) => ({
          name,
          is_demo: true,
        })),
      );
    });
  });

  describe('demo seed: clients, leads and change requests of Demo Scoopers', () => {
    it('has work areas with techs that leave a few demo clients out of area', async () => {
      const areas = await demo.db.select().from(workAreas).where(eq(workAreas.organization_id, demo.demoId));
      expect(areas.map((area) => area.name)).toEqual(
        expect.arrayContaining(['Central Denver', 'North Denver', 'South Denver', 'Aurora']),
      );
      const techs = await demo.db
        .select({ email: users.email })
        .from(workAreaTechs)
        .innerJoin(users, eq(users.id, workAreaTechs.user_id))
        .where(eq(workAreaTechs.organization_id, demo.demoId));
      expect(new Set(techs.map((tech) => tech.email))).toEqual(new Set(['tech@demo.test', 'tech2@demo.test']));

      const locations = await demo.db
        .select({ zip: clientLocations.zip, client_id: clientLocations.client_id })
        .from(clientLocations)
        .where(eq(clientLocations.organization_id, demo.demoId));
      const served = await servedZips(demo.db, demo.demoId, [...new Set(locations.map((location) => location.zip))]);
      const outOfArea = locations.filter((location) => !served.has(location.zip));
      expect(new Set(outOfArea.map((location) => location.zip))).toEqual(new Set(DEMO_UNSERVED_ZIPS));
      expect(outOfArea.length).toBeGreaterThanOrEqual(2);
      expect(outOfArea.length).toBeLessThan(locations.length / 10);
      const zips = await demo.db.select().from(workAreaZips).where(eq(workAreaZips.organization_id, demo.demoId));
      expect(zips.length).toBeGreaterThan(40);
    });

    it('configures the public sign-up form with three questions', async () => {
      const [settings] = await demo.db
        .select()
        .from(clientOnboardingSettings)
        .where(eq(clientOnboardingSettings.organization_id, demo.demoId));
      expect(settings?.heading).toBe('Sign up for weekly poop scooping');
      expect(settings?.accept_out_of_area_leads).toBe(true);
      expect(settings?.questions.map((question) => [question.kind, question.required])).toEqual([
        ['choice', false],
        ['yes_no', true],
        ['text', false],
      ]);
    });

    it('has leads in every status over the last 30 days, won ones linked both ways to their client', async () => {
      const leads = await demo.db
        .select()
        .from(clientRegistrations)
        .where(eq(clientRegistrations.organization_id, demo.demoId));
      const byStatus = Object.fromEntries(
        ['new', 'contacted', 'won', 'lost'].map((status) => [
          status,
          leads.filter((lead) => lead.status === status).length,
        ]),
      );
      expect(byStatus).toEqual({ new: 4, contacted: 3, won: 3, lost: 3 });
      expect(leads.filter((lead) => lead.out_of_area).length).toBeGreaterThanOrEqual(2);
      for (const lead of leads) {
        expect(lead.created_at.getTime()).toBeGreaterThan(demo.now.getTime() - 32 * DAY_MS);
        expect(lead.answers).toHaveLength(3);
        expect(lead.lost_reason !== null).toBe(lead.status === 'lost');
      }
      for (const lead of leads.filter((lead) => lead.status === 'won')) {
        const [client] = await demo.db.select().from(clients).where(eq(clients.id, lead.converted_client_id!));
        expect(client?.client_registration_id).toBe(lead.id);
        expect(client?.email).toBe(lead.email);
      }
    });

    it('has notes by the office and an activity history matching each client', async () => {
      const notes = await demo.db
        .select({ client_id: clientNotes.client_id })
        .from(clientNotes)
        .where(eq(clientNotes.organization_id, demo.demoId));
      expect(new Set(notes.map((note) => note.client_id)).size).toBe(20);
      const all = await demoClients();
      const activities = await demo.db
        .select()
        .from(clientActivities)
        .where(eq(clientActivities.organization_id, demo.demoId));
      const created = activities.filter((activity) => activity.action === 'created');
      expect(created).toHaveLength(all.length);
      for (const client of all.filter((client) => client.status === 'inactive')) {
        const entry = activities.find(
          (activity) => activity.client_id === client.id && activity.action === 'deactivated',
        );
        expect(entry?.created_at).toEqual(client.deactivated_at);
        expect(entry?.summary).toBe(`Deactivated: ${client.inactive_reason}`);
      }
    });

    it("keeps each client's last service day at its last completed visit; those who left were served until then", async () => {
      const all = await demoClients();
      const lastVisits = await demo.db
        .select({ client_id: jobs.client_id, last: sql<string>`max(${jobs.service_date})::text` })
        .from(jobs)
        .where(and(eq(jobs.organization_id, demo.demoId), eq(jobs.status, 'completed')))
        .groupBy(jobs.client_id);
      const lastOf = new Map(lastVisits.map((row) => [row.client_id, row.last]));
      for (const client of all) expect(client.last_service_on).toBe(lastOf.get(client.id) ?? null);
      const weekAgo = addCalendarDays(demo.today, -7);
      const servedThisWeek = all.filter((client) => client.status === 'active' && client.last_service_on! >= weekAgo);
      expect(servedThisWeek.length).toBeGreaterThan(all.length / 2);
      const inactive = all.filter((client) => client.status === 'inactive');
      const daysSinceService = inactive.map(
        (client) => (Date.parse(demo.today) - Date.parse(client.last_service_on!)) / DAY_MS,
      );
      for (const client of inactive)
        expect(Date.parse(client.last_service_on!)).toBeLessThan(client.deactivated_at!.getTime());
      expect(daysSinceService.some((days) => days >= 30 && days < 90)).toBe(true);
      expect(daysSinceService.some((days) => days >= 90 && days <= 366)).toBe(true);
    });

    it('has households and unlinked records sharing a phone or an address', async () => {
      const linked = await demo.db
        .select()
        .from(clients)
        .where(and(eq(clients.organization_id, demo.demoId), isNotNull(clients.billing_client_id)));
      expect(linked).toHaveLength(2);
      for (const member of linked) {
        const [payer] = await demo.db.select().from(clients).where(eq(clients.id, member.billing_client_id!));
        expect(payer?.last_name).toBe(member.last_name);
        expect(payer?.billing_client_id).toBeNull();
      }
      const samePhone = await demo.db
        .select({ phone: clients.phone })
        .from(clients)
        .where(and(eq(clients.organization_id, demo.demoId), isNull(clients.billing_client_id)))
        .groupBy(clients.phone)
        .having(sql`count(*) > 1`);
      expect(samePhone.length).toBeGreaterThanOrEqual(1);
      const sameAddress = await demo.db
        .select({ zip: clientLocations.zip })
        .from(clientLocations)
        .where(eq(clientLocations.organization_id, demo.demoId))
        .groupBy(sql`lower(${clientLocations.address_line1})`, clientLocations.zip)
        .having(sql`count(distinct ${clientLocations.client_id}) > 1`);
      expect(sameAddress.length).toBeGreaterThanOrEqual(1);
      // The search document follows the changed rows (the triggers fire on the seed's updates too).
      const member = linked[0]!;
      expect(member.search_text).toContain(member.last_name.toLowerCase());
    });

    it('has pending change requests of every kind and two decided ones', async () => {
      const requests = await demo.db
        .select()
        .from(changeRequests)
        .where(eq(changeRequests.organization_id, demo.demoId));
      const pending = requests.filter((request) => request.status === 'pending');
      expect(new Set(pending.map((request) => request.kind))).toEqual(
        new Set(['address', 'dog_count', 'pause', 'frequency', 'cancel', 'add_on']),
      );
      const decided = requests.filter((request) => request.status !== 'pending');
      expect(decided.map((request) => request.status).sort()).toEqual(['approved', 'denied']);
      const [owner] = await demo.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(memberships, eq(memberships.user_id, users.id))
        .where(eq(users.email, 'owner@demo.test'));
      for (const request of decided) expect(request.decided_by_user_id).toBe(owner!.id);
      expect(decided.find((request) => request.status === 'denied')?.deny_reason).toBeTruthy();
    });
  });
}
