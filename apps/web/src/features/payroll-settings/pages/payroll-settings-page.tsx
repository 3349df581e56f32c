import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QueryLoadState } from '../../../components/query-load-state/query-load-state.tsx';
import { usePayrollSettingsPage } from '../api/payroll-settings.ts';
import { PayrollRulesForm } from '../components/payroll-rules-form.tsx';
import { StaffPayRulesTable } from '../components/staff-pay-rules-table.tsx';

/**
 * Spec /settings/payroll_settings (issue 18): the pay period (with the current and default period shown), the
 * overtime, mileage and tip rules, and every active member's pay rules together.
 */
export default function PayrollSettingsPage() {
  const page = usePayrollSettingsPage();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Payroll Settings
      </Typography>
      {!page.isSuccess ? (
        <QueryLoadState query={page} label="payroll settings" />
      ) : (
        <>
          <PayrollRulesForm settings={page.data.payroll_settings} />
          <StaffPayRulesTable
            rows={page.data.staff_pay_rules}
            mileageRateCents={page.data.payroll_settings.mileage_rate_cents}
          />
        </>
      )}
    </Paper>
  );
}
