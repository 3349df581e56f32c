import { useQuery } from '@tanstack/react-query';
import { type PayPeriodKind, storedPayPeriodKind } from '@employee-portal/core/payroll/pay-periods';
import { organizationSettingsQueryOptions } from '../../organization/index.ts';

/** The organization's pay period from GET /organization_settings (weekly until chosen), for pay slips and reports. */
export function useOrganizationPayPeriod() {
  return useQuery({
    ...organizationSettingsQueryOptions(),
    select: (answer): PayPeriodKind =>
      storedPayPeriodKind(answer.organization_settings.find((setting) => setting.key === 'pay_period')?.value),
  });
}
