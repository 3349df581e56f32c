/**
 * /create_pay_slips (issue 18 item 4): a pay period's run is a draft, recomputed in batches while the page shows
 * progress, until 'Create pay slips' recomputes and locks the whole run in one transaction.
 */
import {
  messages,
  PAY_RUN_BATCH_SIZE,
  type PayAdjustmentBody,
  payPeriodContaining,
  type PayPeriodKind,
  type PayRunComputeBody,
  type PayRunListQuery,
  type PayRunListResponse,
  type PayRunPeriodBody,
  type PayRunProgress,
  type PayRunShowResponse,
  pageOffset,
} from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { loadPayrollSettings, loadStaffPayRules } from '../payroll-settings/index.ts';
import { computeSlips, slipRulesOf, slipSettingsOf } from './pay-run-compute.service.ts';
import {
  deleteAdjustment,
  dropSlipsExcept,
  ensureSlip,
  findPayRun,
  insertAdjustment,
  listPayRuns,
  markFinalized,
  membershipOfAdjustment,
  openPayRun,
} from './payroll.repository.ts';
import { presentRun, showRun } from './payroll.present.ts';

const orgOf = (member: MemberContext) => member.organization.id;

const runLocked = () =>
  refusal(409, 'pay_run_finalized', 'These pay slips were created: a finalized pay run cannot be changed.');

export async function payRunPage(deps: AppDeps, member: MemberContext, query: PayRunListQuery) {
  const { rows, total } = await listPayRuns(
    deps.db,
    orgOf(member),
    { status: query.status },
    {
      limit: query.per_page,
      offset: pageOffset(query),
    },
  );
  return {
    data: rows.map(presentRun),
    meta: { page: query.page, per_page: query.per_page, total },
  } satisfies PayRunListResponse;
}

/** The period's run (a new draft when it has none); the period must be one of the organization's pay periods. */
export async function openRun(deps: AppDeps, member: MemberContext, period: PayRunPeriodBody) {
  const settings = await loadPayrollSettings(deps.db, orgOf(member));
  const kind = settings.pay_period as PayPeriodKind;
  const expected = payPeriodContaining(kind, period.start_date, settings.bi_weekly_start);
  if (expected.start_date !== period.start_date) validationFailedOn('start_date');
  if (expected.end_date !== period.end_date) validationFailedOn('end_date');
  const run = await openPayRun(deps.db, orgOf(member), { pay_period: kind, ...expected });
  return showRun(deps.db, orgOf(member), run.id);
}

function validationFailedOn(field: string): never {
  throw validationFailed({ [field]: [messages.notValid] });
}

async function draftOf(db: Db, organizationId: number, runId: number, lock = false) {
  const run = await findPayRun(db, organizationId, runId, lock);
  if (!run) throw notFound();
  if (run.status !== 'draft') throw runLocked();
  return run;
}

const computeContext = async (deps: AppDeps, member: MemberContext) => ({
  organizationId: orgOf(member),
  timeZone: member.organization.time_zone,
  settings: await loadPayrollSettings(deps.db, orgOf(member)),
  now: deps.clock.now(),
});

/** Computes the next batch of members from `offset`; the page calls again until `computed` reaches `total`. */
export async function computeRunBatch(
  deps: AppDeps,
  member: MemberContext,
  runId: number,
  body: PayRunComputeBody,
): Promise<PayRunProgress> {
  const offset = body.offset ?? 0;
  const context = await computeContext(deps, member);
  const staff = await loadStaffPayRules(deps.db, orgOf(member));
  const batch = staff.slice(offset, offset + PAY_RUN_BATCH_SIZE);
  await deps.db.transaction(async (tx) => {
    const run = await draftOf(tx, orgOf(member), runId, true);
    if (offset === 0)
      await dropSlipsExcept(
        tx,
        orgOf(member),
        run.id,
        staff.map((entry) => entry.membership_id),
      );
    await computeSlips(tx, context, run, batch);
  });
  return { run_id: runId, computed: Math.min(staff.length, offset + batch.length), total: staff.length };
}

export async function showPayRun(deps: AppDeps, member: MemberContext, runId: number): Promise<PayRunShowResponse> {
  const run = await findPayRun(deps.db, orgOf(member), runId);
  if (!run) throw notFound();
  return showRun(deps.db, orgOf(member), run.id);
}

/** Recomputes every member and locks the run: a second finalize (or one racing it) finds it finalized. */
export async function finalizeRun(deps: AppDeps, member: MemberContext, runId: number) {
  const context = await computeContext(deps, member);
  const staff = await loadStaffPayRules(deps.db, orgOf(member));
  await deps.db.transaction(async (tx) => {
    const run = await draftOf(tx, orgOf(member), runId, true);
    await dropSlipsExcept(
      tx,
      orgOf(member),
      run.id,
      staff.map((entry) => entry.membership_id),
    );
    await computeSlips(tx, context, run, staff);
    await markFinalized(tx, orgOf(member), run.id, member.user.id, context.now);
  });
  return showRun(deps.db, orgOf(member), runId);
}

export async function addAdjustment(deps: AppDeps, member: MemberContext, runId: number, body: PayAdjustmentBody) {
  // Another organization's run is not found before anything about the member is said.
  if (!(await findPayRun(deps.db, orgOf(member), runId))) throw notFound();
  const [rules] = await loadStaffPayRules(deps.db, orgOf(member), [body.membership_id]);
  if (!rules) throw validationFailed({ membership_id: [messages.notValid] });
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const context = await computeContext(deps, member);
  await deps.db.transaction(async (tx) => {
    const run = await draftOf(tx, orgOf(member), runId, true);
    const slip = await ensureSlip(tx, orgOf(member), {
      pay_run_id: run.id,
      membership_id: rules.membership_id,
      full_name: rules.full_name,
      breakdown: {
        rules: slipRulesOf(rules),
        settings: slipSettingsOf(context.settings),
        periods_per_year: 0,
        time_zone: context.timeZone,
        corrections: [],
      },
    });
    await insertAdjustment(tx, orgOf(member), slip.id, body);
    await computeSlips(tx, context, run, [rules]);
  });
  return showRun(deps.db, orgOf(member), runId);
}

export async function removeAdjustment(deps: AppDeps, member: MemberContext, runId: number, adjustmentId: number) {
  const context = await computeContext(deps, member);
  const staff = await loadStaffPayRules(deps.db, orgOf(member));
  await deps.db.transaction(async (tx) => {
    const run = await draftOf(tx, orgOf(member), runId, true);
    const membershipId = await membershipOfAdjustment(tx, orgOf(member), run.id, adjustmentId);
    if (membershipId === null || !(await deleteAdjustment(tx, orgOf(member), run.id, adjustmentId))) throw notFound();
    await computeSlips(
      tx,
      context,
      run,
      staff.filter((entry) => entry.membership_id === membershipId),
    );
  });
  return showRun(deps.db, orgOf(member), runId);
}
