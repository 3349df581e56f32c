/** Whole runs computed at once, outside a request: the demo's history of finalized runs and its current draft. */
import type { Db } from '../../platform/db/client.ts';
import { loadPayrollSettings, loadStaffPayRules } from '../payroll-settings/index.ts';
import { computeSlips } from './pay-run-compute.service.ts';
import { markFinalized, openPayRun } from './payroll.repository.ts';

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
