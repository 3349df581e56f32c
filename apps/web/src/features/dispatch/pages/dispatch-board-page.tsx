import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isOpenJob } from '@employee-portal/core/jobs/job.schema';
import type { DispatchColumn } from '@employee-portal/core/jobs/dispatch.responses';
import { formatCents } from '@employee-portal/core/billing/money';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { useDispatchBoard } from '../api/dispatch.ts';
import { BulkActionsBar } from '../components/bulk-actions-bar.tsx';
import { BulkMoveDialog, BulkReassignDialog } from '../components/bulk-move-dialogs.tsx';
import { BulkSkipDialog } from '../components/bulk-skip-dialog.tsx';
import { DayPicker } from '../../../components/day-picker.tsx';
import { DispatchBoard } from '../components/dispatch-board.tsx';

type Dialog =
  | { kind: 'skip' | 'move' | 'reassign'; jobIds: number[] }
  | { kind: 'move_all'; jobIds: number[]; from: { id: number | null; name: string } };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Spec /dispatch_board: a day's jobs in one column per tech and an unassigned column, dragged and acted on in bulk. */
export default function DispatchBoardPage() {
  const today = useOrganizationToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const day = asked && DAY.test(asked) ? asked : today;
  const board = useDispatchBoard(day);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const jobs = useMemo(() => board.data?.columns.flatMap((column) => column.jobs) ?? [], [board.data]);
  // A selection only holds jobs still on the board of this day (another day, a refetch after a move).
  const selected = useMemo(
    () => new Set(jobs.filter((job) => picked.has(job.id)).map((job) => job.id)),
    [jobs, picked],
  );
  const techs = (board.data?.columns ?? [])
    .filter((column) => column.assigned_user_id !== null)
    .map((column) => ({ id: column.assigned_user_id as number, name: column.name }));

  const changeDay = (next: string) => {
    setPicked(new Set());
    setParams(next === today ? {} : { date: next }, { replace: true });
  };
  const select = (jobId: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(jobId);
      else next.delete(jobId);
      return next;
    });
  const openJobIds = jobs.filter((job) => isOpenJob(job.status)).map((job) => job.id);
  const moveAll = (column: DispatchColumn) =>
    setDialog({
      kind: 'move_all',
      jobIds: column.jobs.filter((job) => isOpenJob(job.status)).map((job) => job.id),
      from: { id: column.assigned_user_id, name: column.name },
    });
  const closeDialog = () => setDialog(null);
  const finishDialog = () => {
    if (dialog?.kind !== 'move_all') setPicked(new Set());
    setDialog(null);
  };
  const handlers = { onClose: closeDialog, onDone: finishDialog };

  return (
    <Box component="section" aria-labelledby="dispatch-board-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1" id="dispatch-board-title" sx={{ flexGrow: 1 }}>
          Dispatch Board
        </Typography>
        <DayPicker day={day} today={today} onChange={changeDay} />
        <Button variant="outlined" onClick={() => setPicked(new Set(openJobIds))} disabled={openJobIds.length === 0}>
          Skip the day
        </Button>
      </Box>
      {board.data && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {board.data.totals.jobs} jobs, {board.data.totals.completed} completed,{' '}
          {formatCents(board.data.totals.revenue_cents)} in visits
        </Typography>
      )}
      {selected.size > 0 && (
        <BulkActionsBar
          count={selected.size}
          onSkip={() => setDialog({ kind: 'skip', jobIds: [...selected] })}
          onMove={() => setDialog({ kind: 'move', jobIds: [...selected] })}
          onReassign={() => setDialog({ kind: 'reassign', jobIds: [...selected] })}
          onClear={() => setPicked(new Set())}
        />
      )}
      {board.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="Loading the dispatch board" />
        </Box>
      ) : board.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void board.refetch()}>
              Try again
            </Button>
          }
        >
          The dispatch board could not be loaded.
        </Alert>
      ) : (
        <>
          {jobs.length === 0 && (
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
              <Typography>No jobs on this day</Typography>
            </Paper>
          )}
          <DispatchBoard board={board.data} selected={selected} onSelect={select} onMoveAll={moveAll} />
        </>
      )}
      {dialog?.kind === 'skip' && <BulkSkipDialog jobIds={dialog.jobIds} {...handlers} />}
      {dialog?.kind === 'move' && <BulkMoveDialog jobIds={dialog.jobIds} day={day} {...handlers} />}
      {dialog?.kind === 'reassign' && <BulkReassignDialog jobIds={dialog.jobIds} techs={techs} {...handlers} />}
      {dialog?.kind === 'move_all' && (
        <BulkReassignDialog jobIds={dialog.jobIds} techs={techs} from={dialog.from} {...handlers} />
      )}
    </Box>
  );
}
