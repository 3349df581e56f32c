import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { SubscriptionKind } from '@employee-portal/core/subscriptions/subscription-wire';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import type { LocationSchedule, ScheduleEntryView } from '../schedule.ts';
import { serviceDaysText } from '../service-days.ts';
import { KIND_PATHS } from '../subscription-kind.ts';
import { SubscribeDialog } from './subscribe-dialog.tsx';
import { SubscriptionStatusChip } from './subscription-status-chip.tsx';
import type { SubscriptionPrefill } from '../subscription-prefill.ts';

/** A subscription planned for one of the locations: its Subscribe form opens at once, filled in. */
export interface PlannedSubscription {
  locationId: number;
  prefill: SubscriptionPrefill;
}

interface LocationSchedulesProps {
  kind: SubscriptionKind;
  schedules: readonly LocationSchedule[];
  /** An inactive client gets no new subscriptions. */
  disabled: boolean;
  planned?: PlannedSubscription | null;
  /** The planned Subscribe form was closed (saved or not): it does not open again. */
  onPlannedDone?: () => void;
}

/** Each location with its schedule entries (spec §3, after spec §4's rules) and a way to subscribe it. */
export function LocationSchedules({ kind, schedules, disabled, planned, onPlannedDone }: LocationSchedulesProps) {
  const notify = useNotify();
  const plannedPlace = disabled ? undefined : schedules.find((location) => location.locationId === planned?.locationId);
  const [subscribing, setSubscribing] = useState<{ id: number; title: string; prefill?: SubscriptionPrefill } | null>(
    () =>
      plannedPlace && planned
        ? { id: plannedPlace.locationId, title: plannedPlace.title, prefill: planned.prefill }
        : null,
  );
  const closeSubscribe = () => {
    if (subscribing?.prefill) onPlannedDone?.();
    setSubscribing(null);
  };
  return (
    <>
      <List aria-label="Schedule by location" disablePadding>
        {schedules.map((location) => (
          <ListItem
            key={location.locationId}
            divider
            aria-label={location.title}
            disableGutters
            sx={{ display: 'block' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 500, flexGrow: 1 }}>
                {location.title}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                disabled={disabled}
                onClick={() => setSubscribing({ id: location.locationId, title: location.title })}
              >
                Subscribe
              </Button>
            </Box>
            {location.entries.length === 0 ? (
              <Typography color="text.secondary">No service scheduled yet.</Typography>
            ) : (
              <List dense aria-label={`Schedule of ${location.title}`}>
                {location.entries.map((entry) => (
                  <EntryItem key={entry.key} kind={kind} entry={entry} />
                ))}
              </List>
            )}
          </ListItem>
        ))}
      </List>
      {subscribing && (
        <SubscribeDialog
          kind={kind}
          location={subscribing}
          prefill={subscribing.prefill}
          onClose={closeSubscribe}
          onCreated={() => {
            notify(`${subscribing.title} was subscribed.`);
            closeSubscribe();
          }}
        />
      )}
    </>
  );
}

function EntryItem({ kind, entry }: { kind: SubscriptionKind; entry: ScheduleEntryView }) {
  const dateFormat = useDateFormat();
  const day = (date: string) => formatCalendarDate(date, dateFormat);
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {entry.subscriptionId !== null ? (
          <Link component={RouterLink} to={pathTo(KIND_PATHS[kind].showRoute, { id: entry.subscriptionId })}>
            {entry.planName}
          </Link>
        ) : (
          <span>{entry.planName}</span>
        )}
        {entry.frequencyLabel.toLowerCase() !== entry.planName.toLowerCase() && (
          <Typography component="span" color="text.secondary">
            {entry.frequencyLabel}
          </Typography>
        )}
        {entry.status && <SubscriptionStatusChip status={entry.status} />}
        {entry.unassigned && <Chip size="small" color="warning" label="Unassigned" />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {serviceDaysText(entry.serviceDays, dateFormat)}
      </Typography>
      {entry.nextCleanup && <Typography variant="body2">Next cleanup: {day(entry.nextCleanup)}</Typography>}
      {entry.pause && (
        <Alert severity="warning" sx={{ mt: 0.5, py: 0 }}>
          Paused from {day(entry.pause.from)} until {day(entry.pause.to)}
        </Alert>
      )}
    </ListItem>
  );
}
