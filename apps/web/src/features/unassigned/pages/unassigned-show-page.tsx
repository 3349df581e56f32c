import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { unassignedReasonLabels } from '@employee-portal/core/jobs/unassigned.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { planWithFrequency } from '@employee-portal/core/scheduling/service-frequency';
import { FactList } from '../../../components/fact-list/fact-list.tsx';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { useDateFormat, useHasPermission } from '../../../lib/session-store.ts';
import { serviceDaysText } from '../../subscriptions/index.ts';
import { useUnassigned } from '../api/unassigned.ts';
import { AssignForm } from '../components/assign-form.tsx';
import { ComingJobs } from '../components/coming-jobs.tsx';

const backToList = (
  <Button component={RouterLink} to={pathTo('unassigned')}>
    Back to Unassigned
  </Button>
);

/** Spec /unassigned/{id}/show: assigns tech, service days and start in one step, then shows the jobs it made. */
export default function UnassignedShowPage() {
  const id = useRecordId();
  const entry = useUnassigned(id);
  const today = useOrganizationToday();
  const dateFormat = useDateFormat();
  const [assignedTech, setAssignedTech] = useState<number | null>(null);
  const canPlan = useHasPermission('new_client_planner');

  if (entry.isPending || entry.isError)
    return <RecordLoadState id={id} query={entry} label="unassigned location" back={backToList} />;
  const data = entry.data;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1000, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {data.client_name}
        </Typography>
        {canPlan && (
          <Button
            component={RouterLink}
            to={`${pathTo('new_client_planner')}?${new URLSearchParams({ unassigned_id: String(data.id) })}`}
            variant="outlined"
          >
            Plan best day and tech
          </Button>
        )}
        {backToList}
      </Box>
      <FactList
        label="Location"
        facts={[
          ['Location', data.location_name ? `${data.location_name}, ${data.address}` : data.address],
          ['Zip', data.zip],
          ['Work Area', data.work_area_names.join(', ') || 'None serves this zip'],
          ['Plan', planWithFrequency(data.service_plan_name, data.frequency)],
          ['Start Date', formatCalendarDate(data.start_date, dateFormat)],
          ['Service Days', serviceDaysText(data.service_days, dateFormat)],
          ['Tech', data.assigned_user_name ?? 'Unassigned'],
          ['Missing', data.reasons.map((reason) => unassignedReasonLabels[reason]).join(', ') || 'Nothing: assigned'],
        ]}
      />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2">
        Assign
      </Typography>
      <AssignForm key={data.id} entry={data} today={today} onAssigned={setAssignedTech} />
      {assignedTech !== null && (
        <>
          <Divider sx={{ my: 3 }} />
          <ComingJobs subscriptionId={data.id} techId={assignedTech} from={today} />
        </>
      )}
    </Paper>
  );
}
