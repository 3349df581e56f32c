import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useNotify } from '../notifications/use-notify.ts';
import { isRefusal, serverMessage } from '../../lib/api-errors.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface DeleteOrDeactivateDialogProps {
  /** What is deleted, as a title says it ('Cross-Sell'). */
  noun: string;
  name: string;
  isActive: boolean;
  /** The refusal the server answers when records still use it (409 `…_in_use`). */
  inUseCode: string;
  onDelete: () => Promise<unknown>;
  onDeactivate: () => Promise<unknown>;
  /** The safe choice beside 'Make Inactive'. */
  keepLabel?: string;
  /** What making it inactive means, shown under the server's sentence. */
  deactivateNote?: string;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Confirms a delete. Something still in use cannot be deleted, as past records name it: the dialog then shows the
 * server's sentence and offers to make it inactive instead.
 */
export function DeleteOrDeactivateDialog({ noun, name, isActive, inUseCode, onDelete, onDeactivate, keepLabel = 'Cancel', deactivateNote, onClose, onDeleted }: DeleteOrDeactivateDialogProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [inUseMessage, setInUseMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string, after?: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      notify(`${name} ${done}`);
      onClose();
      after?.();
    } catch (error) {
      if (isRefusal(error, inUseCode)) setInUseMessage(serverMessage(error));
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
        <Alert severity="warning">{inUseMessage}</Alert>
        {isActive && deactivateNote && <Box sx={{ mt: 1 }}>{deactivateNote}</Box>}
        {failureAlert}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog open title={`Delete ${noun}`} confirmLabel="Delete" destructive busy={busy} onConfirm={() => void run(onDelete, 'was deleted.', onDeleted)} onCancel={onClose}>
      Delete the {noun.toLowerCase()} {name}? This cannot be undone.
      {failureAlert}
    </ConfirmDialog>
  );
}
