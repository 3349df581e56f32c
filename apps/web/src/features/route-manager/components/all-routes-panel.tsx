import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { RouteManagerDayResponse } from '@employee-portal/core/routing/route-manager.schema';
import { LazyRouteMap } from '../../../components/map/lazy-route-map.tsx';
import { distance, drawnEndpoint, duration, routeColour } from '../route-format.ts';
import { stopLabel } from './route-stop-list.tsx';

const jobPath = (id: number) => pathTo('schedule_show', { id });

interface AllRoutesPanelProps {
  day: RouteManagerDayResponse;
  onPickTech: (userId: number) => void;
}

/** Every tech's route of the day side by side: their size in a table, all of them on one map. */
export function AllRoutesPanel({ day, onPickTech }: AllRoutesPanelProps) {
  const navigate = useNavigate();
  const routes = day.routes.filter((route) => route.stops.length > 0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Routes of the day">
          <TableHead>
            <TableRow>
              <TableCell>Tech</TableCell>
              <TableCell align="right">Stops</TableCell>
              <TableCell align="right">Distance</TableCell>
              <TableCell align="right">Drive time</TableCell>
              <TableCell align="right">Finishes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {routes.map((route) => (
              <TableRow key={route.user_id}>
                <TableCell>
                  <Link component="button" type="button" onClick={() => onPickTech(route.user_id)}>
                    {route.name}
                  </Link>
                </TableCell>
                <TableCell align="right">{route.stops.length}</TableCell>
                <TableCell align="right">{route.measured ? distance(route.measured.distance_m) : '—'}</TableCell>
                <TableCell align="right">{route.measured ? duration(route.measured.duration_s) : '—'}</TableCell>
                <TableCell align="right">{route.measured?.finish_time ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {day.unassigned.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="route-manager-unassigned">
          <Typography variant="subtitle1" component="h2" id="route-manager-unassigned">
            Unassigned jobs ({day.unassigned.length})
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {day.unassigned.map((stop) => (
              <li key={stop.job_id}>
                {stopLabel(stop)}, {stop.address}
              </li>
            ))}
          </Box>
        </Paper>
      )}
      <LazyRouteMap
        label="Map of the day's routes"
        routes={routes.map((route, index) => ({
          id: route.user_id,
          name: route.name,
          colour: routeColour(index, route.colour),
          stops: route.stops
            .filter((stop) => stop.on_map)
            .map((stop, order) => ({
              id: stop.job_id,
              order: order + 1,
              label: stopLabel(stop),
              lat: stop.lat!,
              lng: stop.lng!,
            })),
          start: drawnEndpoint(route.start),
          end: drawnEndpoint(route.end),
        }))}
        hrefOf={jobPath}
        onOpenStop={(id) => void navigate(jobPath(id))}
        linkLabel="Open Job"
      />
    </Box>
  );
}
