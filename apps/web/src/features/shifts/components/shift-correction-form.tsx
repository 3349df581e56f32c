import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { MAX_BREAKS_PER_SHIFT, type ShiftCorrectionBody } from '@employee-portal/core/shifts/shift.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { serverFailure } from '../../../lib/api-errors.ts';
import { useCorrectShift, type ShiftDetail } from '../api/shifts.ts';
import { digitsOnly } from '../mileage-field.ts';
import { errorPath, serverErrorLists, shiftFormSchema, shiftFormValues, type ShiftFormValues } from '../shift-form.ts';
import { DateTimeField } from './date-time-field.tsx';

/** Start, end and breaks of a shift, its mileage and vehicle, as the office corrects them. */
export function ShiftCorrectionForm({ shift, timeZone }: { shift: ShiftDetail; timeZone: string }) {
  const correct = useCorrectShift(shift.id);
  const notify = useNotify();
  const schema = useMemo(() => shiftFormSchema(timeZone), [timeZone]);
  const { control, handleSubmit, setError, reset } = useForm<ShiftFormValues, unknown, ShiftCorrectionBody>({
    resolver: zodResolver(schema),
    criteriaMode: 'all',
    defaultValues: shiftFormValues(shift, timeZone),
  });
  const breaks = useFieldArray({ control, name: 'breaks' });
  const serverErrors = isApiError(correct.error) ? serverErrorLists(correct.error.body) : {};
  const failure = correct.isError && Object.keys(serverErrors).length === 0 ? serverFailure(correct.error) : null;

  const submit = handleSubmit((body) =>
    correct.mutate(body, {
      onSuccess: (answer) => {
        reset(shiftFormValues(answer.shift, timeZone));
        notify('The shift was saved.');
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [key, texts] of Object.entries(serverErrorLists(error.body))) {
          const types = Object.fromEntries(texts.map((text, index) => [`server${index}`, text]));
          setError(errorPath(key).join('.') as keyof ShiftFormValues, { message: texts[0], types });
        }
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Shift">
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure.text}
          {failure.detail ? `: ${failure.detail}` : ''}
        </Alert>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateTimeField control={control} name="start" label="Shift Start" />
        <DateTimeField control={control} name="end" label="Shift End" />
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
        Breaks
      </Typography>
      {breaks.fields.length === 0 && <Typography color="text.secondary">No breaks.</Typography>}
      {breaks.fields.map((field, index) => (
        <Box key={field.id} role="group" aria-label={`Break ${index + 1}`} sx={{ display: 'grid', columnGap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' } }}>
          <DateTimeField control={control} name={`breaks.${index}.start`} label={`Break ${index + 1} Start`} />
          <Box sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}>
            <DateTimeField control={control} name={`breaks.${index}.end`} label={`Break ${index + 1} End`} />
          </Box>
          <IconButton aria-label={`Remove break ${index + 1}`} onClick={() => breaks.remove(index)} sx={{ mt: 3 }}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button onClick={() => breaks.append({ start: '', end: '' })} disabled={breaks.fields.length >= MAX_BREAKS_PER_SHIFT} sx={{ mt: 1 }}>
        Add Break
      </Button>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
        Mileage and Vehicle
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormTextField control={control} name="start_odometer" label="Start Odometer" inputMode="numeric" mask={digitsOnly} />
        <FormTextField control={control} name="end_odometer" label="End Odometer" inputMode="numeric" mask={digitsOnly} />
        <FormTextField control={control} name="miles_driven" label="Miles Driven" inputMode="numeric" mask={digitsOnly} />
      </Box>
      <FormTextField control={control} name="vehicle" label="Vehicle" maxLength={100} />
      <FormTextField control={control} name="notes" label="Notes" maxLength={2000} />
      <Button type="submit" variant="contained" loading={correct.isPending} sx={{ mt: 2 }}>
        Save Shift
      </Button>
    </Box>
  );
}
