import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requiredServiceDays } from '@employee-portal/core/scheduling/service-frequency';
import type { ServicePlanOption } from '../api/subscriptions.ts';
import { WEEKDAY_NAMES } from '@employee-portal/core/scheduling/calendar-day';
import { WEEKDAYS_MONDAY_FIRST } from '../service-days.ts';
import type { ServiceDaysValue } from '../subscription-form.ts';

interface ServiceDaysFieldProps {
  /** What the days depend on; the unassigned page passes a plan it knows only by these. */
  plan: Pick<ServicePlanOption, 'frequency' | 'custom_days_per_week'> | undefined;
  value: ServiceDaysValue;
  onChange: (value: ServiceDaysValue) => void;
  error?: string;
}

/** Recurring plans pick their N weekdays; one-time plans list their visit dates. */
export function ServiceDaysField({ plan, value, onChange, error }: ServiceDaysFieldProps) {
  if (!plan) {
    return (
      <Typography color="text.secondary" sx={{ my: 1 }}>
        Choose a plan to pick its service days.
      </Typography>
    );
  }
  const needed = requiredServiceDays(plan.frequency, plan.custom_days_per_week);
  if (needed === null)
    return <OneTimeDates dates={value.dates} onChange={(dates) => onChange({ ...value, dates })} error={error} />;

  const toggle = (weekday: number, checked: boolean) =>
    onChange({
      ...value,
      weekdays: checked
        ? [...value.weekdays.filter((day) => day !== weekday), weekday]
        : value.weekdays.filter((day) => day !== weekday),
    });
  return (
    <FormControl component="fieldset" error={Boolean(error)} margin="normal" fullWidth>
      <FormLabel component="legend">
        Service Days (pick {needed} {needed === 1 ? 'day' : 'days'})
      </FormLabel>
      <FormGroup row>
        {WEEKDAYS_MONDAY_FIRST.map((weekday) => (
          <FormControlLabel
            key={weekday}
            label={WEEKDAY_NAMES[weekday]}
            control={
              <Checkbox
                checked={value.weekdays.includes(weekday)}
                onChange={(event) => toggle(weekday, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

function OneTimeDates({
  dates,
  onChange,
  error,
}: {
  dates: string[];
  onChange: (dates: string[]) => void;
  error?: string;
}) {
  const shown = dates.length > 0 ? dates : [''];
  return (
    <FormControl component="fieldset" error={Boolean(error)} margin="normal" fullWidth>
      <FormLabel component="legend">Visit Dates</FormLabel>
      {shown.map((date, index) => (
        // The rows are positions in the list being edited (dates may repeat or be blank while typed): a key from the
        // date would remount the field on each keystroke.
        // eslint-disable-next-line react/no-array-index-key
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <TextField
            type="date"
            size="small"
            label={`Visit ${index + 1}`}
            value={date}
            onChange={(event) => onChange(shown.map((other, at) => (at === index ? event.target.value : other)))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {shown.length > 1 && (
            <IconButton
              aria-label={`Remove visit ${index + 1}`}
              onClick={() => onChange(shown.filter((_, at) => at !== index))}
            >
              ×
            </IconButton>
          )}
        </Box>
      ))}
      <Box>
        <Button size="small" sx={{ mt: 1 }} onClick={() => onChange([...shown, ''])}>
          Add Date
        </Button>
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
