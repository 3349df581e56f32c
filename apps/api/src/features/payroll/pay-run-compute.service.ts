/**
 * Computes pay slips: gathers each member's shifts, completed jobs and tips, runs core's engine, and works out
 * what earlier finalized periods now pay differently (a shift corrected after its run was locked) so the new slip
 * carries the difference once.
 */
import { addDays, format, parseISO } from 'date-fns';
import {
  computePaySlip,
  dayStartInstant,
  type PayCorrectionWire,
  payPeriodsPerYear,
  type PayPeriodKind,
  type PayrollSettings,
  type SlipSettings,
  type StaffPayRules,
  workweekStartOf,
} from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { completedJobsOf, memberContacts, shiftsOfMembers, tipsOf } from './pay-inputs.repository.ts';
import {
  adjustmentsOfSlips,
  finalizedSlipsBefore,
  type PayRunRow,
  type PaySlipRow,
  slipsOfRun,
  upsertSlip,
} from './payroll.repository.ts';
import type { PaySlipBreakdown } from './payroll.table.ts';

/** Earlier finalized periods looked at for corrections: older ones are settled by hand. */
const CORRECTION_LOOKBACK_RUNS = 6;

interface Period {
  start_date: string;
  end_date: string;
}

const dayAfter = (day: string) => format(addDays(parseISO(day), 1), 'yyyy-MM-dd');
const dayBefore = (day: string) => format(addDays(parseISO(day), -1), 'yyyy-MM-dd');

export const slipSettingsOf = (settings: PayrollSettings): SlipSettings => ({
  overtime_weekly_threshold_minutes: settings.overtime_weekly_threshold_minutes,
  overtime_daily_threshold_minutes: settings.overtime_daily_threshold_minutes,
  overtime_multiplier_bps: settings.overtime_multiplier_bps,
  mileage_rate_cents: settings.mileage_rate_cents,
  tips_to_tech: settings.tips_to_tech,
});

export const slipRulesOf = (rules: StaffPayRules) => ({
  hourly_rate_cents: rules.hourly_rate_cents,
  per_job_rate_cents: rules.per_job_rate_cents,
  per_dog_rate_cents: rules.per_dog_rate_cents,
  per_yard_rate_cents: rules.per_yard_rate_cents,
  commission_bps: rules.commission_bps,
  salary_cents_per_year: rules.salary_cents_per_year,
  mileage_rate_cents: rules.mileage_rate_cents,
});

/** Shifts, jobs and tips of the members for one period; shifts reach back to the Monday of its first workweek. */
async function inputsOf(db: Db, organizationId: number, membershipIds: number[], period: Period, timeZone: string) {
  const contacts = await memberContacts(db, organizationId, membershipIds);
  const userIds = [...contacts.values()].map((contact) => contact.user_id);
  // A day earlier still: a night shift started the Sunday before may run into the workweek.
  const from = dayStartInstant(dayBefore(workweekStartOf(period.start_date)), timeZone);
  const to = dayStartInstant(dayAfter(period.end_date), timeZone);
  const [shifts, jobs, tips] = await Promise.all([
    shiftsOfMembers(db, organizationId, membershipIds, { from, to }),
    completedJobsOf(db, organizationId, userIds, period),
    tipsOf(db, organizationId, userIds, period),
  ]);
  return (membershipId: number) => {
    const userId = contacts.get(membershipId)?.user_id ?? -1;
    return {
      shifts: shifts.get(membershipId) ?? [],
      jobs: jobs.get(userId) ?? [],
      tips_cents: tips.get(userId) ?? [],
    };
  };
}

/** For each member: what earlier finalized periods now earn beyond what they paid, less what later runs carried. */
async function correctionsOf(db: Db, organizationId: number, run: PayRunRow, membershipIds: number[]) {
  const corrections = new Map<number, PayCorrectionWire[]>();
  const earlier = await finalizedSlipsBefore(db, organizationId, membershipIds, run.start_date, run.id);
  if (earlier.length === 0) return corrections;

  const carried = new Map<string, number>();
  for (const { slip } of earlier)
    for (const entry of slip.breakdown.corrections) {
      const key = `${slip.membership_id}|${entry.pay_run_id}`;
      carried.set(key, (carried.get(key) ?? 0) + entry.amount_cents);
    }

  const recent = new Map<number, { slip: PaySlipRow; run: PayRunRow }[]>();
  for (const entry of earlier) {
    const list = recent.get(entry.slip.membership_id) ?? [];
    if (list.length < CORRECTION_LOOKBACK_RUNS) list.push(entry);
    recent.set(entry.slip.membership_id, list);
  }
  const byRun = new Map<number, { slip: PaySlipRow; run: PayRunRow }[]>();
  for (const list of recent.values())
    for (const entry of list) byRun.set(entry.run.id, [...(byRun.get(entry.run.id) ?? []), entry]);

  for (const entries of byRun.values()) {
    const { run: earlierRun } = entries[0]!;
    const slips = entries.map((entry) => entry.slip);
    const timeZone = slips[0]!.breakdown.time_zone;
    const inputs = await inputsOf(
      db,
      organizationId,
      slips.map((slip) => slip.membership_id),
      earlierRun,
      timeZone,
    );
    const adjustments = await adjustmentsOfSlips(
      db,
      organizationId,
      slips.map((slip) => slip.id),
    );
    for (const slip of slips) {
      const { breakdown } = slip;
      const now = computePaySlip({
        period: earlierRun,
        periods_per_year: breakdown.periods_per_year,
        time_zone: breakdown.time_zone,
        settings: breakdown.settings,
        rules: breakdown.rules,
        ...inputs(slip.membership_id),
        adjustments: adjustments.get(slip.id) ?? [],
        prior_period_correction_cents: 0,
      });
      const outstanding =
        now.earned_cents - slip.earned_cents - (carried.get(`${slip.membership_id}|${earlierRun.id}`) ?? 0);
      if (outstanding === 0) continue;
      const list = corrections.get(slip.membership_id) ?? [];
      list.push({
        pay_run_id: earlierRun.id,
        start_date: earlierRun.start_date,
        end_date: earlierRun.end_date,
        amount_cents: outstanding,
      });
      corrections.set(slip.membership_id, list);
    }
  }
  return corrections;
}

/** Computes and stores the slips of `members` for the run (a draft, or one being finalized in `db`'s transaction). */
export async function computeSlips(
  db: Db,
  context: { organizationId: number; timeZone: string; settings: PayrollSettings; now: Date },
  run: PayRunRow,
  members: readonly StaffPayRules[],
) {
  if (members.length === 0) return;
  const { organizationId, timeZone } = context;
  const membershipIds = members.map((member) => member.membership_id);
  const inputs = await inputsOf(db, organizationId, membershipIds, run, timeZone);
  const corrections = await correctionsOf(db, organizationId, run, membershipIds);
  const settings = slipSettingsOf(context.settings);
  const periodsPerYear = payPeriodsPerYear(run.pay_period as PayPeriodKind, run);

  // Adjustments hang on the slip, so a member's slip row exists before its adjustments are read.
  const existing = await adjustmentsForRunMembers(db, organizationId, run, membershipIds);
  for (const member of members) {
    const rules = slipRulesOf(member);
    const carried = corrections.get(member.membership_id) ?? [];
    const breakdown: PaySlipBreakdown = {
      rules,
      settings,
      periods_per_year: periodsPerYear,
      time_zone: timeZone,
      corrections: carried,
    };
    const figures = computePaySlip({
      period: run,
      periods_per_year: periodsPerYear,
      time_zone: timeZone,
      settings,
      rules,
      ...inputs(member.membership_id),
      adjustments: existing.get(member.membership_id) ?? [],
      prior_period_correction_cents: carried.reduce((sum, entry) => sum + entry.amount_cents, 0),
    });
    await upsertSlip(
      db,
      organizationId,
      { pay_run_id: run.id, membership_id: member.membership_id, full_name: member.full_name, breakdown },
      figures,
      context.now,
    );
  }
}

async function adjustmentsForRunMembers(db: Db, organizationId: number, run: PayRunRow, membershipIds: number[]) {
  const slips = (await slipsOfRun(db, organizationId, run.id)).filter((slip) =>
    membershipIds.includes(slip.membership_id),
  );
  const bySlip = await adjustmentsOfSlips(
    db,
    organizationId,
    slips.map((slip) => slip.id),
  );
  return new Map(slips.map((slip) => [slip.membership_id, bySlip.get(slip.id) ?? []]));
}
