import { useFieldArray, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { MAX_BREAKS_PER_SHIFT } from '@employee-portal/core/shifts/shift.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { ShiftFormValues } from '../shift-form.ts';
import { DateTimeField } from './date-time-field.tsx';

/**
 * A shift's start, end and breaks, its mileage, vehicle and notes: the same fields whether the office corrects a
 * shift or adds one. Readings are typed as they are: '-3' reads 'Cannot be negative' rather than silently becoming 3.
 */
export function ShiftFields<TOutput>({
  control,
  adding = false,
}: {
  control: Control<ShiftFormValues, unknown, TOutput>;
  adding?: boolean;
}) {
  const breaks = useFieldArray({ control, name: 'breaks' });
  return (
    <>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {/* Marked where a new shift is entered; a correction starts from the shift's own times. */}
        <DateTimeField control={control} name="start" label="Shift Start" required={adding} />
        <DateTimeField control={control} name="end" label="Shift End" required={adding} />
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
        Breaks
      </Typography>
      {breaks.fields.length === 0 && <Typography color="text.secondary">No breaks.</Typography>}
      {breaks.fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Break ${index + 1}`}
          sx={{
            display: 'grid',
            columnGap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' },
          }}
        >
          <DateTimeField control={control} name={`breaks.${index}.start`} label={`Break ${index + 1} Start`} />
          <Box sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}>
            <DateTimeField control={control} name={`breaks.${index}.end`} label={`Break ${index + 1} End`} />
          </Box>
          <IconButton aria-label={`Remove break ${index + 1}`} onClick={() => breaks.remove(index)} sx={{ mt: 3 }}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        onClick={() => breaks.append({ start: '', end: '' })}
        disabled={breaks.fields.length >= MAX_BREAKS_PER_SHIFT}
        sx={{ mt: 1 }}
      >
        Add Break
      </Button>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
        Mileage and Vehicle
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormTextField control={control} name="start_odometer" label="Start Odometer" inputMode="numeric" />
        <FormTextField control={control} name="end_odometer" label="End Odometer" inputMode="numeric" />
        <FormTextField control={control} name="miles_driven" label="Miles Driven" inputMode="numeric" />
      </Box>
      <FormTextField control={control} name="vehicle" label="Vehicle" maxLength={100} />
      <FormTextField control={control} name="notes" label="Notes" maxLength={2000} />
    </>
  );
}
