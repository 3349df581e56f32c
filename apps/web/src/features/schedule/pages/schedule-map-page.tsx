import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { LazyRouteMap } from '../../../components/map/lazy-route-map.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { useJobs } from '../../jobs/index.ts';
import { useScheduleTechs } from '../api/schedule-options.ts';
import { RouteLegend } from '../components/route-legend.tsx';
import { ClientMatches } from '../components/client-matches.tsx';
import { ClientSearchField, useClientSearch } from '../components/client-search-field.tsx';
import { clientMatcher } from '../client-search.ts';
import { isCalendarDay } from '../schedule-view.ts';
import { techRoutes } from '../tech-routes.ts';
import { DayPicker } from '../../../components/day-picker.tsx';

const jobPath = (id: number) => pathTo('schedule_show', { id });

/** Spec /schedule/map_view: one day's jobs on the map, a colour and a route line per tech. */
export default function ScheduleMapPage() {
  const today = useOrganizationToday();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date');
  const day = isCalendarDay(dateParam) ? dateParam : today;
  const techParam = params.get('tech');
  const tech = techParam && /^[1-9]\d*$/.test(techParam) ? Number(techParam) : null;
  const [clientSearch, setClientSearch] = useClientSearch();
  const techs = useScheduleTechs();
  const jobs = useJobs({ from: day, to: day, ...(tech !== null && { assigned_user_id: tech }) });
  const matcher = useMemo(() => clientMatcher(clientSearch), [clientSearch]);
  const matches = useMemo(() => (matcher ? (jobs.data?.jobs ?? []).filter(matcher) : null), [jobs.data, matcher]);
  const allRoutes = useMemo(() => techRoutes(jobs.data?.jobs ?? [], techs.data ?? []), [jobs.data, techs.data]);
  // A search keeps the found visits alone, with their stop numbers in their tech's route, unjoined.
  const routes = useMemo(() => {
    if (!matches) return allRoutes;
    const found = new Set(matches.map((job) => job.id));
    return allRoutes
      .map((route) => ({
        ...route,
        stops: route.stops.filter((stop) => found.has(stop.id)),
        unplaced: route.unplaced.filter((job) => found.has(job.id)),
      }))
      .filter((route) => route.stops.length + route.unplaced.length > 0);
  }, [allRoutes, matches]);

  const change = (next: { date?: string; tech?: number | null }) => {
    const nextDay = next.date ?? day;
    const nextTech = next.tech === undefined ? tech : next.tech;
    const search = new URLSearchParams();
    if (nextDay !== today) search.set('date', nextDay);
    if (nextTech !== null) search.set('tech', String(nextTech));
    if (clientSearch.trim()) search.set('client', clientSearch.trim());
    setParams(search);
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Schedule Map
        </Typography>
        <Button component={RouterLink} to={`${pathTo('schedule')}?view=day&date=${day}`}>
          Back to Schedule
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <DayPicker day={day} today={today} onChange={(date) => change({ date })} />
        <Box sx={{ '& .MuiTextField-root': { minWidth: 200 } }}>
          <FilterSelect
            label="Tech"
            allLabel="All techs"
            value={tech ?? undefined}
            options={techs.data?.map((option) => ({ value: String(option.id), label: option.name }))}
            onChange={(value) => change({ tech: value ? Number(value) : null })}
          />
        </Box>
        <ClientSearchField value={clientSearch} onChange={setClientSearch} />
      </Box>
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
      {matches && jobs.isSuccess && <ClientMatches search={clientSearch} matches={matches} span="on this day" />}
      {jobs.isSuccess && jobs.data.jobs.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          No jobs on this day.
        </Typography>
      )}
      <Box sx={{ mb: 2 }}>
        <RouteLegend routes={routes} />
      </Box>
      <LazyRouteMap
        label="Map of the day's jobs"
        routes={routes.map((route) => ({
          ...route,
          id: route.techId ?? 'unassigned',
          joined: route.techId !== null && !matches,
        }))}
        hrefOf={jobPath}
        onOpenStop={(id) => void navigate(jobPath(id))}
        linkLabel="Open Job"
      />
    </Paper>
  );
}
