import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { dateRangeSchema, type DateRange } from '@employee-portal/core/dashboard/time-range';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
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

function CustomRangeForm({ widgetTitle, initial, onCancel, onApply }: Omit<CustomRangeDialogProps, 'open'>) {
  const { control, handleSubmit } = useForm<RangeInput, unknown, RangeOutput>({
    resolver: zodResolver(dateRangeSchema),
    defaultValues: { date_from: initial.from, date_to: initial.to },
  });
  const submit = handleSubmit(({ date_from, date_to }) => onApply({ from: date_from, to: date_to }));
  return (
    <FormDialog
      title={`Custom Time Range: ${widgetTitle}`}
      submitLabel="Apply"
      busy={false}
      failure={null}
      onSubmit={(event) => void submit(event)}
      onDiscard={onCancel}
      maxWidth="xs"
    >
      <FormTextField control={control} name="date_from" label="From Date" type="date" autoFocus />
      <FormTextField control={control} name="date_to" label="To Date" type="date" />
    </FormDialog>
  );
}

/** Spec §2: 'Custom Time Range' asks for a From and a To date; To may not be before From. */
export function CustomRangeDialog({ open, ...props }: CustomRangeDialogProps) {
  // Mounted only while open, so each opening starts from the widget's current range.
  return open ? <CustomRangeForm {...props} /> : null;
}
