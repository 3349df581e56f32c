import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { TechRoute } from '../tech-routes.ts';

const stopsText = (count: number) => `${count} ${count === 1 ? 'stop' : 'stops'}`;

/** Which colour is whose route, and the jobs a pin cannot show (their location has no position yet). */
export function RouteLegend({ routes }: { routes: readonly TechRoute[] }) {
  const unplaced = routes.flatMap((route) => route.unplaced.map((job) => ({ job, route })));
  return (
    <Box component="section" aria-labelledby="map-colour-legend">
      <Typography variant="subtitle2" component="h2" id="map-colour-legend">
        Colour legend: techs
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Each colour is one tech's route; the number on a pin is its stop in that route. Grey pins are unassigned jobs.
      </Typography>
      <Box
        component="ul"
        aria-label="Techs on the map"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {routes.map((route) => (
          <Box component="li" key={route.techId ?? 'unassigned'} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: route.colour, flexShrink: 0 }}
            />
            <Typography variant="body2">
              {route.name}: {stopsText(route.stops.length + route.unplaced.length)}
            </Typography>
          </Box>
        ))}
      </Box>
      {unplaced.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h2">
            Not on the map (no position)
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {unplaced.map(({ job, route }) => (
              <li key={job.id}>
                <Link component={RouterLink} to={pathTo('schedule_show', { id: job.id })}>
                  {job.client_name}, {job.address}
                </Link>{' '}
                ({route.name})
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
