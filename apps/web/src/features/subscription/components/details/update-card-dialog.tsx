import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import DialogContentText from '@mui/material/DialogContentText';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormDialog } from '../../../../components/form/form-dialog.tsx';
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

/** Update card: a new card through the same CardConnect form, verified and kept by the processor. */
export function UpdateCardDialog({ open, ...props }: UpdateCardDialogProps) {
  // Mounted per opening, so each opening starts with an empty card form and a fresh tokenizer frame.
  return open ? <UpdateCardForm {...props} /> : null;
}

function UpdateCardForm({ onClose, tokenizerUrl, testMode }: Omit<UpdateCardDialogProps, 'open'>) {
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
    <FormDialog
      title="Update card"
      submitLabel="Save card"
      busy={update.isPending}
      // Shown under the card instead, titled: the processor's detail reads as its own line.
      failure={null}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
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
    </FormDialog>
  );
}
