import {
  centsToDollarsText,
  emptyTotals,
  noPay,
  addShift,
  type MyShiftReportQuery,
  reportRangeSchema,
  shiftReportRange,
  summarizeShifts,
  timeAndMileagePay,
  weekCoverage,
  type WorkTotals,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { breaksOf, listShifts } from './shifts.repository.ts';
import { breaksByShift, isoBreaks, presentShiftRow } from './shifts.present.ts';
import { organizationPayPeriod, payOfMembers } from './shift-pay.repository.ts';
import { startedWithin } from './shifts.service.ts';

interface Range {
  date_from: string;
  date_to: string;
}

async function shiftsInRange(deps: AppDeps, member: MemberContext, range: Range, membershipId?: number) {
  const timeZone = member.organization.time_zone;
  const { rows } = await listShifts(
    deps.db,
    member.organization.id,
    { membership_id: membershipId, sort: 'started_at', ...startedWithin(range, timeZone) },
    null,
  );
  const breaksOfShift = breaksByShift(
    await breaksOf(
      deps.db,
      member.organization.id,
      rows.map((row) => row.shift.id),
    ),
  );
  const now = deps.clock.now();
  return rows.map((row) => {
    const breaks = breaksOfShift(row.shift.id);
    const view = presentShiftRow(row, breaks, timeZone, now);
    return {
      row,
      view,
      forReport: { started_at: view.started_at, ended_at: view.ended_at, breaks: isoBreaks(breaks), miles: view.miles },
    };
  });
}

/**
 * The signed-in member's own shifts: hours, breaks and miles by day and by ISO week of the organization. Without a
 * range, whole weeks of the last two pay periods; a week the range cuts short says so, with the days it counts.
 */
export async function myShiftReport(deps: AppDeps, member: MemberContext, query: MyShiftReportQuery) {
  const today = organizationToday(member.organization, deps.clock.now());
  const payPeriod = await organizationPayPeriod(deps.db, member.organization.id);
  const range = shiftReportRange(query, payPeriod.kind, today, payPeriod.biWeeklyStart);
  // A missing end filled in can still make a range too long (a From day years back): the same refusal as asked.
  const checked = reportRangeSchema.safeParse(range);
  if (!checked.success) throw validationFailed({ date_to: [checked.error.issues[0]!.message] });
  const shifts = await shiftsInRange(deps, member, range, member.membership.id);
  const summary = summarizeShifts(
    shifts.map((shift) => shift.forReport),
    member.organization.time_zone,
    deps.clock.now(),
  );
  return {
    ...range,
    time_zone: member.organization.time_zone,
    shifts: shifts.map((shift) => shift.view),
    ...summary,
    weeks: summary.weeks.map((week) => ({ ...week, ...weekCoverage(week, range, today) })),
  };
}

/** Everyone's totals over the range, with what their time and miles earn at their current rates. */
export async function timeMileageReport(deps: AppDeps, member: MemberContext, range: Range) {
  const shifts = await shiftsInRange(deps, member, range);
  const now = deps.clock.now();
  const people = new Map<
    number,
    { full_name: string; status: 'active' | 'inactive' | 'invited'; totals: WorkTotals }
  >();
  for (const { row, view, forReport } of shifts) {
    const person = people.get(view.membership_id) ?? {
      full_name: view.staff_name,
      status: row.status,
      totals: emptyTotals(),
    };
    people.set(view.membership_id, { ...person, totals: addShift(person.totals, forReport, now) });
  }
  const pay = await payOfMembers(deps.db, member.organization.id, [...people.keys()]);
  const rows = [...people.entries()]
    .map(([membershipId, person]) => {
      const earned = timeAndMileagePay(person.totals, pay.get(membershipId) ?? noPay);
      return {
        membership_id: membershipId,
        full_name: person.full_name,
        status: person.status,
        ...person.totals,
        hourly_pay_cents: earned.hourly_pay_cents,
        mileage_pay_cents: earned.mileage_pay_cents,
      };
    })
    .sort((a, b) => a.full_name.localeCompare(b.full_name) || a.membership_id - b.membership_id);
  const totals = rows.reduce(
    (sum, row) => ({
      shifts: sum.shifts + row.shifts,
      worked_minutes: sum.worked_minutes + row.worked_minutes,
      break_minutes: sum.break_minutes + row.break_minutes,
      miles: sum.miles + row.miles,
      hourly_pay_cents: sum.hourly_pay_cents + row.hourly_pay_cents,
      mileage_pay_cents: sum.mileage_pay_cents + row.mileage_pay_cents,
    }),
    { ...emptyTotals(), hourly_pay_cents: 0, mileage_pay_cents: 0 },
  );
  return { ...range, time_zone: member.organization.time_zone, rows, totals };
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);

export async function timeMileageCsv(deps: AppDeps, member: MemberContext, range: Range) {
  const report = await timeMileageReport(deps, member, range);
  const line = (name: string, status: string, row: typeof report.totals) => [
    name,
    status,
    row.shifts,
    hours(row.worked_minutes),
    hours(row.break_minutes),
    row.miles,
    centsToDollarsText(row.hourly_pay_cents),
    centsToDollarsText(row.mileage_pay_cents),
  ];
  const records = [
    ...report.rows.map((row) => line(row.full_name, row.status, row)),
    ...(report.rows.length > 0 ? [line('Total', '', report.totals)] : []),
  ];
  return toCsv(
    ['Name', 'Status', 'Shifts', 'Hours Worked', 'Break Hours', 'Miles', 'Hourly Pay', 'Mileage Pay'],
    records,
  );
}
