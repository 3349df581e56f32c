import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { accountLabel, type StoredAccount } from '../../../lib/stored-accounts.ts';

export interface SelectAccountDialogProps {
  open: boolean;
  /** The stored accounts other than the one signed in. */
  accounts: readonly StoredAccount[];
  onClose: () => void;
  onSelect: (account: StoredAccount) => void;
}

const keyOf = (account: StoredAccount) => `${account.user_id}:${account.organization_id}`;

function SelectAccountForm({ accounts, onClose, onSelect }: Omit<SelectAccountDialogProps, 'open'>) {
  const [selected, setSelected] = useState('');
  const account = accounts.find((candidate) => keyOf(candidate) === selected);
  return (
    <FormDialog
      title="Select Another Account"
      submitLabel="Select"
      busy={false}
      failure={null}
      submitDisabled={!account}
      onSubmit={(event) => {
        event.preventDefault();
        if (!account) return;
        onClose();
        onSelect(account);
      }}
      onDiscard={onClose}
      maxWidth="xs"
    >
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
    </FormDialog>
  );
}

/** Spec §2: above 6 stored accounts the swap icon opens this picker instead of listing them in the avatar menu. */
export function SelectAccountDialog({ open, ...props }: SelectAccountDialogProps) {
  // Mounted only while open, so each opening starts with nothing picked.
  return open ? <SelectAccountForm {...props} /> : null;
}
