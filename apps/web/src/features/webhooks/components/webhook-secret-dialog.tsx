import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import OutlinedInput from '@mui/material/OutlinedInput';
import InputLabel from '@mui/material/InputLabel';
import FormControl from '@mui/material/FormControl';
import Typography from '@mui/material/Typography';
import { WEBHOOK_SIGNATURE_HEADER } from '@employee-portal/core/webhooks/webhook-signature';
import { useNotify } from '../../../components/notifications/use-notify.ts';

/** The signing secret with how a receiver checks a delivery's signature. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const notify = useNotify();
  const copy = () =>
    void navigator.clipboard
      ?.writeText(secret)
      .then(() => notify('The secret was copied.'))
      .catch(() => notify('Copy it from the field instead.', 'error'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Signing Secret</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          <Typography gutterBottom>
            Keep this secret in your receiver. Every delivery carries a header
            <code> {WEBHOOK_SIGNATURE_HEADER}: t=&lt;unix time&gt;,v1=&lt;signature&gt;</code>, where the signature is
            the hex HMAC-SHA256 of <code>&lt;t&gt;.&lt;raw body&gt;</code> keyed with this secret. Compare it in
            constant time and refuse a <code>t</code> more than 5 minutes old. A retried or resent event keeps its{' '}
            <code>id</code>: use it to drop duplicates.
          </Typography>
        </DialogContentText>
        <FormControl fullWidth margin="normal">
          <InputLabel htmlFor={inputId} shrink>
            Secret
          </InputLabel>
          <OutlinedInput
            id={inputId}
            label="Secret"
            notched
            value={secret}
            readOnly
            onFocus={(event) => event.target.select()}
          />
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>Copy</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
