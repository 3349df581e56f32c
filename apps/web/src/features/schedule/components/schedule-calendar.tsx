/**
 * The office's calendar of jobs (react-big-calendar with the date-fns localizer). Jobs are day-based, so each is an
 * all-day event: the week and day views show only their all-day rows, and the day view has one column per tech.
 * Its stylesheet is imported here, so it loads only with the schedule.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Calendar, dateFnsLocalizer, type EventProps, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { JobWire } from '@employee-portal/core/jobs/job.responses';
import { jobStatusLabels } from '@employee-portal/core/jobs/job.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { eventColours } from '../job-colours.ts';
import { dateOfDay, dayOfDate, type ScheduleView } from '../schedule-view.ts';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });

interface JobEvent {
  job: JobWire;
  title: string;
  start: Date;
  end: Date;
  allDay: true;
  resourceId: number | 'unassigned';
}

interface TechColumn {
  id: number | 'unassigned';
  title: string;
}

const MESSAGES = {
  previous: 'Previous',
  next: 'Next',
  today: 'Today',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  noEventsInRange: 'No jobs in these days.',
  showMore: (count: number) => `+${count} more`,
};

/** Each event is a link to its job: a click or Enter opens it, and screen readers hear its status and day too. */
function JobEventLink({ event }: EventProps<JobEvent>) {
  return (
    <RouterLink
      to={pathTo('schedule_show', { id: event.job.id })}
      aria-label={`${event.title}, ${jobStatusLabels[event.job.status]}, ${format(event.start, 'EEEE, MMMM d')}`}
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      {event.title}
    </RouterLink>
  );
}

interface ScheduleCalendarProps {
  jobs: readonly JobWire[];
  view: ScheduleView;
  day: string;
  onView: (view: ScheduleView) => void;
  onNavigate: (day: string) => void;
}

const TABLE_ROLES = '[role="table"],[role="rowgroup"],[role="row"],[role="cell"],[role="columnheader"]';

/**
 * react-big-calendar marks its grid with table roles only in part (rows without cells, column headers inside day
 * buttons), which screen readers announce as a broken table. The roles are taken off as the calendar draws; it is
 * read through its toolbar and its event links, each naming its day.
 */
function useWithoutBrokenTableRoles() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const strip = () => {
      for (const element of root.querySelectorAll(TABLE_ROLES)) {
        element.removeAttribute('role');
        element.removeAttribute('aria-sort');
        element.removeAttribute('aria-label');
      }
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function ScheduleCalendar({ jobs, view, day, onView, onNavigate }: ScheduleCalendarProps) {
  const theme = useTheme();
  const calendarRef = useWithoutBrokenTableRoles();
  const events = useMemo(
    () =>
      jobs.map(
        (job): JobEvent => ({
          job,
          // The day view names the tech in the column; the others in the event.
          title: view === 'day' ? job.client_name : `${job.client_name} · ${job.assigned_user_name ?? 'Unassigned'}`,
          start: dateOfDay(job.service_date),
          end: dateOfDay(job.service_date),
          allDay: true,
          resourceId: job.assigned_user_id ?? 'unassigned',
        }),
      ),
    [jobs, view],
  );
  // One column per tech with jobs that day, in name order, unassigned last.
  const columns = useMemo(() => {
    const named = new Map<number | 'unassigned', string>();
    for (const job of jobs) named.set(job.assigned_user_id ?? 'unassigned', job.assigned_user_name ?? 'Unassigned');
    return [...named.entries()]
      .map(([id, title]): TechColumn => ({ id, title }))
      .sort((a, b) => Number(a.id === 'unassigned') - Number(b.id === 'unassigned') || a.title.localeCompare(b.title));
  }, [jobs]);

  return (
    <Box
      ref={calendarRef}
      role="region"
      aria-label="Calendar of jobs"
      sx={{
        // The month is a fixed grid ('+N more' opens a day); a week or a day grows with its jobs, all of them shown.
        height: view === 'month' ? 760 : 'auto',
        '& .rbc-time-view': { minHeight: 420 },
        '& .rbc-row-content-scroll-container': { height: 'auto', overflowY: 'visible' },
        // Day-based jobs have no hours: the time grid would be an empty column of hours under the all-day rows.
        '& .rbc-time-content, & .rbc-time-header-gutter': { display: 'none' },
        '& .rbc-time-view .rbc-event-content': { whiteSpace: 'normal' },
        '& .rbc-time-view .rbc-time-header': { flex: 1 },
        '& .rbc-time-view .rbc-allday-cell': { height: 'auto', maxHeight: 'none', flex: 1 },
        '& .rbc-event': { px: 0.75, fontSize: '0.8125rem' },
        '& .rbc-event a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        '& .rbc-toolbar button': { color: theme.palette.text.primary },
        '& .rbc-off-range-bg': { backgroundColor: theme.palette.grey[200] },
        '& .rbc-off-range': { color: theme.palette.text.secondary },
        '& .rbc-today': { backgroundColor: '#e0f2f1' },
      }}
    >
      <Calendar<JobEvent, TechColumn>
        localizer={localizer}
        culture="en-US"
        events={events}
        view={view}
        views={['month', 'week', 'day']}
        onView={(next: View) => onView(next === 'month' || next === 'day' ? next : 'week')}
        date={dateOfDay(day)}
        onNavigate={(next: Date) => onNavigate(dayOfDate(next))}
        resources={view === 'day' && columns.length > 0 ? columns : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        messages={MESSAGES}
        components={{ event: JobEventLink }}
        eventPropGetter={(event) => ({ style: eventColours(theme, event.job.status) })}
        popup
        showAllEvents={view !== 'month'}
        tooltipAccessor={(event) => `${event.title}: ${jobStatusLabels[event.job.status]}, ${event.job.address}`}
      />
    </Box>
  );
}
