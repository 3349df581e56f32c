import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import NavigationIcon from '@mui/icons-material/Navigation';
import { formatCents } from '@employee-portal/core/billing/money';
import type { TechStopWire } from '@employee-portal/core/jobs/tech-day.responses';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { JobStatusChip, useAdvanceJob } from '../../jobs/index.ts';
import { useRefreshDay } from '../api/tech-day.ts';

/** Opens the phone's maps app with directions: by the pin when there is one, else by the address. */
export const directionsUrl = (stop: Pick<TechStopWire, 'lat' | 'lng' | 'address' | 'zip'>) => {
  const destination =
    stop.lat !== null && stop.lng !== null ? `${stop.lat},${stop.lng}` : `${stop.address} ${stop.zip}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
};

const OPEN = new Set(['scheduled', 'on_the_way', 'in_progress']);

interface StopCardProps {
  stop: TechStopWire;
  number: number;
  onComplete: () => void;
  onSkip: () => void;
  /** Present when the tech may reorder their route. */
  move?: { up: (() => void) | null; down: (() => void) | null; busy: boolean };
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** One stop of the day, sized for a phone: where, what to know, and the buttons for the visit. */
export function StopCard({ stop, number, onComplete, onSkip, move }: StopCardProps) {
  const advance = useAdvanceJob(stop.id);
  const refresh = useRefreshDay();
  const open = OPEN.has(stop.status);
  const go = (status: 'on_the_way' | 'in_progress') => advance.mutate(status, { onSuccess: refresh });

  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} aria-label={`Stop ${number}: ${stop.address}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {number}. {stop.client_name}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {stop.address} {stop.zip}
            </Typography>
          </Box>
          <JobStatusChip status={stop.status} />
        </Stack>
        <Stack spacing={0.25} sx={{ mt: 1 }}>
          {stop.gate_code && <Detail label="Gate code">{stop.gate_code}</Detail>}
          <Detail label="Dogs">{stop.dog_count ?? 'Not known'}</Detail>
          {stop.office_notes && <Detail label="Notes">{stop.office_notes}</Detail>}
          {stop.client_phone && (
            <Detail label="Phone">
              <Link href={`tel:${stop.client_phone}`}>{stop.client_phone}</Link>
            </Detail>
          )}
          {stop.price_cents !== null && <Detail label="Price">{formatCents(stop.price_cents)}</Detail>}
          {stop.photos.length > 0 && <Detail label="Photos">{stop.photos.length}</Detail>}
        </Stack>
        {advance.error && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
            {serverFailureLine(advance.error)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button
          href={directionsUrl(stop)}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<NavigationIcon />}
          variant="outlined"
          size="small"
        >
          Navigate
        </Button>
        {open && stop.status === 'scheduled' && (
          <Button variant="contained" size="small" onClick={() => go('on_the_way')} loading={advance.isPending}>
            On my way
          </Button>
        )}
        {open && stop.status !== 'in_progress' && (
          <Button variant="outlined" size="small" onClick={() => go('in_progress')} loading={advance.isPending}>
            Arrived
          </Button>
        )}
        {open && (
          <Button variant="contained" color="success" size="small" onClick={onComplete}>
            Complete
          </Button>
        )}
        {open && (
          <Button variant="outlined" color="warning" size="small" onClick={onSkip}>
            Skip
          </Button>
        )}
        {move && (
          <Box sx={{ ml: 'auto' }}>
            <IconButton
              aria-label={`Move stop ${number} up`}
              onClick={move.up ?? undefined}
              disabled={!move.up || move.busy}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move stop ${number} down`}
              onClick={move.down ?? undefined}
              disabled={!move.down || move.busy}
            >
              <ArrowDownwardIcon />
            </IconButton>
          </Box>
        )}
      </CardActions>
    </Card>
  );
}
