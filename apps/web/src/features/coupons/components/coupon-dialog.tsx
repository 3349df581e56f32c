import { useMemo, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { CouponBody } from '@employee-portal/core/billing/client-coupons';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { showServerFailure } from '../../../lib/api-errors.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import type { CouponResponse } from '../api/coupons.ts';
import {
  COUPON_FORM_FIELDS,
  couponFormSchemaFor,
  DURATION_LABELS,
  emptyCouponForm,
  formFieldOfServerField,
  type CouponFormValues,
} from '../coupon-form.ts';

const DISCOUNT_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'amount', label: 'Amount off' },
];
const DURATION_OPTIONS = Object.entries(DURATION_LABELS).map(([value, label]) => ({ value, label }));

function couponFieldOf(serverField: string): Path<CouponFormValues> | null {
  const field = formFieldOfServerField(serverField);
  return (COUPON_FORM_FIELDS as readonly string[]).includes(field) ? (field as Path<CouponFormValues>) : null;
}

interface CouponDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The saved coupon's values when editing; a new coupon starts empty. */
  initialValues?: CouponFormValues;
  /** Clients already use the coupon: the server keeps its code and discount as they are. */
  termsLocked?: boolean;
  saving: boolean;
  save: (
    body: CouponBody,
    callbacks: { onSuccess: (answer: CouponResponse) => void; onError: (error: unknown) => void },
  ) => void;
  onSaved: (answer: CouponResponse) => void;
  onClose: () => void;
}

/** 'New Coupon' and 'Edit Coupon': code, discount, duration, limits and state; server refusals show in the dialog. */
export function CouponDialog(props: CouponDialogProps) {
  // Mounted only while open, so each opening starts from the saved values.
  return props.open ? <CouponDialogContent {...props} /> : null;
}

function CouponDialogContent({
  title,
  submitLabel,
  initialValues,
  termsLocked = false,
  saving,
  save,
  onSaved,
  onClose,
}: CouponDialogProps) {
  // Validated as the user types, so 'Can contain only letters and numbers' shows under the code right away.
  const today = useOrganizationToday();
  const savedExpiry = initialValues?.expires_on || null;
  const schema = useMemo(() => couponFormSchemaFor(today, savedExpiry), [today, savedExpiry]);
  const { control, handleSubmit, setError } = useForm<CouponFormValues, unknown, CouponBody>({
    resolver: zodResolver(schema),
    defaultValues: initialValues ?? emptyCouponForm,
    mode: 'onChange',
  });
  const discountType = useWatch({ control, name: 'discount_type' });
  const duration = useWatch({ control, name: 'duration' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit((body) => {
    setFailure(null);
    save(body, {
      onSuccess: onSaved,
      onError: (error) => setFailure(showServerFailure(error, couponFieldOf, setError)),
    });
  });

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busy={saving}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      {termsLocked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Clients already use this coupon: its code, discount and duration cannot change. Its description, limit, expiry
          and state can.
        </Alert>
      )}
      <FormTextField control={control} name="code" label="Code" maxLength={40} autoFocus required autoComplete="off" />
      <FormTextField control={control} name="description" label="Description" maxLength={200} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelectField
          control={control}
          name="discount_type"
          label="Discount Type"
          options={DISCOUNT_OPTIONS}
          required
        />
        {discountType === 'amount' ? (
          <FormTextField
            key="amount"
            control={control}
            name="amount_off"
            label="Amount Off ($)"
            inputMode="numeric"
            required
          />
        ) : (
          <FormTextField
            key="percent"
            control={control}
            name="percent_off"
            label="Percent Off (%)"
            inputMode="numeric"
            required
          />
        )}
        <FormSelectField control={control} name="duration" label="Duration" options={DURATION_OPTIONS} required />
        {duration === 'repeating' && (
          <FormTextField
            control={control}
            name="duration_months"
            label="Number of Months"
            inputMode="numeric"
            required
          />
        )}
        <FormTextField
          control={control}
          name="max_redemptions"
          label="Redemption Limit (optional)"
          inputMode="numeric"
        />
        <FormTextField control={control} name="expires_on" label="Expires On (optional)" type="date" />
      </Box>
      <FormSwitch control={control} name="is_active" label="Active" />
    </FormDialog>
  );
}
