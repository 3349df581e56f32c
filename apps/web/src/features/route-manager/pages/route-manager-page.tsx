import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OptimizeAllResponse } from '@employee-portal/core/routing/route-manager.schema';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { useOptimizeAll, useRouteManagerDay, useSaveRoutes } from '../api/route-manager.ts';
import { AllRoutesPanel } from '../components/all-routes-panel.tsx';
import { OptimizeAllProposal } from '../components/optimize-all-proposal.tsx';
import { TechRoutePanel } from '../components/tech-route-panel.tsx';
import { ALREADY_BEST_ROUTES, proposalGains } from '../route-format.ts';
import { DayPicker } from '../../../components/day-picker.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Spec /route_manager: a day's routes per tech on the map and in order, optimised, saved and printed. */
export default function RouteManagerPage() {
  const today = useOrganizationToday();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const day = asked && DAY.test(asked) ? asked : today;
  const techParam = params.get('tech');
  const tech = techParam && /^[1-9]\d*$/.test(techParam) ? Number(techParam) : null;
  const routeDay = useRouteManagerDay(day);
  const optimizeAll = useOptimizeAll();
  const saveRoutes = useSaveRoutes();
  const [proposal, setProposal] = useState<OptimizeAllResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [alreadyBest, setAlreadyBest] = useState(false);

  const change = (next: { date?: string; tech?: number | null }) => {
    const nextDay = next.date ?? day;
    const nextTech = next.tech === undefined ? tech : next.tech;
    const search = new URLSearchParams();
    if (nextDay !== today) search.set('date', nextDay);
    if (nextTech !== null) search.set('tech', String(nextTech));
    if (nextDay !== day) {
      setProposal(null);
      setAlreadyBest(false);
    }
    setParams(search, { replace: true });
  };

  const runOptimizeAll = () => {
    setFailure(null);
    setAlreadyBest(false);
    setProposal(null);
    optimizeAll.mutate(day, {
      // A proposal that gains nothing is not offered: there is nothing to save.
      onSuccess: (answer) => (proposalGains(answer) ? setProposal(answer) : setAlreadyBest(true)),
      onError: (error) => setFailure(serverFailureLine(error)),
    });
  };
  const saveProposal = () => {
    if (!proposal) return;
    setFailure(null);
    saveRoutes.mutate(
      {
        service_date: proposal.service_date,
        routes: proposal.routes.map((route) => ({ assigned_user_id: route.user_id, job_ids: route.job_ids })),
      },
      {
        onSuccess: () => {
          setProposal(null);
          notify('All routes were saved.');
        },
        onError: (error) => setFailure(serverFailureLine(error)),
      },
    );
  };

  const data = routeDay.data?.service_date === day ? routeDay.data : undefined;
  const routes = data?.routes ?? [];
  const picked = tech === null ? null : routes.find((route) => route.user_id === tech);
  const hasJobs = routes.some((route) => route.stops.length > 0) || (data?.unassigned.length ?? 0) > 0;

  return (
    <Box component="section" aria-labelledby="route-manager-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h1" id="route-manager-title" sx={{ flexGrow: 1 }}>
          Route Manager
        </Typography>
        <DayPicker day={day} today={today} onChange={(date) => change({ date })} />
        <Box sx={{ '& .MuiTextField-root': { minWidth: 200 } }}>
          <FilterSelect
            label="Tech"
            allLabel="All techs"
            value={tech ?? undefined}
            options={data ? routes.map((route) => ({ value: String(route.user_id), label: route.name })) : undefined}
            onChange={(value) => change({ tech: value ? Number(value) : null })}
          />
        </Box>
        <Button variant="outlined" onClick={runOptimizeAll} loading={optimizeAll.isPending} disabled={!hasJobs}>
          Optimize all
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {alreadyBest && (
        <Alert severity="info" sx={{ mb: 2 }} role="status" onClose={() => setAlreadyBest(false)}>
          {ALREADY_BEST_ROUTES}
        </Alert>
      )}
      {proposal && (
        <OptimizeAllProposal
          proposal={proposal}
          saving={saveRoutes.isPending}
          onSave={saveProposal}
          onCancel={() => setProposal(null)}
        />
      )}
      {routeDay.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void routeDay.refetch()}>
              Try again
            </Button>
          }
        >
          The routes could not be loaded.
        </Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="Loading the routes" />
        </Box>
      ) : !hasJobs ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography role="status">No jobs on this day</Typography>
        </Paper>
      ) : picked ? (
        <TechRoutePanel
          key={`${day}-${picked.user_id}`}
          day={day}
          route={picked}
          colourIndex={Math.max(0, routes.filter((route) => route.stops.length > 0).indexOf(picked))}
          roadFactor={data.road_factor}
        />
      ) : tech !== null ? (
        <Alert severity="warning">This tech has no route on this day.</Alert>
      ) : (
        <AllRoutesPanel day={data} onPickTech={(userId) => change({ tech: userId })} />
      )}
    </Box>
  );
}
