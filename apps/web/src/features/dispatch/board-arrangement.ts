/** Where a dragged job lands on the board: pure, so the optimistic board and the server's request agree. */
import type { DispatchBoardResponse, DispatchColumn } from '@employee-portal/core/jobs/dispatch.responses';

export const COLUMN_PREFIX = 'column-';
export const columnKey = (userId: number | null) => `${COLUMN_PREFIX}${userId ?? 'unassigned'}`;

/**
 * A job dropped on a card (in its place within the same column; before it in another column, or after it when dropped
 * wholly below it, under a column's last stop) or on an empty column.
 */
export interface Drop {
  jobId: number;
  overId: number | string;
  below?: boolean;
}

export const columnOfJob = (board: DispatchBoardResponse, jobId: number) =>
  board.columns.find((column) => column.jobs.some((job) => job.id === jobId));

function targetOf(board: DispatchBoardResponse, overId: number | string): DispatchColumn | undefined {
  if (typeof overId === 'string') return board.columns.find((column) => columnKey(column.assigned_user_id) === overId);
  return columnOfJob(board, overId);
}

/** The board after the drop and the target column's new order; null when nothing moves. */
export function arrangeBoard(board: DispatchBoardResponse, drop: Drop) {
  const from = columnOfJob(board, drop.jobId);
  const to = targetOf(board, drop.overId);
  if (!from || !to) return { board, target: null };
  const job = from.jobs.find((entry) => entry.id === drop.jobId)!;
  const remaining = to.jobs.filter((entry) => entry.id !== drop.jobId);
  const overIndex = typeof drop.overId === 'number' ? to.jobs.findIndex((entry) => entry.id === drop.overId) : -1;
  const after = from !== to && drop.below === true ? 1 : 0;
  const index = overIndex === -1 ? remaining.length : overIndex + after;
  const ordered = [
    ...remaining.slice(0, index),
    { ...job, assigned_user_id: to.assigned_user_id },
    ...remaining.slice(index),
  ];
  const unchanged = from === to && ordered.every((entry, position) => entry.id === to.jobs[position]?.id);
  if (unchanged) return { board, target: null };
  const columns = board.columns.map((column) => {
    if (column === to) return { ...column, jobs: ordered };
    if (column === from) return { ...column, jobs: column.jobs.filter((entry) => entry.id !== drop.jobId) };
    return column;
  });
  return {
    board: { ...board, columns },
    target: { assigned_user_id: to.assigned_user_id, job_ids: ordered.map((entry) => entry.id) },
  };
}
