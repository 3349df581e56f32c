import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useShift } from '../api/shifts.ts';
import { ShiftAuditTrail } from '../components/shift-audit-trail.tsx';
import { ShiftCorrectionForm } from '../components/shift-correction-form.tsx';
import { formatMinutes, useTimeSettings } from '../shift-format.ts';

/** Spec /shift/{id}/show: one shift, corrected by the office, with its audit trail. */
export default function ShiftPage() {
  const shiftId = useRecordId();
  const shift = useShift(shiftId);
  const settings = useTimeSettings();

  if (shift.isPending || shift.isError) {
    return (
      <RecordLoadState
        id={shiftId}
        query={shift}
        label="shift"
        back={
          <Button component={RouterLink} to={pathTo('shifts')}>
            Back to Shifts
          </Button>
        }
      />
    );
  }
  const data = shift.data;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1000, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Shift of {data.staff_name}, {formatCalendarDate(data.day, settings.dateFormat)}
        </Typography>
        <Button component={RouterLink} to={pathTo('shifts')}>
          Back to Shifts
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Chip
          label={data.status === 'running' ? (data.on_break ? 'On break' : 'Running') : 'Ended'}
          color={data.status === 'running' ? 'success' : 'default'}
          size="small"
        />
        <Chip label={`Worked ${formatMinutes(data.worked_minutes)}`} size="small" variant="outlined" />
        <Chip label={`Breaks ${formatMinutes(data.break_minutes)}`} size="small" variant="outlined" />
        <Chip label={`${data.miles} mi`} size="small" variant="outlined" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Times are in {settings.timeZone}.
      </Typography>
      <ShiftCorrectionForm key={data.audits.length} shift={data} timeZone={settings.timeZone} />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        Audit Trail
      </Typography>
      <ShiftAuditTrail audits={data.audits} settings={settings} />
    </Paper>
  );
}
