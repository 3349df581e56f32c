/** A dialog around a form that never loses what was typed: closing a changed form asks first. */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.tsx';
import { serverFieldErrors, serverMessage } from '../../lib/api-errors.ts';

interface FormDialogProps {
  /** Open unless told otherwise: most callers mount the dialog only while it is open. */
  open?: boolean;
  title: string;
  submitLabel: string;
  dirty: boolean;
  busy: boolean;
  /** A failure no field shows. */
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  /** Closes and throws the draft away (after the confirmation when it was changed). */
  onDiscard: () => void;
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
}

export function FormDialog({
  open = true,
  title,
  submitLabel,
  dirty,
  busy,
  failure,
  onSubmit,
  onDiscard,
  children,
  maxWidth = 'sm',
}: FormDialogProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirming(true);
    else onDiscard();
  };
  return (
    <>
      <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth scroll="paper">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <form id={`${titleId}-form`} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
            {failure && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {failure}
              </Alert>
            )}
            {children}
          </form>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={`${titleId}-form`} variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Discard Changes"
        confirmLabel="Discard"
        cancelLabel="Keep Editing"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
      >
        What you typed will be lost.
      </ConfirmDialog>
    </>
  );
}

/** What a failed request says above the form: the server's message, or the field errors no field of the form shows. */
export function formFailure(error: unknown, placed: readonly string[]): string | null {
  if (!error) return null;
  const fieldErrors = serverFieldErrors(error);
  if (Object.keys(fieldErrors).length === 0) return serverMessage(error);
  const rest = Object.entries(fieldErrors).filter(([field]) => !placed.includes(field));
  return rest.length ? rest.map(([field, text]) => `${field}: ${text}`).join(' ') : null;
}
