import { useFieldArray, useForm, useWatch, type Control, type Path, type UseFormSetValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ServicePlanWire } from '@employee-portal/core/subscriptions/pricing.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useCreateServicePlan, useUpdateServicePlan } from '../api/pricing.ts';
import {
  emptyPlanFormValues,
  firstRowCents,
  frequencyOptions,
  MAX_DOG_PRICE_ROWS,
  monthlyValueText,
  nextDogsFrom,
  planFieldPaths,
  planFormValuesOf,
  PRICE_BASIS_LABELS,
  servicePlanFormSchema,
  withAddedDogRow,
  type ServicePlanFormValues,
} from '../pricing-form.ts';
import { PricingTextField } from './pricing-fields.tsx';

type PlanOutput = z.output<typeof servicePlanFormSchema>;

const DAYS_OPTIONS = Array.from({ length: 7 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
const BASIS_OPTIONS = Object.entries(PRICE_BASIS_LABELS).map(([value, label]) => ({ value, label }));

/** The dog-count price ranges: each row starts right after the previous one ends; the last may be open ("and up"). */
function DogPriceRows({
  control,
  setValue,
}: {
  control: Control<ServicePlanFormValues, unknown, PlanOutput>;
  setValue: UseFormSetValue<ServicePlanFormValues>;
}) {
  const { fields, replace, remove } = useFieldArray({ control, name: 'dog_prices', keyName: 'key' });
  const rows = useWatch({ control, name: 'dog_prices' });
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, mt: 2, px: 2, pb: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        Prices by Number of Dogs
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Each range starts right after the one above it. Leave the last range&apos;s &quot;To&quot; empty for &quot;and
        up&quot;.
      </Typography>
      {fields.map((row, index) => {
        const last = index === fields.length - 1;
        return (
          <Box
            key={row.key}
            role="group"
            aria-label={`Dog range ${index + 1}`}
            sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1.5fr' } }}
          >
            <PricingTextField
              control={control}
              name={`dog_prices.${index}.dogs_from`}
              label="From (dogs)"
              readOnly
              numeric
            />
            <PricingTextField
              control={control}
              name={`dog_prices.${index}.dogs_to`}
              label="To (dogs)"
              numeric
              hint={last ? 'Empty = and up' : undefined}
              onTyped={(text) => {
                // While the "to" is not a count, the next row keeps its start; the error shows under this "to".
                const next = nextDogsFrom(text);
                if (next !== '' && index + 1 < fields.length)
                  setValue(`dog_prices.${index + 1}.dogs_from`, next, { shouldDirty: true });
              }}
            />
            <PricingTextField control={control} name={`dog_prices.${index}.price_cents`} label="Price" money required />
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          size="small"
          onClick={() => replace(withAddedDogRow(rows))}
          disabled={fields.length >= MAX_DOG_PRICE_ROWS}
        >
          Add Dog Range
        </Button>
        <Button size="small" color="inherit" onClick={() => remove(fields.length - 1)} disabled={fields.length <= 1}>
          Remove Last Range
        </Button>
      </Box>
    </Box>
  );
}

/** "1 dog at $15.00 a visit comes to $130.00 a month": the monthly value of the per-visit price, as the plan stands. */
function MonthlyValueHint({ control }: { control: Control<ServicePlanFormValues, unknown, PlanOutput> }) {
  const [frequency, customDays, basis, prices] = useWatch({
    control,
    name: ['frequency', 'custom_days_per_week', 'price_basis', 'dog_prices'],
  });
  if (basis !== 'per_visit') return null;
  if (frequency === 'one_time')
    return <Typography color="text.secondary">One-time service has no monthly value.</Typography>;
  const cents = firstRowCents({ dog_prices: prices });
  const monthly = monthlyValueText(cents, {
    frequency,
    custom_days_per_week: customDays === '' ? null : Number(customDays),
    price_basis: basis,
  });
  if (cents === null || monthly === null)
    return (
      <Typography color="text.secondary">Enter the price for 1 dog to see what it comes to in a month.</Typography>
    );
  return (
    <Typography color="text.secondary" aria-live="polite">
      Monthly value for 1 dog: {monthly}
    </Typography>
  );
}

interface ServicePlanDialogProps {
  /** The plan being edited; none for a new one. */
  plan?: ServicePlanWire;
  onClose: () => void;
  onSaved?: (plan: ServicePlanWire) => void;
}

/** 'New Service Plan' and 'Edit Service Plan': mounted while open, so each opening starts from the saved plan. */
export function ServicePlanDialog({ plan, onClose, onSaved }: ServicePlanDialogProps) {
  const create = useCreateServicePlan();
  const update = useUpdateServicePlan(plan?.id ?? 0);
  const save = plan ? update : create;
  const notify = useNotify();
  const { control, handleSubmit, setError, setValue, getValues } = useForm<ServicePlanFormValues, unknown, PlanOutput>({
    resolver: zodResolver(servicePlanFormSchema),
    defaultValues: plan ? planFormValuesOf(plan) : emptyPlanFormValues(),
  });
  const frequency = useWatch({ control, name: 'frequency' });
  const fields = planFieldPaths(getValues('dog_prices').length);
  const formError = formFailure(save.error, fields);

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        notify(plan ? 'The service plan was saved.' : 'The service plan was created.');
        onSaved?.(answer.service_plan);
        onClose();
      },
      onError: (error) =>
        applyServerFieldErrors(
          error,
          planFieldPaths(getValues('dog_prices').length) as Path<ServicePlanFormValues>[],
          setError,
        ),
    }),
  );

  return (
    <FormDialog
      title={plan ? 'Edit Service Plan' : 'New Service Plan'}
      submitLabel="Save Plan"
      busy={save.isPending}
      failure={formError}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField control={control} name="name" label="Plan Name" maxLength={100} autoFocus required />
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: frequency === 'custom' ? '1fr 150px 1fr' : '1fr 1fr' },
        }}
      >
        <FormSelectField control={control} name="frequency" label="Frequency" options={frequencyOptions} required />
        {frequency === 'custom' && (
          <FormSelectField
            control={control}
            name="custom_days_per_week"
            label="Days a Week"
            options={DAYS_OPTIONS}
            required
          />
        )}
        <FormSelectField control={control} name="price_basis" label="Price Basis" options={BASIS_OPTIONS} required />
      </Box>
      <DogPriceRows control={control} setValue={setValue} />
      <Box sx={{ mt: 1.5 }}>
        <MonthlyValueHint control={control} />
      </Box>
      <FormSwitch control={control} name="is_active" label="Active (offered for new subscriptions)" />
    </FormDialog>
  );
}
