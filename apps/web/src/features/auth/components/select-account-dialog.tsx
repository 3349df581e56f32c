import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { accountLabel, type StoredAccount } from '../../../lib/stored-accounts.ts';

interface SelectAccountDialogProps {
  open: boolean;
  /** The stored accounts other than the one signed in. */
  accounts: readonly StoredAccount[];
  onClose: () => void;
  onSelect: (account: StoredAccount) => void;
}

const keyOf = (account: StoredAccount) => `${account.user_id}:${account.organization_id}`;

function SelectAccountForm({
  accounts,
  onClose,
  onSelect,
  titleId,
}: Omit<SelectAccountDialogProps, 'open'> & { titleId: string }) {
  const [selected, setSelected] = useState('');
  const account = accounts.find((candidate) => keyOf(candidate) === selected);
  return (
    <>
      <DialogTitle id={titleId}>Select Another Account</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Account"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
        >
          {accounts.map((candidate) => (
            <MenuItem key={keyOf(candidate)} value={keyOf(candidate)}>
              {accountLabel(candidate)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!account}
          onClick={() => {
            if (!account) return;
            onClose();
            onSelect(account);
          }}
        >
          Select
        </Button>
      </DialogActions>
    </>
  );
}

/** Spec §2: above 6 stored accounts the swap icon opens this picker instead of listing them in the avatar menu. */
export function SelectAccountDialog({ open, ...props }: SelectAccountDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <SelectAccountForm {...props} titleId={titleId} />
    </Dialog>
  );
}
