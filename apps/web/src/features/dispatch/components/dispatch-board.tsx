import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import type { DispatchBoardResponse, DispatchColumn } from '@employee-portal/core/jobs/dispatch.responses';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formFailure } from '../../../lib/api-errors.ts';
import { useArrangeRoute } from '../api/dispatch.ts';
import { arrangeBoard, columnKey, columnOfJob } from '../board-arrangement.ts';
import { BoardColumn } from './board-column.tsx';

interface DispatchBoardProps {
  board: DispatchBoardResponse;
  selected: ReadonlySet<number>;
  onSelect: (jobId: number, selected: boolean) => void;
  onMoveAll: (column: DispatchColumn) => void;
}

/** The day's columns; a job dragged (by pointer or keyboard) lands in its new place at once and is then saved. */
export function DispatchBoard({ board, selected, onSelect, onMoveAll }: DispatchBoardProps) {
  const notify = useNotify();
  const arrange = useArrangeRoute(board.service_date);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = boardAnnouncements(board);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || typeof active.id !== 'number') return;
    // Wholly below the card it is over: dropped under a column's last stop, so it goes after it.
    const dragged = active.rect.current.translated;
    const below = dragged ? dragged.top > over.rect.top + over.rect.height : false;
    const drop = { jobId: active.id, overId: over.id, below };
    const { target } = arrangeBoard(board, drop);
    if (!target) return;
    arrange.mutate(
      { service_date: board.service_date, ...target, drop },
      { onError: (error) => notify(formFailure(error, []) ?? 'The job could not be moved.', 'error') },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      {/* The routes share the board's width and scroll sideways inside it, never the page: four columns fit beside
          the open menu at 1300 px, one and a bit on a phone. */}
      <Box
        role="region"
        aria-label="Routes of the day"
        sx={{
          display: 'flex',
          gap: 1.5,
          overflowX: 'auto',
          pb: 2,
          alignItems: 'stretch',
        }}
      >
        {board.columns.map((column) => (
          <BoardColumn
            key={columnKey(column.assigned_user_id)}
            column={column}
            day={board.service_date}
            selected={selected}
            onSelect={onSelect}
            onMoveAll={onMoveAll}
          />
        ))}
      </Box>
    </DndContext>
  );
}

/** What a screen reader hears while a job is dragged: whose visit, which route, which stop. */
function boardAnnouncements(board: DispatchBoardResponse): Announcements {
  const jobName = (id: UniqueIdentifier) =>
    board.columns.flatMap((column) => column.jobs).find((job) => job.id === id)?.client_name ?? 'The job';
  const place = (id: UniqueIdentifier | undefined) => {
    if (id === undefined) return 'no route';
    if (typeof id === 'string')
      return `the end of ${board.columns.find((column) => columnKey(column.assigned_user_id) === id)?.name ?? 'a route'}`;
    const column = columnOfJob(board, id);
    if (!column) return 'a route';
    return `stop ${column.jobs.findIndex((job) => job.id === id) + 1} of ${column.name}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${jobName(active.id)} at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => `${jobName(active.id)} is over ${place(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${jobName(active.id)} was dropped at ${place(over.id)}.` : `${jobName(active.id)} was dropped back.`,
    onDragCancel: ({ active }) => `Moving ${jobName(active.id)} was cancelled; it is back where it was.`,
  };
}
