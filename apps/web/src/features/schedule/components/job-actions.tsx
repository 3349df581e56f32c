import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isOpenJob } from '@employee-portal/core/jobs/job.schema';
import type { JobRecordWire } from '@employee-portal/core/jobs/job.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { MoveDialog, NotesDialog, ReassignDialog, ReCleanDialog } from './job-change-dialogs.tsx';
import { CompleteDialog, SkipDialog } from './job-outcome-dialogs.tsx';

type Action = 'reassign' | 'move' | 'notes' | 'skip' | 'complete' | 're_clean';

/**
 * The office's actions on one job. An open job can be reassigned, moved, noted, skipped or completed; a done one (the
 * API refuses changes to it) can only be re-cleaned, and a cancelled one offers nothing.
 */
export function JobActions({ job }: { job: JobRecordWire }) {
  const [action, setAction] = useState<Action | null>(null);
  const navigate = useNavigate();
  const close = () => setAction(null);
  const open = isOpenJob(job.status);
  const doneOnce = job.status === 'completed' || job.status === 'skipped' || job.status === 'missed';
  if (!open && !doneOnce) return null;
  return (
    <>
      <Box role="group" aria-label="Job actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
        {open && (
          <>
            <Button variant="contained" onClick={() => setAction('complete')}>
              Complete
            </Button>
            <Button variant="outlined" onClick={() => setAction('reassign')}>
              Reassign
            </Button>
            <Button variant="outlined" onClick={() => setAction('move')}>
              Move to Another Day
            </Button>
            <Button variant="outlined" onClick={() => setAction('notes')}>
              Notes for the Tech
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAction('skip')}>
              Skip
            </Button>
          </>
        )}
        {doneOnce && (
          <Button variant="outlined" onClick={() => setAction('re_clean')}>
            Re-clean
          </Button>
        )}
      </Box>
      {action === 'reassign' && <ReassignDialog job={job} onClose={close} />}
      {action === 'move' && <MoveDialog job={job} onClose={close} />}
      {action === 'notes' && <NotesDialog job={job} onClose={close} />}
      {action === 'skip' && <SkipDialog job={job} onClose={close} />}
      {action === 'complete' && <CompleteDialog job={job} onClose={close} />}
      {action === 're_clean' && (
        <ReCleanDialog
          job={job}
          onClose={close}
          onCreated={(id) => {
            close();
            void navigate(pathTo('schedule_show', { id }));
          }}
        />
      )}
    </>
  );
}
