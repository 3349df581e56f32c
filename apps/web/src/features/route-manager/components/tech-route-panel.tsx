import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { arrayMove } from '@dnd-kit/sortable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { OptimizedRoute } from '@employee-portal/core/routing/route-optimize.schema';
import type { TechRoute } from '@employee-portal/core/routing/route-manager.schema';
import { LazyRouteMap } from '../../../components/map/lazy-route-map.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { downloadRouteSheet, useOptimizeRoute, useSaveRoute } from '../api/route-manager.ts';
import { ALREADY_BEST_ORDER, drawnEndpoint, endpointNote, miles, optimizeGains, routeColour } from '../route-format.ts';
import { RouteStopList, stopLabel } from './route-stop-list.tsx';
import { RouteTotals } from './route-totals.tsx';

const jobPath = (id: number) => pathTo('schedule_show', { id });

interface TechRoutePanelProps {
  day: string;
  route: TechRoute;
  colourIndex: number;
  roadFactor: number;
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * One tech's route: reordered by hand or optimised around pinned stops, measured as it changes, saved (order and pins)
 * when the office says so. Nothing reaches the tech's phone until 'Save route'.
 */
export function TechRoutePanel({ day, route, colourIndex, roadFactor }: TechRoutePanelProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const optimize = useOptimizeRoute();
  const measure = useOptimizeRoute();
  const save = useSaveRoute();
  const [draft, setDraft] = useState<number[] | null>(null);
  const [draftMeasure, setDraftMeasure] = useState<OptimizedRoute | null>(null);
  // Null: the pins as saved with the route.
  const [pinDraft, setPinDraft] = useState<ReadonlySet<number> | null>(null);
  const [comparison, setComparison] = useState<{ before: number; after: number } | null>(null);
  const [alreadyBest, setAlreadyBest] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latestMeasure = useRef(0);

  const byId = useMemo(() => new Map(route.stops.map((stop) => [stop.job_id, stop])), [route.stops]);
  const savedPins = useMemo(
    () => new Set(route.stops.filter((stop) => stop.is_pinned).map((stop) => stop.job_id)),
    [route.stops],
  );
  const pinned = pinDraft ?? savedPins;
  const pinsChanged = pinDraft !== null && !sameSet(pinDraft, savedPins);
  const unsaved = draft !== null || pinsChanged;
  // A draft names only stops still on the route (a live refresh may have taken one away); new ones follow.
  const order = useMemo(() => {
    const kept = (draft ?? []).filter((id) => byId.has(id));
    const rest = route.stops.map((stop) => stop.job_id).filter((id) => !kept.includes(id));
    return draft ? [...kept, ...rest] : rest;
  }, [draft, byId, route.stops]);
  const stops = order.map((id) => byId.get(id)!);
  const mapped = stops.filter((stop) => stop.on_map);
  const measured = draft ? (draftMeasure ?? null) : route.measured;
  const legs = useMemo(() => new Map((measured?.legs ?? []).map((leg) => [leg.to_id as number, leg])), [measured]);
  const canRoute = route.start !== null && route.end !== null && mapped.length > 0;

  const bodyFor = (ids: readonly number[], pinAll: boolean) => ({
    stops: ids
      .map((id) => byId.get(id)!)
      .filter((stop) => stop.on_map)
      .map((stop, index) => ({
        id: stop.job_id,
        lat: stop.lat!,
        lng: stop.lng!,
        service_minutes: stop.service_minutes,
        pinned_position: pinAll || pinned.has(stop.job_id) || stop.is_closed ? index + 1 : null,
      })),
    start: { lat: route.start!.lat, lng: route.start!.lng },
    end: { lat: route.end!.lat, lng: route.end!.lng },
  });

  /** A new order by hand: shown at once, measured when the server answers (the latest order wins). */
  const reorder = (next: number[]) => {
    setDraft(next);
    setComparison(null);
    setAlreadyBest(false);
    if (!canRoute) return;
    const ticket = ++latestMeasure.current;
    measure.mutate(bodyFor(next, true), {
      onSuccess: (answer) => ticket === latestMeasure.current && setDraftMeasure(answer),
    });
  };
  const move = (from: number, to: number) => reorder(arrayMove(order, from, to));
  const togglePin = (jobId: number) => {
    setAlreadyBest(false);
    const next = new Set(pinned);
    if (next.has(jobId)) next.delete(jobId);
    else next.add(jobId);
    setPinDraft(next);
  };

  const runOptimize = () => {
    setFailure(null);
    setComparison(null);
    setAlreadyBest(false);
    const before = measured?.distance_m ?? null;
    latestMeasure.current += 1;
    optimize.mutate(bodyFor(order, false), {
      onSuccess: (answer) => {
        const current = order.filter((id) => byId.get(id)!.on_map);
        // Nothing gained: the route stays as it is, with nothing new to save.
        if (!optimizeGains(current, before, answer)) {
          setAlreadyBest(true);
          return;
        }
        const unmapped = order.filter((id) => !byId.get(id)!.on_map);
        setDraft([...answer.order.map(Number), ...unmapped]);
        setDraftMeasure(answer);
        if (before !== null) setComparison({ before, after: answer.distance_m });
      },
      onError: (error) => setFailure(serverFailureLine(error)),
    });
  };
  const discard = () => {
    setDraft(null);
    setDraftMeasure(null);
    setPinDraft(null);
    setComparison(null);
    setAlreadyBest(false);
  };
  const saveRoute = () => {
    setFailure(null);
    save.mutate(
      {
        service_date: day,
        assigned_user_id: route.user_id,
        job_ids: order,
        pinned_job_ids: order.filter((id) => pinned.has(id)),
      },
      {
        onSuccess: () => {
          discard();
          notify(`${route.name}'s route was saved.`);
        },
        onError: (error) => setFailure(serverFailureLine(error)),
      },
    );
  };
  const sheet = async () => {
    try {
      await downloadRouteSheet(day, route.user_id, route.name);
    } catch (error) {
      notify(serverFailureLine(error), 'error');
    }
  };

  const notes = [endpointNote('start', route.start), endpointNote('end', route.end)].filter(Boolean);
  return (
    <Box component="section" aria-label={`${route.name}'s route`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {route.name}
        </Typography>
        {unsaved && <Chip label="Unsaved changes" color="warning" variant="outlined" />}
        <Button variant="outlined" onClick={runOptimize} loading={optimize.isPending} disabled={!canRoute}>
          Optimize
        </Button>
        <Button variant="contained" onClick={saveRoute} loading={save.isPending} disabled={!unsaved}>
          Save route
        </Button>
        {unsaved && <Button onClick={discard}>Discard changes</Button>}
        <Button onClick={() => void sheet()} disabled={route.stops.length === 0}>
          Route sheet (PDF)
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {comparison && (
        <Alert severity={comparison.after < comparison.before ? 'success' : 'info'} sx={{ mb: 1 }} role="status">
          Optimized: distance {miles(comparison.before)} → {miles(comparison.after)}. Not saved yet.
        </Alert>
      )}
      {alreadyBest && (
        <Alert severity="info" sx={{ mb: 1 }} role="status">
          {ALREADY_BEST_ORDER}
        </Alert>
      )}
      {notes.map((note) => (
        <Alert key={note} severity="info" sx={{ mb: 1 }}>
          {note}
        </Alert>
      ))}
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <RouteTotals measured={measured} roadFactor={roadFactor} stops={stops.length} />
      </Paper>
      {stops.length === 0 ? (
        <Typography role="status">No jobs on this day</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <RouteStopList stops={stops} legs={legs} pinned={pinned} onMove={move} onTogglePin={togglePin} />
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 }, alignSelf: 'start' }}>
            <LazyRouteMap
              label={`Map of ${route.name}'s route`}
              routes={[
                {
                  id: route.user_id,
                  name: route.name,
                  colour: routeColour(colourIndex, route.colour),
                  stops: mapped.map((stop, index) => ({
                    id: stop.job_id,
                    order: index + 1,
                    label: stopLabel(stop),
                    lat: stop.lat!,
                    lng: stop.lng!,
                  })),
                  start: drawnEndpoint(route.start),
                  end: drawnEndpoint(route.end),
                },
              ]}
              hrefOf={jobPath}
              onOpenStop={(id) => void navigate(jobPath(id))}
              linkLabel="Open Job"
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
