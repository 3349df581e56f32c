import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { badgeText } from '@employee-portal/core/notifications.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useMarkSeenMutation, useUnreadCount } from '../api/unread-count.ts';

interface NotificationBellProps {
  /** False while the organization has neither subscription nor trial: the API refuses the count and the list. */
  active: boolean;
}

/** Spec §2 "Top bar": the bell with the unread count ('9+' above 9); opening it clears the count. */
export function NotificationBell({ active }: NotificationBellProps) {
  const navigate = useNavigate();
  const unread = useUnreadCount(active);
  const markSeen = useMarkSeenMutation();
  const count = active ? (unread.data ?? 0) : 0;
  const label = count > 0 ? `Notifications (${badgeText(count)} unread)` : 'Notifications';

  const open = () => {
    markSeen.mutate();
    navigate(pathTo('notifications'));
  };

  return (
    <IconButton color="inherit" aria-label={label} onClick={open} disabled={!active}>
      {/* No hidden '0' in the button: its text would contradict the button's name. */}
      <Badge badgeContent={count > 0 ? badgeText(count) : null} color="error" overlap="circular">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
