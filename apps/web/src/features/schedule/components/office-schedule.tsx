/** The office's schedule: jobs of the visible days per tech, filtered; loaded only for members who dispatch. */
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/Map';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { useJobs } from '../../jobs/index.ts';
import { clientMatcher } from '../client-search.ts';
import { jobQueryOf, readScheduleState, scheduleParams, type ScheduleState } from '../schedule-view.ts';
import { ScheduleCalendar } from './schedule-calendar.tsx';
import { ScheduleFilters } from './schedule-filters.tsx';
import { ClientMatches } from './client-matches.tsx';
import { ClientSearchField, useClientSearch } from './client-search-field.tsx';
import { StatusLegend } from './status-legend.tsx';

export function OfficeSchedule() {
  const today = useOrganizationToday();
  const [params, setParams] = useSearchParams();
  const state = readScheduleState(params, today);
  const jobs = useJobs(jobQueryOf(state));
  const change = (next: Partial<ScheduleState>) => setParams(scheduleParams({ ...state, ...next }, today));
  const [clientText, setClientText] = useClientSearch();
  const matches = clientMatcher(clientText);
  const loaded = jobs.data?.jobs ?? [];
  const shown = matches ? loaded.filter(matches) : loaded;
  const filtered = state.tech !== null || state.area !== null || state.status !== null || state.kind !== null;
  const mapDay = new URLSearchParams(state.day === today ? '' : `date=${state.day}`).toString();

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Schedule
        </Typography>
        <Button
          component={RouterLink}
          to={`${pathTo('schedule_map_view')}${mapDay ? `?${mapDay}` : ''}`}
          startIcon={<MapIcon />}
        >
          Map View
        </Button>
      </Box>
      <ScheduleFilters
        state={state}
        onChange={change}
        search={<ClientSearchField value={clientText} onChange={setClientText} />}
      />
      <Box sx={{ height: 4, my: 1 }}>{jobs.isFetching && <LinearProgress aria-label="Loading jobs" />}</Box>
      {jobs.isError && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void jobs.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(jobs.error)}
        </Alert>
      )}
      {jobs.data?.truncated && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Not every job of these days is shown. Choose a tech, work area or shorter view to see them all.
        </Alert>
      )}
      {matches && jobs.isSuccess && <ClientMatches search={clientText} matches={shown} span="in these days" />}
      {jobs.isSuccess && jobs.data.jobs.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          No jobs in these days{filtered ? ' with these filters' : ''}.
        </Typography>
      )}
      <ScheduleCalendar
        jobs={shown}
        view={state.view}
        day={state.day}
        onView={(view) => change({ view })}
        onNavigate={(day) => change({ day })}
      />
      <StatusLegend />
    </Paper>
  );
}
