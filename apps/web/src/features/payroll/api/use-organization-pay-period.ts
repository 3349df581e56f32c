import { useQuery } from '@tanstack/react-query';
import {
  type PayPeriodKind,
  storedBiWeeklyStart,
  storedPayPeriodKind,
} from '@employee-portal/core/payroll/pay-periods';
import { organizationSettingsQueryOptions } from '../../organization/index.ts';

export interface OrganizationPayPeriod {
  kind: PayPeriodKind;
  /** The first day of a fixed bi-weekly cycle; null pairs ISO weeks. */
  biWeeklyStart: string | null;
}

/**
 * The organization's pay period from GET /organization_settings (weekly until chosen) and its bi-weekly cycle, for
 * pay slips and reports.
 */
export function useOrganizationPayPeriod() {
  return useQuery({
    ...organizationSettingsQueryOptions(),
    select: (answer): OrganizationPayPeriod => {
      const stored = (key: string) => answer.organization_settings.find((setting) => setting.key === key)?.value;
      return {
        kind: storedPayPeriodKind(stored('pay_period')),
        biWeeklyStart: storedBiWeeklyStart(stored('bi_weekly_start')),
      };
    },
  });
}
