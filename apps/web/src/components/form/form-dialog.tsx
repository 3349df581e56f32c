/**
 * The one dialog around a form: title, the failure alert, the fields, then Cancel and the submit button. A dialog that
 * says it is `dirty` never loses what was typed: closing it asks first. A failed request's alert text comes from
 * `formFailure` or `showServerFailure` (lib/api-errors.ts), whose field errors go under the fields.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.tsx';

interface FormDialogProps {
  /** Open unless told otherwise: most callers mount the dialog only while it is open. */
  open?: boolean;
  title: string;
  submitLabel: string;
  /** Something was typed: closing asks before throwing it away. Left out, the dialog closes straight away. */
  dirty?: boolean;
  busy: boolean;
  /** A failure no field shows. */
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  /** Closes and throws the draft away (after the confirmation when it was changed). */
  onDiscard: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The submit button in the error colour, for a step that takes something away (deny, deactivate). */
  destructive?: boolean;
  /** The submit button is off until the form can be sent (nothing picked yet). */
  submitDisabled?: boolean;
}

export function FormDialog({
  open = true,
  title,
  submitLabel,
  dirty = false,
  busy,
  failure,
  onSubmit,
  onDiscard,
  children,
  maxWidth = 'sm',
  destructive = false,
  submitDisabled = false,
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
          <Button
            type="submit"
            form={`${titleId}-form`}
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            loading={busy}
            disabled={submitDisabled}
          >
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
