import Alert from '@mui/material/Alert';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { SubscriptionFormValues } from '../subscription-form.ts';

interface CouponCodeFieldProps {
  control: Control<SubscriptionFormValues>;
  /** The quote's verdict on the typed code ('Coupon Code is not valid'), shown until the field has its own error. */
  couponError: string | null;
  fieldHasError: boolean;
}

export function CouponCodeField({ control, couponError, fieldHasError }: CouponCodeFieldProps) {
  return (
    <>
      <FormTextField control={control} name="coupon_code" label="Coupon Code" maxLength={40} autoComplete="off" />
      {couponError && !fieldHasError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {couponError}
        </Alert>
      )}
    </>
  );
}

/** The quote's coupon error applies only while a code is typed. */
export const typedCouponError = (typed: string, quoteError: string | null | undefined) =>
  typed.trim() !== '' ? (quoteError ?? null) : null;
