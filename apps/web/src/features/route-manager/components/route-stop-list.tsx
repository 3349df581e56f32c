import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import type { RouteLeg } from '@employee-portal/core/routing/route-optimize.schema';
import type { RouteManagerStop } from '@employee-portal/core/routing/route-manager.schema';
import { JobStatusChip } from '../../jobs/index.ts';
import { formatClockTime } from '@employee-portal/core/date-time-format';
import { useTimeFormat } from '../../../lib/session-store.ts';
import { miles } from '../route-format.ts';

export const stopLabel = (stop: RouteManagerStop) => stop.location_name ?? stop.client_name;

/** A stop the office may move and pin: open and on the map (closed visits and unmapped ones keep their place). */
export const isArrangeable = (stop: RouteManagerStop) => stop.on_map && !stop.is_closed;

interface RouteStopListProps {
  stops: readonly RouteManagerStop[];
  legs: ReadonlyMap<number, RouteLeg>;
  pinned: ReadonlySet<number>;
  /** Moves the stop at `from` to `to` (indexes into `stops`). */
  onMove: (from: number, to: number) => void;
  onTogglePin: (jobId: number) => void;
}

/** The route's stops in order: dragged by the handle (mouse, touch or keyboard) or stepped with the arrow buttons. */
export function RouteStopList({ stops, legs, pinned, onMove, onTogglePin }: RouteStopListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const mappedCount = stops.filter((stop) => stop.on_map).length;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = stops.findIndex((stop) => stop.job_id === active.id);
    const to = stops.findIndex((stop) => stop.job_id === over.id);
    if (from >= 0 && to >= 0 && to < mappedCount) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={stops.map((stop) => stop.job_id)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label="Stops in route order"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {stops.map((stop, index) => (
            <StopRow
              key={stop.job_id}
              stop={stop}
              index={index}
              leg={legs.get(stop.job_id)}
              pinned={pinned.has(stop.job_id)}
              canMoveUp={isArrangeable(stop) && index > 0 && isArrangeable(stops[index - 1]!)}
              canMoveDown={isArrangeable(stop) && index + 1 < mappedCount && isArrangeable(stops[index + 1]!)}
              onMove={onMove}
              onTogglePin={onTogglePin}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

interface StopRowProps {
  stop: RouteManagerStop;
  index: number;
  leg: RouteLeg | undefined;
  pinned: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (from: number, to: number) => void;
  onTogglePin: (jobId: number) => void;
}

function StopRow({ stop, index, leg, pinned, canMoveUp, canMoveDown, onMove, onTogglePin }: StopRowProps) {
  const timeFormat = useTimeFormat();
  const arrangeable = isArrangeable(stop);
  const sortable = useSortable({ id: stop.job_id, disabled: !arrangeable });
  const label = stopLabel(stop);
  const number = index + 1;
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={sortable.setNodeRef}
      data-testid={`route-stop-${stop.job_id}`}
      aria-label={`Stop ${number}: ${label}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        opacity: sortable.isDragging ? 0.6 : 1,
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        bgcolor: pinned ? 'action.selected' : 'background.paper',
      }}
    >
      <IconButton
        size="small"
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={arrangeable ? `Drag ${label}` : `${label} stays in place`}
        disabled={!arrangeable}
        sx={{ cursor: arrangeable ? 'grab' : 'default', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Typography component="span" sx={{ fontWeight: 600, minWidth: 24 }} aria-hidden="true">
        {stop.on_map ? number : '–'}
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }} noWrap>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {stop.address}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {stop.on_map
            ? leg
              ? `ETA ${formatClockTime(leg.arrive_at, timeFormat)}${leg.late ? ' (late)' : ''} · ${miles(leg.distance_m)} from the last stop · ${stop.service_minutes} min on site`
              : `${stop.service_minutes} min on site`
            : 'Not on the map: the location has no map position'}
        </Typography>
      </Box>
      {stop.is_closed && <JobStatusChip status={stop.status} />}
      {pinned && <Chip size="small" label="Pinned" color="primary" variant="outlined" />}
      <Tooltip title={pinned ? 'Unpin: Optimize may move it' : 'Pin: Optimize keeps it at this stop'}>
        <span>
          <IconButton
            size="small"
            aria-label={`Pin ${label}`}
            aria-pressed={pinned}
            disabled={!arrangeable}
            onClick={() => onTogglePin(stop.job_id)}
          >
            {pinned ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <IconButton
        size="small"
        aria-label={`Move ${label} up`}
        disabled={!canMoveUp}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${label} down`}
        disabled={!canMoveDown}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </Paper>
  );
}
