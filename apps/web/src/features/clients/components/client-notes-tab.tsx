import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { clientNoteSchema } from '@employee-portal/core/clients/client.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage, showServerFailure } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useAddNote, useClientNotes } from '../api/clients.ts';

type NoteInput = z.input<typeof clientNoteSchema>;

/** Dated notes by author, newest first, and a form for a new one. */
export function ClientNotesTab({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(1);
  const notes = useClientNotes(clientId, page);
  const add = useAddNote(clientId);
  const notify = useNotify();
  const { formatDateTime } = useDateFormatters();
  const form = useForm<NoteInput>({ resolver: zodResolver(clientNoteSchema), defaultValues: { body: '' } });
  const submit = form.handleSubmit(({ body }) =>
    add.mutate(body, {
      onSuccess: () => {
        form.reset({ body: '' });
        setPage(1);
        notify('The note was added.');
      },
      onError: (error) => {
        const failure = showServerFailure(error, ['body'], form.setError);
        if (failure) notify(failure, 'error');
      },
    }),
  );
  const total = notes.data?.meta.total ?? 0;
  const perPage = notes.data?.meta.per_page ?? 20;
  return (
    <Box>
      <Typography variant="h6" component="h2">
        Notes
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Add note"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <FormTextField control={form.control} name="body" label="New Note" />
        <Button type="submit" variant="contained" loading={add.isPending} sx={{ mt: 2.5, flexShrink: 0 }}>
          Add Note
        </Button>
      </Box>
      {notes.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void notes.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(notes.error)}
        </Alert>
      ) : notes.isPending ? (
        <Skeleton height={80} />
      ) : notes.data.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No notes yet.
        </Typography>
      ) : (
        <List aria-label="Notes">
          {notes.data.data.map((note) => (
            <ListItem key={note.id} divider alignItems="flex-start">
              <ListItemText
                primary={<span style={{ whiteSpace: 'pre-wrap' }}>{note.body}</span>}
                secondary={`${note.author?.name ?? 'System'} · ${formatDateTime(note.created_at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {total > perPage && (
        <Pagination
          count={Math.ceil(total / perPage)}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
