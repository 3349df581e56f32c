import { describe, expect, it } from 'vitest';
import type { BoardJobWire, DispatchBoardResponse } from '@employee-portal/core/jobs/dispatch.responses';
import { arrangeBoard, columnKey } from './board-arrangement.ts';

const job = (id: number, assigned_user_id: number | null) => ({ id, assigned_user_id }) as BoardJobWire;
const totals = { jobs: 0, completed: 0, revenue_cents: 0 };
const board: DispatchBoardResponse = {
  service_date: '2026-11-24',
  totals,
  columns: [
    { assigned_user_id: null, name: 'Unassigned', jobs: [job(9, null)], totals },
    { assigned_user_id: 1, name: 'Olive', jobs: [job(1, 1), job(2, 1), job(3, 1)], totals },
    { assigned_user_id: 2, name: 'Terry', jobs: [job(4, 2)], totals },
  ],
};
const ids = (result: ReturnType<typeof arrangeBoard>, column: number) =>
  result.board.columns[column]!.jobs.map((entry) => entry.id);

describe('where a dropped job lands', () => {
  it('moves down and up within a column to the place of the card it is dropped on', () => {
    expect(arrangeBoard(board, { jobId: 1, overId: 3 }).target).toEqual({ assigned_user_id: 1, job_ids: [2, 3, 1] });
    expect(arrangeBoard(board, { jobId: 3, overId: 1 }).target).toEqual({ assigned_user_id: 1, job_ids: [3, 1, 2] });
  });

  it('goes before the card it is dropped on in another column, or at the end of the column itself', () => {
    const onCard = arrangeBoard(board, { jobId: 2, overId: 4 });
    expect(onCard.target).toEqual({ assigned_user_id: 2, job_ids: [2, 4] });
    expect(ids(onCard, 1)).toEqual([1, 3]);
    expect(onCard.board.columns[2]!.jobs[0]!.assigned_user_id).toBe(2);
    expect(arrangeBoard(board, { jobId: 2, overId: 4, below: true }).target).toEqual({
      assigned_user_id: 2,
      job_ids: [4, 2],
    });
    const onColumn = arrangeBoard(board, { jobId: 4, overId: columnKey(null) });
    expect(onColumn.target).toEqual({ assigned_user_id: null, job_ids: [9, 4] });
  });

  it('changes nothing when dropped where it was', () => {
    expect(arrangeBoard(board, { jobId: 2, overId: 2 }).target).toBeNull();
    expect(arrangeBoard(board, { jobId: 3, overId: columnKey(1) }).target).toBeNull();
  });
});
