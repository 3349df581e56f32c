/**
 * Checks of the seeded demo's ratings and tips, payroll settings and pay runs, registered by seed-demo.test.ts, which
 * seeds the demo once for every subject's checks.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addCalendarDays, previousPayPeriod, todayIn } from '@employee-portal/core';
import { jobs } from '../features/jobs/jobs.table.ts';
import { invoiceLines } from '../features/invoices/invoices.table.ts';
import { jobRatings, recurringTips, tips } from '../features/ratings-and-tips/ratings-and-tips.table.ts';
import { loadPayrollSettings, loadStaffPayRules } from '../features/payroll-settings/index.ts';
import { payRuns, paySlips } from '../features/payroll/payroll.table.ts';
import { shifts } from '../features/shifts/shifts.table.ts';
import type { SeededDemo } from './seed-demo.test-support.ts';

export function describeDemoPeople(demo: SeededDemo) {
  describe('demo money: ratings and tips', () => {
    it('rates about a third of the completed visits, mostly four and five stars', async () => {
      const ratings = await demo.db.select().from(jobRatings).where(eq(jobRatings.organization_id, demo.demoId));
      const [done] = await demo.db
        .select({ total: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.organization_id, demo.demoId), eq(jobs.status, 'completed')));
      expect(ratings.length).toBeGreaterThan(done!.total / 5);
      expect(ratings.length).toBeLessThan(done!.total / 2);
      expect(ratings.filter((rating) => rating.stars >= 4).length / ratings.length).toBeGreaterThan(0.7);
      expect(new Set(ratings.map((rating) => rating.stars)).size).toBeGreaterThanOrEqual(4);
      expect(ratings.some((rating) => rating.comment)).toBe(true);
    });

    it('has tips once and two recurring tips, billed on the next invoice except the latest', async () => {
      const standing = await demo.db.select().from(recurringTips).where(eq(recurringTips.organization_id, demo.demoId));
      expect(standing).toHaveLength(2);
      const all = await demo.db.select().from(tips).where(eq(tips.organization_id, demo.demoId));
      for (const recurring of standing)
        expect(all.filter((tip) => tip.recurring_tip_id === recurring.id).length).toBeGreaterThan(0);
      expect(all.some((tip) => tip.source === 'once')).toBe(true);
      const billed = all.filter((tip) => tip.invoice_id !== null);
      expect(billed.length).toBeGreaterThan(0);
      expect(all.length - billed.length).toBeGreaterThan(0);
      const tipLines = await demo.db
        .select()
        .from(invoiceLines)
        .where(and(eq(invoiceLines.organization_id, demo.demoId), eq(invoiceLines.kind, 'tip')));
      expect(tipLines).toHaveLength(billed.length);
      for (const tip of billed)
        expect(tipLines.find((line) => line.tip_id === tip.id)).toMatchObject({
          invoice_id: tip.invoice_id,
          amount_cents: tip.amount_cents,
          tech_user_id: tip.tech_user_id,
          taxable: false,
        });
    });
  });

  describe('demo seed: payroll settings', () => {
    it('gives Demo Scoopers payroll rules and every kind of pay among its staff', async () => {
      expect(await loadPayrollSettings(demo.db, demo.demoId)).toMatchObject({
        pay_period: 'weekly',
        mileage_rate_cents: 67,
      });
      const rules = await loadStaffPayRules(demo.db, demo.demoId);
      expect(rules.find((row) => row.full_name === 'Olivia Owens')?.salary_cents_per_year).toBe(6_500_000);
      expect(rules.find((row) => row.full_name === 'Tyler Brooks')).toMatchObject({
        hourly_rate_cents: 1850,
        per_yard_rate_cents: 150,
        mileage_rate_cents: 67,
      });
    });
  });

  describe('demo seed: pay runs', () => {
    it('gives Demo Scoopers a finalized run for every week of the year, each created after its week, and the previous week as a draft', async () => {
      const runs = await demo.db
        .select()
        .from(payRuns)
        .where(eq(payRuns.organization_id, demo.demoId))
        .orderBy(sql`${payRuns.start_date} desc`);
      expect(runs[0]).toMatchObject({ ...previousPayPeriod('weekly', demo.today), status: 'draft' });
      const finalized = runs.slice(1);
      expect(finalized.length).toBeGreaterThanOrEqual(50);
      finalized.forEach((run, index) => {
        expect(run.status).toBe('finalized');
        expect(run.end_date).toBe(addCalendarDays(runs[index]!.start_date, -1));
        expect(todayIn('America/Denver', run.finalized_at!) > run.end_date).toBe(true);
      });
      // From the week of the first shift anyone worked.
      const [first] = await demo.db
        .select({ day: sql<string>`(min(${shifts.started_at}) at time zone 'America/Denver')::date::text` })
        .from(shifts)
        .where(eq(shifts.organization_id, demo.demoId));
      expect(finalized.at(-1)!.start_date <= first!.day && finalized.at(-1)!.end_date >= first!.day).toBe(true);
      const draftSlips = await demo.db.select().from(paySlips).where(eq(paySlips.pay_run_id, runs[0]!.id));
      expect(draftSlips.length).toBeGreaterThanOrEqual(4);
      // The draft week has shifts, visits and tips: something beyond the owner's salary to review.
      expect(draftSlips.some((slip) => slip.regular_pay_cents > 0)).toBe(true);
      expect(draftSlips.some((slip) => slip.overtime_minutes > 0 && slip.piece_rate_pay_cents > 0)).toBe(true);
      const techSlips = draftSlips.filter((slip) => slip.piece_rate_pay_cents > 0);
      expect(techSlips.length).toBeGreaterThanOrEqual(2);
      expect(techSlips.every((slip) => slip.tips_cents > 0)).toBe(true);
      expect(draftSlips.every((slip) => slip.prior_period_correction_cents === 0)).toBe(true);
    });
  });
}
