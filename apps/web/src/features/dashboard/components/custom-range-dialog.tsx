import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { dateRangeSchema, type DateRange } from '@employee-portal/core/dashboard/time-range';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

type RangeInput = z.input<typeof dateRangeSchema>;
type RangeOutput = z.output<typeof dateRangeSchema>;

interface CustomRangeDialogProps {
  open: boolean;
  /** The widget's title, so the dialog says which widget it is for. */
  widgetTitle: string;
  initial: DateRange;
  onCancel: () => void;
  onApply: (range: DateRange) => void;
}

function CustomRangeForm({
  titleId,
  widgetTitle,
  initial,
  onCancel,
  onApply,
}: Omit<CustomRangeDialogProps, 'open'> & { titleId: string }) {
  const { control, handleSubmit } = useForm<RangeInput, unknown, RangeOutput>({
    resolver: zodResolver(dateRangeSchema),
    defaultValues: { date_from: initial.from, date_to: initial.to },
  });
  const submit = handleSubmit(({ date_from, date_to }) => onApply({ from: date_from, to: date_to }));
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Custom Time Range: {widgetTitle}</DialogTitle>
      <DialogContent>
        <FormTextField control={control} name="date_from" label="From Date" type="date" autoFocus />
        <FormTextField control={control} name="date_to" label="To Date" type="date" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained">
          Apply
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Spec §2: 'Custom Time Range' asks for a From and a To date; To may not be before From. */
export function CustomRangeDialog({ open, ...props }: CustomRangeDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <CustomRangeForm {...props} titleId={titleId} />
    </Dialog>
  );
}
