import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useNotify } from '../notifications/use-notify.ts';
import { isApiError } from '../../lib/api-client.ts';
import { isRefusal, serverMessage } from '../../lib/api-errors.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface DeleteOrDeactivateDialogProps {
  /** What is deleted, as a title says it ('Cross-Sell'). */
  noun: string;
  name: string;
  isActive: boolean;
  /** Records use it (the API's `in_use`): it cannot be deleted, so the dialog offers 'Make Inactive' from the start. */
  inUse: boolean;
  /** Why it cannot be deleted, said up front when it is in use ('Subscriptions use this plan.'). */
  inUseText: string;
  /** The refusal the server answers when records came to use it after the page loaded (409 `…_in_use`). */
  inUseCode: string;
  onDelete: () => Promise<unknown>;
  onDeactivate: () => Promise<unknown>;
  /** The safe choice beside 'Make Inactive'. */
  keepLabel?: string;
  /** What making it inactive means, shown under why it cannot be deleted. */
  deactivateNote?: string;
  onClose: () => void;
  /**
   * After a delete, instead of onClose: the page leaves the deleted record. The dialog is not closed first, as that
   * would re-render the record's page, whose query (removed with the record) would then ask for it again.
   */
  onDeleted?: () => void;
}

/** What a page's button offers for the record: 'Delete', 'Make Inactive' when it is in use, nothing once both are moot. */
export function deleteActionLabel(record: { in_use: boolean; is_active: boolean }): 'Delete' | 'Make Inactive' | null {
  if (!record.in_use) return 'Delete';
  return record.is_active ? 'Make Inactive' : null;
}

/**
 * Confirms a delete. Something in use cannot be deleted, as past records name it: the dialog says so before anything
 * is tried and offers to make it inactive instead. The server's refusal (it came into use meanwhile, or another
 * refusal) is an answer, shown as such with nothing to try again; only a failed request keeps the button.
 */
export function DeleteOrDeactivateDialog({
  noun,
  name,
  isActive,
  inUse,
  inUseText,
  inUseCode,
  onDelete,
  onDeactivate,
  keepLabel = 'Cancel',
  deactivateNote,
  onClose,
  onDeleted,
}: DeleteOrDeactivateDialogProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const upFront = `${inUseText} It cannot be deleted${isActive ? '; make it inactive instead.' : ', and it is already inactive.'}`;
  const [inUseMessage, setInUseMessage] = useState<string | null>(inUse ? upFront : null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string, after?: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      notify(`${name} ${done}`);
      (after ?? onClose)();
    } catch (error) {
      if (isRefusal(error, inUseCode)) setInUseMessage(serverMessage(error));
      else if (isApiError(error) && error.status < 500) setRefusal(serverMessage(error));
      else setFailure(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const failureAlert = failure && (
    <Alert severity="error" sx={{ mt: 1 }}>
      {failure}
    </Alert>
  );

  if (refusal) {
    return (
      <ConfirmDialog
        open
        title={`Delete ${noun}`}
        confirmLabel="Close"
        cancelLabel="Back"
        onConfirm={onClose}
        onCancel={onClose}
      >
        <Alert severity="warning">{refusal}</Alert>
      </ConfirmDialog>
    );
  }
  if (inUseMessage) {
    return (
      <ConfirmDialog
        open
        title={`${noun} In Use`}
        confirmLabel={isActive ? 'Make Inactive' : 'Close'}
        cancelLabel={isActive ? keepLabel : 'Back'}
        busy={busy}
        onConfirm={isActive ? () => void run(onDeactivate, 'is now inactive.') : onClose}
        onCancel={onClose}
      >
        <Alert severity="info">{inUseMessage}</Alert>
        {isActive && deactivateNote && <Box sx={{ mt: 1 }}>{deactivateNote}</Box>}
        {failureAlert}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open
      title={`Delete ${noun}`}
      confirmLabel="Delete"
      destructive
      busy={busy}
      onConfirm={() => void run(onDelete, 'was deleted.', onDeleted)}
      onCancel={onClose}
    >
      Delete the {noun.toLowerCase()} {name}? This cannot be undone.
      {failureAlert}
    </ConfirmDialog>
  );
}
