import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OptimizedRoute } from '@employee-portal/core/routing/route-optimize.schema';
import { duration, kilometres, miles } from '../route-format.ts';

interface RouteTotalsProps {
  measured: OptimizedRoute | null;
  roadFactor: number;
  stops: number;
}

/** The day's size: distance in miles and kilometres, drive and service time, when the tech is back. */
export function RouteTotals({ measured, roadFactor, stops }: RouteTotalsProps) {
  if (!measured)
    return (
      <Typography color="text.secondary" role="status">
        {stops} {stops === 1 ? 'stop' : 'stops'}, none on the map: no distance to show.
      </Typography>
    );
  const facts: [string, string][] = [
    ['Stops', String(stops)],
    ['Distance', `${miles(measured.distance_m)} (${kilometres(measured.distance_m)})`],
    ['Drive time', duration(measured.duration_s)],
    ['On site', duration(measured.service_s)],
    ['Leaves', measured.start_time],
    ['Finishes', measured.finish_time],
  ];
  return (
    <Box component="section" aria-label="Route totals">
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'flex', gap: 0.5 }}>
            <Typography component="dt" color="text.secondary">
              {term}:
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }} data-testid={`route-total-${term}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {measured.distance_source === 'straight_line' && (
        <Typography variant="body2" color="text.secondary">
          Distances estimated (straight-line × {roadFactor})
        </Typography>
      )}
    </Box>
  );
}
