import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Typography from '@mui/material/Typography';
import {
  DATE_FORMATS,
  dateFormatLabels,
  dateFormatOf,
  TIME_FORMATS,
  timeFormatLabels,
  timeFormatOf,
} from '@employee-portal/core/date-time-format';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useDateFormat, useTimeFormat } from '../../../lib/session-store.ts';
import { type DateTimeFormats, useSaveDateTimeFormats } from '../api/save-date-time-formats.ts';

const formatsSchema = z.object({ date_format: z.enum(DATE_FORMATS), time_format: z.enum(TIME_FORMATS) });
const DATE_OPTIONS = DATE_FORMATS.map((value) => ({ value, label: dateFormatLabels[value] }));
const TIME_OPTIONS = TIME_FORMATS.map((value) => ({ value, label: timeFormatLabels[value] }));
const FIELDS = ['date_format', 'time_format'] as const;

/** Spec §3 user_settings: how this person sees every date and time in the portal. */
export function DateTimeFormatDialog({ onClose }: { onClose: () => void }) {
  const save = useSaveDateTimeFormats();
  const notify = useNotify();
  const { control, handleSubmit, formState } = useForm<DateTimeFormats>({
    resolver: zodResolver(formatsSchema),
    defaultValues: { date_format: dateFormatOf(useDateFormat()), time_format: timeFormatOf(useTimeFormat()) },
  });
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notify('Date and time format was saved.');
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      title="Date and Time Format"
      submitLabel="Save"
      dirty={formState.isDirty}
      busy={save.isPending}
      failure={formFailure(save.error, FIELDS, serverFailureLine)}
      onSubmit={submit}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Every date and time the portal shows you follows these.
      </Typography>
      <FormSelectField control={control} name="date_format" label="Date Format" options={DATE_OPTIONS} />
      <FormSelectField control={control} name="time_format" label="Time Format" options={TIME_OPTIONS} />
    </FormDialog>
  );
}
