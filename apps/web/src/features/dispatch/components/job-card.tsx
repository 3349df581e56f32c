import { Link as RouterLink } from 'react-router';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { formatCents } from '@employee-portal/core/billing/money';
import { isOpenJob } from '@employee-portal/core/jobs/job.schema';
import type { BoardJobWire } from '@employee-portal/core/jobs/dispatch.responses';
import { JobStatusChip } from '../../jobs/index.ts';

interface JobCardProps {
  job: BoardJobWire;
  stop: number;
  selected: boolean;
  onSelect: (jobId: number, selected: boolean) => void;
}

/** One visit on the board: dragged by its handle (mouse, touch or keyboard); a closed visit stays where it is. */
export function JobCard({ job, stop, selected, onSelect }: JobCardProps) {
  const open = isOpenJob(job.status);
  const sortable = useSortable({ id: job.id, disabled: !open });
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={sortable.setNodeRef}
      data-testid={`job-card-${job.id}`}
      aria-label={`Stop ${stop}: ${job.client_name}`}
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 0.5,
        p: 1,
        opacity: sortable.isDragging ? 0.6 : 1,
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        bgcolor: selected ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <IconButton
          size="small"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={open ? `Move ${job.client_name}` : `${job.client_name} is ${job.status}: it stays in place`}
          disabled={!open}
          sx={{ cursor: open ? 'grab' : 'default', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => onSelect(job.id, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${job.client_name}` } }}
        />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Link component={RouterLink} to={`/schedule/${job.id}/show`} sx={{ fontWeight: 600 }}>
          {job.client_name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap title={job.address}>
          {job.address}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <JobStatusChip status={job.status} />
          <Typography variant="body2">{formatCents(job.price_cents)}</Typography>
          {job.service_plan_name && (
            <Typography variant="body2" color="text.secondary">
              {job.service_plan_name}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
