import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { formatCents } from '@employee-portal/core/billing/money';
import type { DispatchColumn } from '@employee-portal/core/jobs/dispatch.responses';
import { columnKey } from '../board-arrangement.ts';
import { JobCard } from './job-card.tsx';

/** Narrow enough for four routes side by side beside the open menu at 1300 px; wide enough for a card's address. */
const COLUMN_MIN_WIDTH = 228;
const COLUMN_MAX_WIDTH = 360;

interface BoardColumnProps {
  column: DispatchColumn;
  day: string;
  selected: ReadonlySet<number>;
  onSelect: (jobId: number, selected: boolean) => void;
  onMoveAll: (column: DispatchColumn) => void;
}

/** One tech's route that day (or the unassigned jobs): its header links to the tech's day, its cards take drops. */
export function BoardColumn({ column, day, selected, onSelect, onMoveAll }: BoardColumnProps) {
  const headingId = useId();
  // Only an empty column is a drop target itself: in a full one a job lands by the card it is dropped on, so the
  // keyboard's arrow keys step from card to card instead of to the column around them.
  const droppable = useDroppable({ id: columnKey(column.assigned_user_id), disabled: column.jobs.length > 0 });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { totals } = column;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid={columnKey(column.assigned_user_id)}
      sx={{
        // Equal shares of the board, never narrower than the minimum (a long address is cut short, not widening
        // its column).
        flex: '1 1 0',
        minWidth: COLUMN_MIN_WIDTH,
        maxWidth: COLUMN_MAX_WIDTH,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'grey.100',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', p: 1.5, pb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 600 }}>
            {column.assigned_user_id === null ? (
              column.name
            ) : (
              <Link component={RouterLink} to={`/dispatch_board/${column.assigned_user_id}/show?date=${day}`}>
                {column.name}
              </Link>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {totals.jobs} {totals.jobs === 1 ? 'job' : 'jobs'}, {totals.completed} completed,{' '}
            {formatCents(totals.revenue_cents)}
          </Typography>
        </Box>
        <IconButton
          aria-label={`Actions for ${column.name}`}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          disabled={column.jobs.length === 0}
        >
          <MoreVert />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              onMoveAll(column);
            }}
          >
            Move all jobs to…
          </MenuItem>
        </Menu>
      </Box>
      <SortableContext items={column.jobs.map((job) => job.id)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          ref={droppable.setNodeRef}
          aria-labelledby={headingId}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 1,
            pt: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            minHeight: 96,
            // A long route scrolls inside its column, so two routes' stops can be seen (and dragged) side by side.
            maxHeight: 'calc(100vh - 260px)',
            overflowY: 'auto',
            flexGrow: 1,
            outline: droppable.isOver ? '2px dashed' : 'none',
            outlineColor: 'primary.main',
          }}
        >
          {column.jobs.map((job, index) => (
            <JobCard key={job.id} job={job} stop={index + 1} selected={selected.has(job.id)} onSelect={onSelect} />
          ))}
        </Box>
      </SortableContext>
    </Paper>
  );
}
