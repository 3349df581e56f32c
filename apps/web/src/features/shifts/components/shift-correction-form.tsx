import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ShiftCorrectionBody } from '@employee-portal/core/shifts/shift.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { serverFailure } from '../../../lib/api-errors.ts';
import { useCorrectShift, type ShiftDetail } from '../api/shifts.ts';
import { errorPath, serverErrorLists, shiftFormSchema, shiftFormValues, type ShiftFormValues } from '../shift-form.ts';
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
      <ShiftFields control={control} />
      <Button type="submit" variant="contained" loading={correct.isPending} sx={{ mt: 2 }}>
        Save Shift
      </Button>
    </Box>
  );
}
