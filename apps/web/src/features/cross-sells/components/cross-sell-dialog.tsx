import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  crossSellFrequencies,
  crossSellFrequencyLabels,
  type CrossSellWire,
} from '@employee-portal/core/subscriptions/cross-sell.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useSaveCrossSell } from '../api/cross-sells.ts';
import {
  CROSS_SELL_FIELDS,
  crossSellFormSchema,
  crossSellFormValues,
  type CrossSellFormInput,
  type CrossSellFormOutput,
} from '../cross-sell-form.ts';
import type { CrossSellKind } from '../cross-sell-kinds.ts';

const FREQUENCY_OPTIONS = crossSellFrequencies.map((frequency) => ({
  value: frequency,
  label: crossSellFrequencyLabels[frequency],
}));

interface CrossSellDialogProps {
  kind: CrossSellKind;
  /** The cross-sell to edit; null for 'New Cross-Sell'. */
  crossSell: CrossSellWire | null;
  onClose: () => void;
}

/** 'New Cross-Sell' or 'Edit Cross-Sell'. Mounted only while open, so each opening starts from the saved values. */
export function CrossSellDialog({ kind, crossSell, onClose }: CrossSellDialogProps) {
  const save = useSaveCrossSell(kind, crossSell?.id ?? null);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<CrossSellFormInput, unknown, CrossSellFormOutput>({
    resolver: zodResolver(crossSellFormSchema),
    defaultValues: crossSellFormValues(crossSell),
  });

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        notify(crossSell ? `${answer.cross_sell.name} was saved.` : `${answer.cross_sell.name} was created.`);
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, CROSS_SELL_FIELDS, setError),
    }),
  );

  return (
    <FormDialog
      title={crossSell ? 'Edit Cross-Sell' : 'New Cross-Sell'}
      submitLabel={crossSell ? 'Save Cross-Sell' : 'Create Cross-Sell'}
      busy={save.isPending}
      failure={formFailure(save.error, CROSS_SELL_FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus maxLength={100} />
      <FormTextField control={control} name="description" label="Description" maxLength={500} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="price_cents" label="Price ($)" inputMode="numeric" required />
        <FormSelectField control={control} name="frequency" label="Frequency" options={FREQUENCY_OPTIONS} required />
      </Box>
      <FormSwitch control={control} name="is_active" label="Active (offered on new subscriptions)" />
    </FormDialog>
  );
}
