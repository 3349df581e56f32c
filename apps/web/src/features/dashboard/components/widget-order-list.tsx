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
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { kpiDefinitions } from '@employee-portal/core/dashboard/kpi-definitions';
import type { DashboardLayoutItem } from '@employee-portal/core/dashboard/layout';

interface WidgetOrderListProps {
  items: readonly DashboardLayoutItem[];
  /** Moves the widget at `from` to `to` (indexes into `items`). */
  onMove: (from: number, to: number) => void;
  onToggle: (index: number) => void;
}

/** The widgets in dashboard order: dragged by the handle (mouse, touch or keyboard) or stepped with the arrows. */
export function WidgetOrderList({ items, onMove, onToggle }: WidgetOrderListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label="Dashboard widgets in order"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {items.map((item, index) => (
            <WidgetRow
              key={item.key}
              item={item}
              index={index}
              last={index === items.length - 1}
              onMove={onMove}
              onToggle={onToggle}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

interface WidgetRowProps {
  item: DashboardLayoutItem;
  index: number;
  last: boolean;
  onMove: (from: number, to: number) => void;
  onToggle: (index: number) => void;
}

function WidgetRow({ item, index, last, onMove, onToggle }: WidgetRowProps) {
  const sortable = useSortable({ id: item.key });
  const { title, definition } = kpiDefinitions[item.key];
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={sortable.setNodeRef}
      aria-label={`${index + 1}. ${title}${item.hidden ? ' (hidden)' : ''}`}
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
        bgcolor: item.hidden ? 'action.hover' : 'background.paper',
      }}
    >
      <IconButton
        size="small"
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={`Drag ${title}`}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, color: item.hidden ? 'text.secondary' : undefined }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap title={definition}>
          {definition}
        </Typography>
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={!item.hidden}
            onChange={() => onToggle(index)}
            slotProps={{ input: { 'aria-label': `Show ${title}` } }}
          />
        }
        label={item.hidden ? 'Hidden' : 'Shown'}
        sx={{ mr: 0, minWidth: 100 }}
      />
      <IconButton
        size="small"
        aria-label={`Move ${title} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${title} down`}
        disabled={last}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </Paper>
  );
}
