import { useSearchParams, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Notification } from '@employee-portal/core/notifications.responses';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import {
  useNotificationList,
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from '../api/notification-list.ts';

const PER_PAGE = 20;

const positivePage = (raw: string | null) => {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { formatDateTime } = useDateFormatters();
  const unread = notification.read_at === null;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={() => onOpen(notification)}
        sx={{ bgcolor: unread ? 'action.hover' : undefined, alignItems: 'flex-start' }}
      >
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Box component="span" sx={{ fontWeight: unread ? 700 : 400 }}>
                {notification.title}
              </Box>
              {unread && <Chip label="Unread" size="small" color="primary" />}
            </Box>
          }
          secondary={
            <>
              {notification.body && (
                <Box component="span" sx={{ display: 'block' }}>
                  {notification.body}
                </Box>
              )}
              <Box component="time" dateTime={notification.created_at} sx={{ display: 'block', mt: 0.5 }}>
                {formatDateTime(notification.created_at)}
              </Box>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

function LoadingRows() {
  return (
    <List aria-busy="true" aria-label="Loading notifications">
      {[0, 1, 2].map((row) => (
        <ListItem key={row} divider>
          <ListItemText primary={<Skeleton width="60%" />} secondary={<Skeleton width="35%" />} />
        </ListItem>
      ))}
    </List>
  );
}

export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const page = positivePage(params.get('page'));
  const unreadOnly = params.get('filter') === 'unread';
  const list = useNotificationList({ page, per_page: PER_PAGE, unread: unreadOnly });
  const read = useReadNotificationMutation();
  const readAll = useReadAllNotificationsMutation();

  const setQuery = (next: { page?: number; unread?: boolean }) => {
    const search = new URLSearchParams();
    if ((next.unread ?? unreadOnly) === true) search.set('filter', 'unread');
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  const open = (notification: Notification) => {
    const follow = () => {
      // A sign-up stored without a link to its lead still leads to the list of leads.
      const link = notification.link ?? (notification.kind === 'client_registration' ? '/leads' : null);
      if (!link) return;
      // Links inside the portal stay in the app; anything else is an ordinary page load.
      if (link.startsWith('/')) navigate(link);
      else window.location.assign(link);
    };
    if (notification.read_at !== null) return follow();
    read.mutate(notification.id, { onSuccess: follow, onError: (error) => notify(serverMessage(error), 'error') });
  };

  const markAll = () =>
    readAll.mutate(undefined, {
      onSuccess: () => notify('All notifications are marked as read.'),
      onError: (error) => notify(serverMessage(error), 'error'),
    });

  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <ListToolbar
        title="Notifications"
        actions={
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={unreadOnly}
                  onChange={(event) => setQuery({ unread: event.target.checked, page: 1 })}
                />
              }
              label="Unread only"
            />
            <Button variant="outlined" onClick={markAll} loading={readAll.isPending} disabled={total === 0}>
              Mark all as read
            </Button>
          </>
        }
      />

      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
              Retry
            </Button>
          }
        >
          {serverMessage(list.error)}
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {unreadOnly ? 'You have no unread notifications.' : 'You have no notifications yet.'}
        </Typography>
      ) : (
        <>
          <List aria-label="Notifications" aria-busy={list.isFetching}>
            {list.data.data.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onOpen={open} />
            ))}
          </List>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                count={pages}
                page={Math.min(page, pages)}
                onChange={(_event, next) => setQuery({ page: next })}
                color="primary"
                aria-label="Notification pages"
              />
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
