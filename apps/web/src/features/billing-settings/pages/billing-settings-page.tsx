import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QueryLoadState } from '../../../components/query-load-state/query-load-state.tsx';
import { useBillingSettings } from '../api/billing-settings.ts';
import { BillingSettingsForm } from '../components/billing-settings-form.tsx';
import { SalesTaxRatesSection } from '../components/sales-tax-rates-section.tsx';

/**
 * Spec /settings/billing_settings (issue 16): how subscriptions are invoiced (prepaid or postpaid, billing day, due
 * terms, autopay and its retries, default tax, tax id, footer) and the sales tax rates by zip or work area.
 */
export default function BillingSettingsPage() {
  const settings = useBillingSettings();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Billing Settings
      </Typography>
      {!settings.isSuccess ? (
        <QueryLoadState query={settings} label="billing settings" />
      ) : (
        <BillingSettingsForm settings={settings.data} />
      )}
      <SalesTaxRatesSection />
    </Paper>
  );
}
