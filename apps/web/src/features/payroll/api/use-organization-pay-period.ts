import { useQuery } from '@tanstack/react-query';
import { payPeriodKinds, type PayPeriodKind } from '@employee-portal/core/payroll/pay-periods';
import { organizationSettingsQueryOptions } from '../../organization/index.ts';

const isPayPeriodKind = (value: string | null | undefined): value is PayPeriodKind =>
  (payPeriodKinds as readonly string[]).includes(value ?? '');

/** The organization's pay period from GET /organization_settings (weekly until chosen), for pay slips and reports. */
export function useOrganizationPayPeriod() {
  return useQuery({
    ...organizationSettingsQueryOptions(),
    select: (answer): PayPeriodKind => {
      const stored = answer.organization_settings.find((setting) => setting.key === 'pay_period')?.value;
      return isPayPeriodKind(stored) ? stored : 'weekly';
    },
  });
}
