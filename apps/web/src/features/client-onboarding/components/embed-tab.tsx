import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientOnboardingSettings } from '@employee-portal/core/clients/client-onboarding.responses';
import { useNotify } from '../../../components/notifications/use-notify.ts';

/** The form's public address and the snippet that shows it on the organization's own website. */
export function EmbedTab({ settings }: { settings: ClientOnboardingSettings }) {
  const notify = useNotify();
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(`${what} copied.`);
    } catch {
      notify('Copying is blocked in this browser: select the text and copy it.', 'error');
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          Form Link
        </Typography>
        <TextField fullWidth label="Form URL" value={settings.form_url} slotProps={{ htmlInput: { readOnly: true } }} />
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="a" href={settings.form_url} target="_blank" rel="noopener">
            Open Form
          </Button>
          <Button variant="outlined" onClick={() => void copy(settings.form_url, 'The form link was')}>
            Copy Link
          </Button>
        </Box>
      </Box>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          Embed Code
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Paste this code into a page of your website to show the sign-up form there.
        </Typography>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label="Embed code"
          value={settings.embed_code}
          slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
        />
        <Button variant="contained" sx={{ mt: 1 }} onClick={() => void copy(settings.embed_code, 'The embed code was')}>
          Copy
        </Button>
      </Box>
    </Box>
  );
}
