import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QueryLoadState } from '../../../components/query-load-state/query-load-state.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useBrandingPage } from '../api/branding.ts';
import { BrandingForm } from '../components/branding-form.tsx';

/**
 * Spec /settings/branding_settings (issue 20): the organization's logo, header and primary colours, and the company
 * details its invoices and e-mails print. A save repaints the header at once.
 */
export default function BrandingSettingsPage() {
  const page = useBrandingPage();
  const organizationName = useSessionStore((state) => state.user?.organization_name ?? '');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h5" component="h1">
          Branding Settings
        </Typography>
        {page.data && <Chip size="small" label={page.data.state} />}
      </Box>
      {!page.isSuccess ? (
        <QueryLoadState query={page} label="branding settings" />
      ) : (
        <BrandingForm page={page.data} organizationName={organizationName} />
      )}
    </Paper>
  );
}
