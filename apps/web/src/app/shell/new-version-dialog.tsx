import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messages } from '@employee-portal/core/messages/catalogue';

const TITLE_ID = 'new-version-title';
const TEXT_ID = 'new-version-text';

/**
 * Spec §2 "Dialogs": a new build is out. It cannot be dismissed: code split into chunks of the old build may no
 * longer exist on the server, so carrying on risks failures on the next page.
 */
export function NewVersionDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID}>
      <DialogTitle id={TITLE_ID}>{messages.newVersionTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{messages.newVersionText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
          {messages.refreshNow}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
