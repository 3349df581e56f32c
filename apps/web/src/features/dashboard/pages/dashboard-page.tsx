import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { hasPermission } from '@employee-portal/core/access/permissions';
import { completeLayout } from '@employee-portal/core/dashboard/layout';
import type { SavedTimeRange } from '@employee-portal/core/dashboard/time-range';
import {
  dashboardWidgetKeys,
  mayReadDashboardWidget,
  type DashboardWidgetKey,
} from '@employee-portal/core/dashboard/widgets';
import { todayIn } from '@employee-portal/core/dates';
import { messages } from '@employee-portal/core/messages/catalogue';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { OnboardingGuide } from '../../onboarding-guide/index.tsx';
import { useDashboardLayout } from '../api/dashboard-layout.ts';
import { useSaveDashboardTimeRangesMutation } from '../api/save-time-ranges.ts';
import { CohortSection } from '../components/cohort-section.tsx';
import { WidgetCard } from '../components/widget-card.tsx';
import { savedDashboardRanges, type DashboardTimeRanges } from '../time-range-state.ts';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' } as const;

export default function DashboardPage() {
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const notify = useNotify();
  const [ranges, setRanges] = useState<DashboardTimeRanges>(() => savedDashboardRanges(user?.user_settings ?? []));
  const save = useSaveDashboardTimeRangesMutation();
  const layout = useDashboardLayout(user?.user_id ?? 0);
  if (!user) return null;

  // "Today" is the organization's calendar day, whatever the browser's zone (DESIGN §3).
  const today = todayIn(user.time_zone, new Date());
  // The user's arrangement (the standard order if it cannot be read), and only the figures whose page the person may
  // open (core's map, which the API enforces too).
  const widgets = completeLayout(layout.data?.widgets ?? null).filter(
    (item) => !item.hidden && mayReadDashboardWidget(user.permissions, item.key),
  );

  // Someone whose role reads no figure (a field tech) has nothing to arrange.
  const mayArrange =
    hasPermission(user.permissions, 'customize_dashboard') &&
    dashboardWidgetKeys.some((key) => mayReadDashboardWidget(user.permissions, key));

  const changeRange = (key: DashboardWidgetKey, range: SavedTimeRange) => {
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
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            Welcome, {user.full_name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {user.organization_name}
          </Typography>
        </Box>
        {mayArrange && (
          <Button component={RouterLink} to={pathTo('customize_dashboard')} startIcon={<TuneIcon />}>
            Customize Dashboard
          </Button>
        )}
      </Box>
      <OnboardingGuide />
      {layout.isPending ? (
        <Box sx={GRID} aria-busy="true" aria-label="Loading">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" height={240} />
          ))}
        </Box>
      ) : (
        <Box sx={GRID}>
          {widgets.map((item) => (
            <WidgetCard
              key={item.key}
              widgetKey={item.key}
              range={ranges[item.key]}
              today={today}
              onRangeChange={(range) => changeRange(item.key, range)}
            />
          ))}
        </Box>
      )}
      {mayReadDashboardWidget(user.permissions, 'lifetime_value') && <CohortSection today={today} />}
    </Box>
  );
}
