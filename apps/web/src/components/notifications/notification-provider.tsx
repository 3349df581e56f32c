import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { NotificationContext, type NotificationKind, type Notify } from './notification-context.ts';

/** Spec §4 and §9: messages hide after 4 seconds. */
const DISPLAY_MS = 4000;

interface Notification {
  id: number;
  text: string;
  kind: NotificationKind;
}

let nextId = 1;

/** The notification bar: green for success, red for errors; a new message replaces the one on screen. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((text, kind = 'success') => {
    setCurrent({ id: nextId++, text, kind });
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page must not dismiss the message before the user could read it.
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotificationContext value={notify}>
      {children}
      {current && (
        // The key restarts the auto-hide timer when a new message replaces the current one.
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={DISPLAY_MS}
          onClose={close}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <Alert severity={current.kind} variant="filled" onClose={close} sx={{ width: '100%' }}>
            {current.text}
          </Alert>
        </Snackbar>
      )}
    </NotificationContext>
  );
}
