import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SchedulerSettings } from '@employee-portal/core/jobs/scheduler-settings.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFailureLine, serverFieldErrors } from '../../../lib/api-errors.ts';
import { useSaveSchedulerSettings } from '../api/scheduler-settings.ts';
import { WEEKDAY_NAMES } from '@employee-portal/core/scheduling/calendar-day';

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];
const NOTIFICATIONS = [
  ['notify_on_the_way', "'On the way' when the tech sets out"],
  ['notify_completed', "'Completed' with the photos"],
  ['notify_skipped', "'Skipped' with the reason"],
] as const;

/** Typed numbers stay text until sent, so a cleared box is the server's 'Must be a number', not a silent 0. */
const asNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

export function SchedulerSettingsForm({ settings }: { settings: SchedulerSettings }) {
  const save = useSaveSchedulerSettings();
  const notify = useNotify();
  const [days, setDays] = useState(settings.working_days);
  const [horizon, setHorizon] = useState(String(settings.horizon_weeks));
  const [minutes, setMinutes] = useState(String(settings.default_service_minutes));
  const [roadFactor, setRoadFactor] = useState(String(settings.road_factor));
  const [speed, setSpeed] = useState(String(settings.average_speed_mph));
  const [startTime, setStartTime] = useState(settings.route_start_time);
  const [switches, setSwitches] = useState({
    notify_on_the_way: settings.notify_on_the_way,
    notify_completed: settings.notify_completed,
    notify_skipped: settings.notify_skipped,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({
        working_days: days,
        horizon_weeks: asNumber(horizon),
        default_service_minutes: asNumber(minutes),
        road_factor: asNumber(roadFactor),
        average_speed_mph: asNumber(speed),
        route_start_time: startTime,
        ...switches,
      });
      notify('Scheduler settings were saved.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(serverFieldErrors(error));
      else setFailure(serverFailureLine(error));
    }
  };

  return (
    <Box component="form" noValidate aria-label="Scheduler settings" onSubmit={(event) => void submit(event)}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <FormControl component="fieldset" error={Boolean(errors.working_days)} margin="normal" fullWidth>
        <FormLabel component="legend">Working Days</FormLabel>
        <FormGroup row>
          {MONDAY_FIRST.map((weekday) => (
            <FormControlLabel
              key={weekday}
              label={WEEKDAY_NAMES[weekday]}
              control={
                <Checkbox
                  checked={days.includes(weekday)}
                  onChange={(event) =>
                    setDays(event.target.checked ? [...days, weekday].sort() : days.filter((day) => day !== weekday))
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{errors.working_days ?? 'Jobs are planned on these days only.'}</FormHelperText>
      </FormControl>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          label="Job Horizon (weeks)"
          margin="normal"
          value={horizon}
          onChange={(event) => setHorizon(event.target.value)}
          error={Boolean(errors.horizon_weeks)}
          helperText={errors.horizon_weeks ?? 'How far ahead jobs are made.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Default Service Minutes per Stop"
          margin="normal"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          error={Boolean(errors.default_service_minutes)}
          helperText={errors.default_service_minutes ?? 'Used to estimate a route.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <FormControl component="fieldset" margin="normal" fullWidth>
        <FormLabel component="legend">Routes</FormLabel>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TextField
            label="Route Start Time"
            type="time"
            margin="normal"
            value={startTime}
            onChange={(event) => setStartTime(event.target.value)}
            error={Boolean(errors.route_start_time)}
            helperText={errors.route_start_time ?? 'When techs leave their start address, for ETAs.'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Road Factor"
            margin="normal"
            value={roadFactor}
            onChange={(event) => setRoadFactor(event.target.value)}
            error={Boolean(errors.road_factor)}
            helperText={
              errors.road_factor ?? 'Straight-line distance times this estimates the road (1.2–1.3 in towns).'
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Average Speed (mph)"
            margin="normal"
            value={speed}
            onChange={(event) => setSpeed(event.target.value)}
            error={Boolean(errors.average_speed_mph)}
            helperText={errors.average_speed_mph ?? 'Estimates the drive time between stops.'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
      </FormControl>
      <FormControl component="fieldset" margin="normal" fullWidth>
        <FormLabel component="legend">Client Notifications</FormLabel>
        <FormGroup>
          {NOTIFICATIONS.map(([key, label]) => (
            <FormControlLabel
              key={key}
              label={label}
              control={
                <Switch
                  checked={switches[key]}
                  onChange={(event) => setSwitches({ ...switches, [key]: event.target.checked })}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 1 }}>
        Save Settings
      </Button>
    </Box>
  );
}
