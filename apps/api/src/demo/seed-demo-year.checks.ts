/**
 * The demo's year tells one story: what the dashboard, the reports and Subscription Details show agrees with the
 * invoices, payments, visits and shifts underneath, as it would for a business that lived the year. Registered by
 * seed-demo.test.ts, which seeds the demo once for every subject's checks.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  addCalendarMonths,
  type CohortsResponse,
  type SalesTaxReportResponse,
} from '@employee-portal/core';
import { lookupBundledZip } from '../platform/providers/geocoding/zip-table.ts';
import { organizations } from '../platform/identity/organizations.table.ts';
import { clientLocations } from '../features/clients/clients.table.ts';
import { commercialLocations } from '../features/commercial/commercial.table.ts';
import { clientRegistrations } from '../features/client-registrations/client-registrations.table.ts';
import { invoiceLines, invoices } from '../features/invoices/invoices.table.ts';
import { paymentApplications } from '../features/payments/payments.table.ts';
import { subscriptions } from '../features/subscriptions/subscriptions.table.ts';
import { payRuns, paySlips } from '../features/payroll/payroll.table.ts';
import { runClientBilling } from '../features/invoices/index.ts';
import type { SeededDemo } from './seed-demo.test-support.ts';

const OWNER = 'owner@demo.test';
const sumBy = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const rowsOf = async <Row>(demo: SeededDemo, query: ReturnType<typeof sql>) =>
  ((await demo.db.execute(query)) as unknown as { rows: Row[] }).rows;

export function describeDemoYear(demo: SeededDemo) {
  const firstMonth = () => addCalendarMonths(`${demo.today.slice(0, 8)}01`, -11);

  describe('demo seed: a year that adds up', () => {
    it('has clients joining every month, some leaving, and each cohort earned what its clients were invoiced', async () => {
      const from = addCalendarMonths(firstMonth(), -1);
      const { cohorts } = await demo.get<CohortsResponse>(
        OWNER,
        `/api/kpi_reports/cohorts?segment=residential&from=${from}&to=${demo.today}`,
      );
      // A cohort every month from the first clients to this month's.
      expect(cohorts.length).toBeGreaterThanOrEqual(12);
      expect(cohorts.map((cohort) => cohort.month)).toEqual(
        cohorts.map((_, index) => addCalendarMonths(cohorts[0]!.month, index)),
      );
      expect(cohorts.at(-1)!.month).toBe(`${demo.today.slice(0, 8)}01`);
      // Each client's start is its first subscription's; its revenue what the invoices made out for it billed.
      const starts = await rowsOf<{ client_id: number; month: string }>(
        demo,
        sql`select client_id, to_char(min(start_date), 'YYYY-MM-01') as month from ${subscriptions}
          where organization_id = ${demo.demoId} and kind = 'residential' group by client_id`,
      );
      const billed = await rowsOf<{ client_id: number; issue_date: string; net: number }>(
        demo,
        sql`select coalesce(service_client_id, client_id) as client_id, issue_date::text,
            (subtotal_cents - discount_cents)::int as net
          from ${invoices}
          where organization_id = ${demo.demoId} and status in ('open', 'paid') and client_id is not null`,
      );
      for (const cohort of cohorts) {
        const members = new Set(starts.filter((row) => row.month === cohort.month).map((row) => row.client_id));
        expect(cohort.new_clients).toBe(members.size);
        expect(cohort.new_clients).toBeGreaterThan(0);
        for (const checkpoint of cohort.checkpoints.filter((point) => point.reached)) {
          const invoiced = sumBy(
            billed.filter(
              (row) => members.has(row.client_id) && row.issue_date >= cohort.month && row.issue_date < checkpoint.on,
            ),
            (row) => row.net,
          );
          expect(checkpoint.revenue_per_client_cents).toBe(Math.round(invoiced / cohort.new_clients));
          expect(checkpoint.revenue_per_client_cents).toBeGreaterThan(0);
        }
      }
      const reached = cohorts.flatMap((cohort) => cohort.checkpoints.filter((point) => point.reached));
      expect(reached.some((point) => point.active_share_bps! < 10_000)).toBe(true);
      expect(cohorts.some((cohort) => cohort.top_cancel_reasons.length > 0)).toBe(true);
    });

    it('reports sales tax on invoices of every month of the year, rising with the clients', async () => {
      const report = await demo.get<SalesTaxReportResponse>(
        OWNER,
        `/api/sales_tax_report?date_from=${firstMonth()}&date_to=${demo.today}&period=month`,
      );
      const months = Array.from({ length: 12 }, (_, index) => addCalendarMonths(firstMonth(), index));
      const perMonth = months.map((month) =>
        sumBy(
          report.rows.filter((row) => row.period_start === month),
          (row) => row.invoices,
        ),
      );
      expect(perMonth.every((count) => count > 0)).toBe(true);
      // No month has a fraction of the one before: the invoices follow the clients, who came month by month.
      perMonth.slice(1, -1).forEach((count, index) => expect(count).toBeGreaterThan(perMonth[index]! * 0.8));
      expect(perMonth.at(-2)!).toBeGreaterThan(perMonth[0]! * 3);
    });

    it('has every paid invoice paid by payments summing to what it asked, by card and by check', async () => {
      const paid = await demo.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.organization_id, demo.demoId), eq(invoices.status, 'paid')));
      const applied = await demo.db
        .select()
        .from(paymentApplications)
        .where(eq(paymentApplications.organization_id, demo.demoId));
      expect(paid.length).toBeGreaterThan(800);
      for (const invoice of paid) {
        const own = applied.filter((row) => row.invoice_id === invoice.id);
        expect(sumBy(own, (row) => row.amount_cents)).toBe(invoice.amount_due_cents);
        expect(invoice.amount_due_cents).toBe(
          invoice.total_cents - invoice.credit_applied_cents - invoice.gift_certificate_applied_cents,
        );
      }
    });

    it('bills each visit on one invoice at most, the one of its own subscription and period', async () => {
      const lines = await demo.db
        .select({ job_id: invoiceLines.job_id, invoice: invoices })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoice_id))
        .where(
          and(
            eq(invoiceLines.organization_id, demo.demoId),
            inArray(invoiceLines.kind, ['visit', 'charged_skip', 'one_time_job']),
            isNotNull(invoiceLines.job_id),
            sql`${invoices.status} <> 'void'`,
          ),
        );
      const jobIds = lines.map((line) => line.job_id);
      expect(new Set(jobIds).size).toBe(jobIds.length);
      const visits = await rowsOf<{ id: number; subscription_id: number; service_date: string }>(
        demo,
        sql`select id, subscription_id, service_date::text from jobs where organization_id = ${demo.demoId}`,
      );
      const visitOf = new Map(visits.map((visit) => [visit.id, visit]));
      for (const { job_id, invoice } of lines) {
        const visit = visitOf.get(job_id!)!;
        expect(visit.subscription_id).toBe(invoice.subscription_id);
        expect(visit.service_date >= invoice.period_start! && visit.service_date < invoice.period_end!).toBe(true);
      }
    });

    it('visits a location once a day at most, whatever its subscriptions', async () => {
      const twice = await rowsOf<{ day: string }>(
        demo,
        sql`select j.service_date::text as day from jobs j join ${subscriptions} s on s.id = j.subscription_id
          where j.organization_id = ${demo.demoId} and s.status <> 'cancelled'
          group by j.client_location_id, j.commercial_location_id, j.service_date
          having count(distinct j.subscription_id) > 1`,
      );
      expect(twice).toEqual([]);
    });

    it('pays every week for the shifts worked and the visits done that week', async () => {
      const runs = await demo.db.select().from(payRuns).where(eq(payRuns.organization_id, demo.demoId));
      const slips = await demo.db.select().from(paySlips).where(eq(paySlips.organization_id, demo.demoId));
      // Worked minutes of each member's shifts by local day, and visits done by each tech by day.
      const worked = await rowsOf<{ membership_id: number; day: string; minutes: number }>(
        demo,
        sql`select s.membership_id, (s.started_at at time zone 'America/Denver')::date::text as day,
            sum(extract(epoch from s.ended_at - s.started_at) / 60 - coalesce((
              select sum(extract(epoch from b.ended_at - b.started_at) / 60) from shift_breaks b where b.shift_id = s.id
            ), 0))::int as minutes
          from shifts s where s.organization_id = ${demo.demoId} and s.ended_at is not null group by 1, 2`,
      );
      const done = await rowsOf<{ membership_id: number; day: string; visits: number }>(
        demo,
        sql`select m.id as membership_id, j.service_date::text as day, count(*)::int as visits
          from jobs j join memberships m on m.user_id = j.assigned_user_id and m.organization_id = j.organization_id
          where j.organization_id = ${demo.demoId} and j.status = 'completed' group by 1, 2`,
      );
      const tipped = await rowsOf<{ membership_id: number; day: string; cents: number }>(
        demo,
        sql`select m.id as membership_id, j.service_date::text as day, sum(t.amount_cents)::int as cents
          from tips t join jobs j on j.id = t.job_id
          join memberships m on m.user_id = t.tech_user_id and m.organization_id = t.organization_id
          where t.organization_id = ${demo.demoId} group by 1, 2`,
      );
      expect(runs.length).toBeGreaterThanOrEqual(51);
      for (const run of runs) {
        const own = slips.filter((slip) => slip.pay_run_id === run.id);
        const inRun = (row: { day: string }) => row.day >= run.start_date && row.day <= run.end_date;
        expect(sumBy(own, (slip) => slip.regular_minutes + slip.overtime_minutes)).toBeGreaterThan(0);
        for (const slip of own) {
          const mine = (row: { membership_id: number }) => row.membership_id === slip.membership_id;
          expect(slip.worked_minutes).toBe(sumBy(worked.filter(mine).filter(inRun), (row) => row.minutes));
          expect(slip.jobs_completed).toBe(sumBy(done.filter(mine).filter(inRun), (row) => row.visits));
          expect(slip.tips_cents).toBe(sumBy(tipped.filter(mine).filter(inRun), (row) => row.cents));
          expect(slip.regular_pay_cents).toBe(
            Math.round((slip.regular_minutes * slip.breakdown.rules.hourly_rate_cents) / 60),
          );
          if (slip.jobs_completed > 0) expect(slip.worked_minutes).toBeGreaterThan(0);
        }
      }
    });

    it("clocks every tech in around each day's visits, with no break during one", async () => {
      const [uncovered] = await rowsOf<{ visits: number; outside: number }>(
        demo,
        sql`select count(*)::int as visits, count(*) filter (where not exists (
            select 1 from shifts s join memberships m on m.id = s.membership_id
            where s.organization_id = j.organization_id and m.user_id = j.assigned_user_id
              and s.started_at <= j.on_the_way_at and s.ended_at >= j.completed_at
              and not exists (select 1 from shift_breaks b where b.shift_id = s.id
                and b.started_at < j.completed_at and b.ended_at > j.on_the_way_at)
          ))::int as outside
          from jobs j
          where j.organization_id = ${demo.demoId} and j.status = 'completed' and j.service_date < ${demo.today}`,
      );
      expect(uncovered!.visits).toBeGreaterThan(2000);
      expect(uncovered!.outside).toBe(0);
    });

    it('places every address in the city the zip table names for its zip', async () => {
      const places = [
        ...(await demo.db.select({ city: clientLocations.city, zip: clientLocations.zip }).from(clientLocations)),
        ...(await demo.db
          .select({ city: commercialLocations.city, zip: commercialLocations.zip })
          .from(commercialLocations)),
        ...(await demo.db
          .select({ city: clientRegistrations.city, zip: clientRegistrations.zip })
          .from(clientRegistrations)),
        ...(await demo.db.select({ city: organizations.city, zip: organizations.zip }).from(organizations)),
      ];
      expect(places.length).toBeGreaterThan(200);
      for (const place of places) {
        if (!place.zip) continue;
        expect(`${place.zip} ${place.city}`).toBe(`${place.zip} ${(await lookupBundledZip(place.zip))?.city}`);
      }
    });

    it("shows the organization's own paid monthly invoices to the portal for the year", async () => {
      const [organization] = await demo.db.select().from(organizations).where(eq(organizations.id, demo.demoId));
      const page = await demo.get<{
        data: { period_start: string; period_end: string; status: string; total: number; paid_at: string | null }[];
        meta: { total: number };
      }>(OWNER, '/api/organization_subscription/invoices?per_page=50');
      expect(page.meta.total).toBe(12);
      const oldestFirst = [...page.data].reverse();
      expect(oldestFirst.at(-1)!.period_end).toBe(organization!.current_period_start);
      oldestFirst.forEach((invoice, index) => {
        expect(invoice).toMatchObject({ status: 'paid' });
        expect(invoice.total).toBeGreaterThan(0);
        if (index > 0) expect(invoice.period_start).toBe(oldestFirst[index - 1]!.period_end);
      });
      expect(oldestFirst[0]!.period_start <= addCalendarDays(demo.today, -360)).toBe(true);
    });

    it('keeps the dashboard stores at what the invoices and visits say', async () => {
      const [sales] = await rowsOf<{ stored: number; invoiced: number }>(
        demo,
        sql`select (select coalesce(sum(sales_cents), 0)::bigint from sales_days where organization_id = ${demo.demoId})::int
            as stored,
          (select coalesce(sum(l.amount_cents - l.discount_cents), 0)::int from invoice_lines l
            join invoices i on i.id = l.invoice_id
            where i.organization_id = ${demo.demoId} and i.status in ('open', 'paid')) as invoiced`,
      );
      expect(sales!.stored).toBe(sales!.invoiced);
      const [work] = await rowsOf<{ stored: number; done: number }>(
        demo,
        sql`select (select coalesce(sum(completed_jobs), 0)::int from tech_day_summaries
            where organization_id = ${demo.demoId}) as stored,
          (select count(*)::int from jobs where organization_id = ${demo.demoId} and status = 'completed') as done`,
      );
      expect(work!.stored).toBe(work!.done);
    });

    // Last: when the server starts on the seeded data, its billing run finds every period already billed.
    it('leaves the billing run nothing to bill when the server starts', async () => {
      expect(await runClientBilling({ db: demo.db, clock: { now: () => demo.now } })).toEqual({ invoices: 0 });
    });
  });
}
