import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { CardForm, type CardFormHandle } from '../../subscription/index.ts';
import { useCardChange, useClientCardForm, useSavedCards, type ClientKind, type SavedCard } from '../api/payments.ts';
import { clientCardOf } from './card-entry.ts';
import { cardLabel } from './card-label.ts';

const cardText = (card: SavedCard) =>
  cardLabel(card) +
  (card.expiry ? ` · expires ${card.expiry.slice(0, 2)}/${card.expiry.slice(2)}` : '') +
  (card.is_default ? ' · charged by autopay' : '');

/** A client's cards on file (kept by the organization's processor): add one, remove one. For the client pages. */
export function SavedCardsPanel({ kind, clientId }: { kind: ClientKind; clientId: number }) {
  const cards = useSavedCards(kind, clientId);
  const { add, remove } = useCardChange(kind, clientId);
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);

  return (
    <Box component="section" aria-label="Cards on file">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Cards on file
        </Typography>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          Add Card
        </Button>
      </Box>
      {cards.isPending ? (
        <Typography>Loading cards…</Typography>
      ) : cards.isError ? (
        <Alert severity="error">{serverMessage(cards.error)}</Alert>
      ) : cards.data.data.length === 0 ? (
        <Typography color="text.secondary">No card on file.</Typography>
      ) : (
        <List dense aria-label="Cards">
          {cards.data.data.map((card) => (
            <ListItem
              key={card.id}
              secondaryAction={
                <Button color="error" onClick={() => setRemoving(card)}>
                  Remove
                </Button>
              }
            >
              <ListItemText primary={cardText(card)} />
            </ListItem>
          ))}
        </List>
      )}
      {adding && (
        <AddCardDialog
          onSave={(card) =>
            add.mutate(card, {
              onSuccess: () => {
                setAdding(false);
                notify('The card was saved.');
              },
            })
          }
          busy={add.isPending}
          failure={formFailure(add.error, () => null)}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this card?"
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (error) => notify(serverMessage(error), 'error'),
          })
        }
        onCancel={() => setRemoving(null)}
      >
        {removing ? `${cardText(removing)} will no longer be charged.` : ''}
      </ConfirmDialog>
    </Box>
  );
}

interface AddCardDialogProps {
  onSave: (card: ReturnType<typeof clientCardOf>) => void;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
}

function AddCardDialog({ onSave, busy, failure, onClose }: AddCardDialogProps) {
  const settings = useClientCardForm();
  const card = useRef<CardFormHandle>(null);
  const submit = async () => {
    const entry = await card.current?.read();
    if (entry) onSave(clientCardOf(entry));
  };
  return (
    <FormDialog
      title="Add Card"
      submitLabel="Save Card"
      busy={busy}
      failure={failure ?? (settings.isError ? serverMessage(settings.error) : null)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onDiscard={onClose}
      maxWidth="sm"
    >
      {settings.data ? <CardForm ref={card} settings={settings.data} /> : <Typography>Loading…</Typography>}
    </FormDialog>
  );
}
