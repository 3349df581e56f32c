/** /settings/payroll_settings (issue 18): the organization's payroll rules and every member's pay rules, together. */
import {
  payPeriodContaining,
  type PayPeriodQuery,
  type PayrollSettings,
  type StaffPayRulesBody,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound } from '../../platform/http/errors.ts';
import { saveStaffProfile } from '../staff/index.ts';
import { listStaffPayRules, readPayrollSettings, writePayrollSettings } from './payroll-settings.repository.ts';

const orgOf = (member: MemberContext) => member.organization.id;

export async function payrollSettingsPage(deps: AppDeps, member: MemberContext) {
  const [payroll_settings, staff_pay_rules] = await Promise.all([
    readPayrollSettings(deps.db, orgOf(member)),
    listStaffPayRules(deps.db, orgOf(member)),
  ]);
  return { payroll_settings, staff_pay_rules };
}

export async function savePayrollSettings(deps: AppDeps, member: MemberContext, settings: PayrollSettings) {
  await deps.db.transaction((tx) => writePayrollSettings(tx, orgOf(member), settings, deps.clock.now()));
  return payrollSettingsPage(deps, member);
}

/** Another organization's member, or one no longer active, is not found: the id says nothing across tenants. */
export async function saveStaffPayRules(
  deps: AppDeps,
  member: MemberContext,
  membershipId: number,
  rules: Required<StaffPayRulesBody>,
) {
  const [current] = await listStaffPayRules(deps.db, orgOf(member), [membershipId]);
  if (!current) throw notFound('This staff member does not exist.');
  await saveStaffProfile(deps.db, {
    membership_id: membershipId,
    organization_id: orgOf(member),
    ...rules,
    updated_at: deps.clock.now(),
  });
  return { staff_pay_rules: { ...current, ...rules } };
}

/** The period of the kind asked that holds the day, on the organization's own bi-weekly cycle. */
export async function payPeriodAnswer(deps: AppDeps, member: MemberContext, query: PayPeriodQuery) {
  const { bi_weekly_start } = await readPayrollSettings(deps.db, orgOf(member));
  return { pay_period: payPeriodContaining(query.pay_period, query.date, bi_weekly_start) };
}
