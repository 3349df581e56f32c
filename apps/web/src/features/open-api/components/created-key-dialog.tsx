import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNotify } from '../../../components/notifications/use-notify.ts';

/** The whole key, shown this once: only its hash is stored, so closing the dialog is the last chance to copy it. */
export function CreatedKeyDialog({ secret, name, onClose }: { secret: string; name: string; onClose: () => void }) {
  const titleId = useId();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify('The API key was copied.');
    } catch {
      notify('Copying is blocked in this browser: select the key and copy it.', 'error');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>API Key “{name}” Created</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this key now and keep it somewhere safe. It will not be shown again; if it is lost, revoke it and create
          a new one.
        </Alert>
        <TextField
          fullWidth
          label="API Key"
          value={secret}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'new-api-key' } }}
          onFocus={(event) => event.target.select()}
        />
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" onClick={() => void copy()}>
            Copy Key
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
