import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayrollSettingsBody, StaffPayRulesBody } from '@employee-portal/core/payroll/payroll-settings.schema';
import type {
  PayrollSettingsResponse,
  StaffPayRulesResponse,
} from '@employee-portal/core/payroll/payroll-settings.responses';
import { api } from '../../../lib/api-client.ts';
import { refreshOrganizationSettings } from '../../organization/index.ts';

const payrollSettingsKeys = { page: ['payroll-settings'] as const };

/** GET /api/payroll_settings: the organization's rules and every active member's pay rules. */
export const usePayrollSettingsPage = () =>
  useQuery({
    queryKey: payrollSettingsKeys.page,
    queryFn: ({ signal }) => api.get<PayrollSettingsResponse>('/payroll_settings', undefined, signal),
  });

/** PUT /api/payroll_settings; the pay period is an organization setting too, so those are read again. */
export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollSettingsBody) => api.put<PayrollSettingsResponse>('/payroll_settings', { ...body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(payrollSettingsKeys.page, answer);
      await refreshOrganizationSettings(queryClient);
    },
  });
}

/** PUT /api/payroll_settings/staff/:membership_id. */
export function useSaveStaffPayRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, body }: { membershipId: number; body: StaffPayRulesBody }) =>
      api.put<StaffPayRulesResponse>(`/payroll_settings/staff/${membershipId}`, { ...body }),
    onSuccess: ({ staff_pay_rules: saved }) =>
      queryClient.setQueryData<PayrollSettingsResponse>(payrollSettingsKeys.page, (page) =>
        page
          ? {
              ...page,
              staff_pay_rules: page.staff_pay_rules.map((row) =>
                row.membership_id === saved.membership_id ? saved : row,
              ),
            }
          : page,
      ),
  });
}
