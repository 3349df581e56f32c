import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ShiftCorrectionBody } from '@employee-portal/core/shifts/shift.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useCorrectShift, type ShiftDetail } from '../api/shifts.ts';
import { shiftFieldOfServerField, shiftFormSchema, shiftFormValues, type ShiftFormValues } from '../shift-form.ts';
import { ShiftFields } from './shift-fields.tsx';

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
  const failure = formFailure(correct.error, shiftFieldOfServerField, serverFailureLine);

  const submit = handleSubmit((body) =>
    correct.mutate(body, {
      onSuccess: (answer) => {
        reset(shiftFormValues(answer.shift, timeZone));
        notify('The shift was saved.');
      },
      onError: (error) => applyServerFieldErrors(error, shiftFieldOfServerField, setError),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Shift">
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <ShiftFields control={control} />
      <Button type="submit" variant="contained" loading={correct.isPending} sx={{ mt: 2 }}>
        Save Shift
      </Button>
    </Box>
  );
}
