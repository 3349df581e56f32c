import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UnassignedRecordWire } from '@employee-portal/core/jobs/unassigned.schema';
import { maxDay } from '@employee-portal/core/scheduling/calendar-day';
import { messages } from '@employee-portal/core/messages/catalogue';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailureLine, serverFieldErrors } from '../../../lib/api-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { requestPlanCheck } from '../../../lib/plan-check.ts';
import {
  oneTimeDatesOf,
  ServiceDaysField,
  serviceDaysOf,
  weekdaysOf,
  type ServiceDaysValue,
} from '../../subscriptions/index.ts';
import { useAssignUnassigned } from '../api/unassigned.ts';

const FORM_FIELDS = ['assigned_user_id', 'start_date', 'service_days'] as const;

export const ASSIGNED_MESSAGE = 'The location has been assigned and its jobs are scheduled.';

interface AssignFormProps {
  entry: UnassignedRecordWire;
  today: string;
  /** Called with the tech once saved, so the page can show the coming jobs. */
  onAssigned: (techId: number) => void;
}

/** Tech, service days and start date in one form; the subscription's change rules check them on Save. */
export function AssignForm({ entry, today, onAssigned }: AssignFormProps) {
  const notify = useNotify();
  const assign = useAssignUnassigned(entry.id);
  const [techId, setTechId] = useState(entry.assigned_user_id ? String(entry.assigned_user_id) : '');
  const [startDate, setStartDate] = useState(maxDay(entry.start_date, today));
  const [days, setDays] = useState<ServiceDaysValue>({
    weekdays: weekdaysOf(entry.service_days),
    dates: oneTimeDatesOf(entry.service_days),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The days depend only on these; custom plans count their days per week.
  const plan = { frequency: entry.frequency, custom_days_per_week: entry.days_needed };
  const suggested = new Set(entry.suggested_techs.map((tech) => tech.id));
  const others = entry.techs.filter((tech) => !suggested.has(tech.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    if (!techId) {
      setErrors({ assigned_user_id: messages.requiredShort });
      return;
    }
    try {
      await assign.mutateAsync({
        assigned_user_id: Number(techId),
        service_days: serviceDaysOf(plan, days, startDate, entry.service_days),
        start_date: startDate,
      });
      notify(ASSIGNED_MESSAGE);
      onAssigned(Number(techId));
      // New jobs may take a tech past the plan's daily limit (spec §9).
      requestPlanCheck();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) {
        setFailure(serverFailureLine(error));
        return;
      }
      const placed: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const [field, text] of Object.entries(serverFieldErrors(error))) {
        const shownOn = FORM_FIELDS.find((name) => field === name || field.startsWith(`${name}.`));
        if (shownOn) placed[shownOn] ??= text;
        else elsewhere.push(text);
      }
      setErrors(placed);
      if (elsewhere.length > 0) setFailure(elsewhere.join(' '));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Assign" sx={{ mt: 2 }}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <TextField
        select
        fullWidth
        margin="normal"
        label="Field Tech"
        required
        value={techId}
        onChange={(event) => setTechId(event.target.value)}
        error={Boolean(errors.assigned_user_id)}
        helperText={errors.assigned_user_id ?? (suggested.size === 0 ? 'No tech works this zip yet.' : undefined)}
      >
        {entry.suggested_techs.length > 0 && <ListSubheader>Work area techs</ListSubheader>}
        {entry.suggested_techs.map((tech) => (
          <MenuItem key={tech.id} value={String(tech.id)}>
            {tech.full_name}
          </MenuItem>
        ))}
        {others.length > 0 && entry.suggested_techs.length > 0 && <ListSubheader>Other techs</ListSubheader>}
        {others.map((tech) => (
          <MenuItem key={tech.id} value={String(tech.id)}>
            {tech.full_name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        margin="normal"
        label="Start Date"
        required
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
        error={Boolean(errors.start_date)}
        helperText={errors.start_date}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ServiceDaysField plan={plan} value={days} onChange={setDays} error={errors.service_days} />
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" loading={assign.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
