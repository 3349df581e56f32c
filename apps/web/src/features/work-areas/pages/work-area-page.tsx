import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkAreaDetail } from '@employee-portal/core/clients/work-area.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDeleteWorkArea, useWorkArea } from '../api/work-areas.ts';
import { WorkAreaNameForm } from '../components/work-area-name-form.tsx';
import { WorkAreaTechs } from '../components/work-area-techs.tsx';
import { WorkAreaZips } from '../components/work-area-zips.tsx';

const serviceAreaSettings = pathTo('client_onboarding', { tab: 'general' });

/** Spec /work_area/{id}/show: a work area's name, zip codes, assigned techs and the clients it covers. */
export default function WorkAreaPage() {
  const workAreaId = useRecordId();
  const query = useWorkArea(workAreaId);

  if (query.isPending || query.isError) {
    return (
      <RecordLoadState
        id={workAreaId}
        query={query}
        label="work area"
        back={
          <Button component={RouterLink} to={serviceAreaSettings}>
            Back to Service Area
          </Button>
        }
      />
    );
  }
  return <WorkAreaDetails workArea={query.data} />;
}

function WorkAreaDetails({ workArea }: { workArea: WorkAreaDetail }) {
  const remove = useDeleteWorkArea(workArea.id);
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify(`The work area ${workArea.name} was deleted.`);
        void navigate(serviceAreaSettings);
      },
      onError: (error) => {
        setDeleting(false);
        notify(serverMessage(error), 'error');
      },
    });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1">
              {workArea.name}
            </Typography>
            <Typography color="text.secondary">
              {workArea.zips.length === 1 ? '1 zip code' : `${workArea.zips.length} zip codes`} ·{' '}
              {workArea.client_count === 1 ? '1 client' : `${workArea.client_count} clients`}
            </Typography>
          </Box>
          <Button component={RouterLink} to={serviceAreaSettings}>
            Back to Service Area
          </Button>
          <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
            Delete Work Area
          </Button>
        </Box>
        <WorkAreaNameForm key={`name-${workArea.name}`} workArea={workArea} />
        <WorkAreaZips workArea={workArea} />
        <WorkAreaTechs key={`techs-${workArea.techs.map((tech) => tech.user_id).join()}`} workArea={workArea} />
      </Stack>
      <ConfirmDialog
        open={deleting}
        title="Delete Work Area"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      >
        Delete {workArea.name} and its {workArea.zips.length} zip codes? Clients in those zips may then be outside every
        work area.
      </ConfirmDialog>
    </Paper>
  );
}
