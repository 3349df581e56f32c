import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SavedTimeRange } from '@employee-portal/core/dashboard/time-range';
import {
  builtDashboardWidgets,
  mayReadDashboardWidget,
  type BuiltDashboardWidgetKey,
} from '@employee-portal/core/dashboard/widgets';
import { todayIn } from '@employee-portal/core/dates';
import { messages } from '@employee-portal/core/messages/catalogue';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSaveDashboardTimeRangesMutation } from '../api/save-time-ranges.ts';
import { WidgetCard } from '../components/widget-card.tsx';
import { savedDashboardRanges, type DashboardTimeRanges } from '../time-range-state.ts';

export default function DashboardPage() {
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const notify = useNotify();
  const [ranges, setRanges] = useState<DashboardTimeRanges>(() => savedDashboardRanges(user?.user_settings ?? []));
  const save = useSaveDashboardTimeRangesMutation();
  if (!user) return null;

  // "Today" is the organization's calendar day, whatever the browser's zone (DESIGN §3).
  const today = todayIn(user.time_zone, new Date());
  // Only the figures whose page the person may open (core's map, which the API enforces too).
  const widgets = builtDashboardWidgets.filter((widget) => mayReadDashboardWidget(user.permissions, widget.key));

  const changeRange = (key: BuiltDashboardWidgetKey, range: SavedTimeRange) => {
    const next = { ...ranges, [key]: range };
    setRanges(next);
    save.mutate(next, {
      onSuccess: ({ user_settings }) => {
        // Only if the same account is still signed in: the answer may arrive after a switch.
        const current = useSessionStore.getState().user;
        if (current && current.user_id === user.user_id && current.organization_id === user.organization_id)
          setUser({ ...current, user_settings });
      },
      onError: () => notify(messages.somethingWentWrong, 'error'),
    });
  };

  return (
    <Box>
      <Typography variant="h5" component="h1">
        Welcome, {user.full_name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user.organization_name}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
        {widgets.map((widget) => (
          <WidgetCard
            key={widget.key}
            widget={widget}
            range={ranges[widget.key]}
            today={today}
            onRangeChange={(range) => changeRange(widget.key, range)}
          />
        ))}
      </Box>
    </Box>
  );
}
