/** Whole runs computed at once, outside a request: the demo's history of finalized runs and its current draft. */
import { addDays, format, parseISO } from 'date-fns';
import {
  computePaySlip,
  dayStartInstant,
  payPeriodsPerYear,
  type PayPeriodKind,
  workweekStartOf,
} from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { loadPayrollSettings, loadStaffPayRules } from '../payroll-settings/index.ts';
import { completedJobsOf, datedTipsOf, memberContacts, shiftsOfMembers } from './pay-inputs.repository.ts';
import { computeSlips, slipRulesOf, slipSettingsOf } from './pay-run-compute.service.ts';
import { markFinalized, openPayRun } from './payroll.repository.ts';
import { payRuns, paySlips } from './payroll.table.ts';

export async function computeWholeRun(
  db: Db,
  organization: { id: number; time_zone: string },
  period: { start_date: string; end_date: string },
  finalize: { userId: number } | null,
  now: Date,
) {
  const settings = await loadPayrollSettings(db, organization.id);
  const staff = await loadStaffPayRules(db, organization.id);
  const run = await openPayRun(db, organization.id, { pay_period: settings.pay_period, ...period });
  if (run.status !== 'draft') return run;
  const context = { organizationId: organization.id, timeZone: organization.time_zone, settings, now };
  await computeSlips(db, context, run, staff);
  if (finalize) await markFinalized(db, organization.id, run.id, finalize.userId, now);
  return run;
}

const shiftedDay = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/**
 * Many past periods created (finalized) at once, each at its own moment, from the shifts, completed jobs and tips
 * read once for them all: a history nobody edited after its runs were created, so none carries a correction. The same
 * engine and slip contents as computeWholeRun, in a handful of statements instead of a score per run.
 */
export async function createFinalizedRuns(
  db: Db,
  organization: { id: number; time_zone: string },
  periods: readonly { start_date: string; end_date: string; finalized_at: Date }[],
  userId: number,
) {
  if (periods.length === 0) return;
  const organizationId = organization.id;
  const timeZone = organization.time_zone;
  const settings = await loadPayrollSettings(db, organizationId);
  const staff = await loadStaffPayRules(db, organizationId);
  const runs = await db
    .insert(payRuns)
    .values(
      periods.map(({ finalized_at, ...period }) => ({
        organization_id: organizationId,
        pay_period: settings.pay_period,
        ...period,
        status: 'finalized' as const,
        finalized_at,
        finalized_by_user_id: userId,
        created_at: finalized_at,
        updated_at: finalized_at,
      })),
    )
    .returning();
  if (staff.length === 0) return;
  const membershipIds = staff.map((member) => member.membership_id);
  const contacts = await memberContacts(db, organizationId, membershipIds);
  const userIds = [...contacts.values()].map((contact) => contact.user_id);
  const span = {
    start_date: periods.map((period) => period.start_date).sort()[0]!,
    end_date: periods
      .map((period) => period.end_date)
      .sort()
      .at(-1)!,
  };
  const [shifts, jobs, tips] = await Promise.all([
    shiftsOfMembers(db, organizationId, membershipIds, {
      from: dayStartInstant(shiftedDay(workweekStartOf(span.start_date), -1), timeZone),
      to: dayStartInstant(shiftedDay(span.end_date, 1), timeZone),
    }),
    completedJobsOf(db, organizationId, userIds, span),
    datedTipsOf(db, organizationId, userIds, span),
  ]);
  const slipSettings = slipSettingsOf(settings);
  const slips = runs.flatMap((run) => {
    const periodsPerYear = payPeriodsPerYear(settings.pay_period as PayPeriodKind, run);
    // As computeSlips reads a period: shifts from the day before its first workweek, jobs and tips by service day.
    const from = dayStartInstant(shiftedDay(workweekStartOf(run.start_date), -1), timeZone).toISOString();
    const to = dayStartInstant(shiftedDay(run.end_date, 1), timeZone).toISOString();
    const inPeriod = (day: string) => day >= run.start_date && day <= run.end_date;
    return staff.map((member) => {
      const userId = contacts.get(member.membership_id)?.user_id ?? -1;
      const rules = slipRulesOf(member);
      const figures = computePaySlip({
        period: run,
        periods_per_year: periodsPerYear,
        time_zone: timeZone,
        settings: slipSettings,
        rules,
        shifts: (shifts.get(member.membership_id) ?? []).filter(
          (shift) => shift.started_at >= from && shift.started_at < to,
        ),
        jobs: (jobs.get(userId) ?? []).filter((job) => inPeriod(job.service_date)),
        tips_cents: (tips.get(userId) ?? []).filter((tip) => inPeriod(tip.service_date)).map((tip) => tip.amount_cents),
        adjustments: [],
        prior_period_correction_cents: 0,
      });
      return {
        organization_id: organizationId,
        pay_run_id: run.id,
        membership_id: member.membership_id,
        full_name: member.full_name,
        breakdown: {
          rules,
          settings: slipSettings,
          periods_per_year: periodsPerYear,
          time_zone: timeZone,
          corrections: [],
        },
        ...figures,
        computed_at: run.finalized_at,
      };
    });
  });
  for (let start = 0; start < slips.length; start += 500)
    await db.insert(paySlips).values(slips.slice(start, start + 500));
}
