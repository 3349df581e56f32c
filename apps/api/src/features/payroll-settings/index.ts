/**
 * The payroll settings feature's front door: the rules pay runs and payroll reports apply. Both read without
 * writing; an organization that never saved its rules gets the defaults (weekly, overtime over 40 h at 1.5×).
 */
import type { PayrollSettings, StaffPayRules } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { listStaffPayRules, readPayrollSettings } from './payroll-settings.repository.ts';

export const loadPayrollSettings = (db: Db, organizationId: number): Promise<PayrollSettings> =>
  readPayrollSettings(db, organizationId);

/** Active members' pay rules; only the given memberships when `membershipIds` is passed. */
export const loadStaffPayRules = (
  db: Db,
  organizationId: number,
  membershipIds?: readonly number[],
): Promise<StaffPayRules[]> => listStaffPayRules(db, organizationId, membershipIds);

/** Sets the organization's rules (pay period included), as the settings page does; the demo seed uses it. */
export { writePayrollSettings } from './payroll-settings.repository.ts';
