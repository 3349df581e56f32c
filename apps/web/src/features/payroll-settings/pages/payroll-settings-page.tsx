import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../lib/api-errors.ts';
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
      {page.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading payroll settings" />
        </Box>
      ) : page.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void page.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(page.error)}
        </Alert>
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
