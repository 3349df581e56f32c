import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messages } from '@employee-portal/core/messages/catalogue';
import { useNotify } from '../../../../components/notifications/use-notify.ts';
import { serverFailure, serverFieldErrors } from '../../../../lib/api-errors.ts';
import { useUpdateCardMutation } from '../../api/manage-subscription.ts';
import { subscriptionKeys } from '../../api/subscription.keys.ts';
import { CardConnectForm } from '../card/card-connect-form.tsx';
import type { CardFormHandle } from '../card/card-form-handle.ts';

interface UpdateCardDialogProps {
  open: boolean;
  onClose: () => void;
  tokenizerUrl: string;
  testMode: boolean;
}

function UpdateCardForm({
  titleId,
  onClose,
  tokenizerUrl,
  testMode,
}: Omit<UpdateCardDialogProps, 'open'> & { titleId: string }) {
  const cardRef = useRef<CardFormHandle>(null);
  const update = useUpdateCardMutation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [incomplete, setIncomplete] = useState(false);
  const failure = update.isError ? serverFailure(update.error) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    const entry = await cardRef.current?.read();
    setIncomplete(!entry);
    if (entry?.processor !== 'card_connect') return;
    update.mutate(entry.card, {
      onSuccess: ({ message }) => {
        onClose();
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        notify(message);
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id={titleId}>Update card</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>The new card is charged from the next invoice on.</DialogContentText>
        <CardConnectForm
          ref={cardRef}
          tokenizerUrl={tokenizerUrl}
          testMode={testMode}
          serverCardError={serverFieldErrors(update.error).cc_token ?? null}
        />
        {incomplete && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {messages.fillAllRequiredFieldsCorrectly}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            <AlertTitle sx={failure.detail ? undefined : { mb: 0 }}>{failure.text}</AlertTitle>
            {failure.detail}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending}>
          Save card
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Update card: a new card through the same CardConnect form, verified and kept by the processor. */
export function UpdateCardDialog({ open, ...props }: UpdateCardDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <UpdateCardForm titleId={titleId} {...props} />
    </Dialog>
  );
}
