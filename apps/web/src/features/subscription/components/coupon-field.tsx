import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { messages } from '@employee-portal/core/messages/catalogue';
import type { CouponCheck } from '../use-coupon-check.ts';

const STATUS_TEXT: Partial<
  Record<CouponCheck['state'], { text: string; color: 'success.main' | 'error.main' | 'text.secondary' }>
> = {
  valid: { text: messages.couponValid, color: 'success.main' },
  invalid: { text: messages.couponNotValid, color: 'error.main' },
  failed: { text: messages.somethingWentWrong, color: 'error.main' },
};

interface CouponFieldProps<TValues extends FieldValues, TOutput> {
  /** A form keeping the typed code under `coupon`. */
  control: Control<TValues, unknown, TOutput>;
  check: CouponCheck;
}

/** Spec §5: the optional coupon code and what its check found, announced politely to screen readers. */
export function CouponField<TValues extends FieldValues & { coupon: string }, TOutput>({
  control,
  check,
}: CouponFieldProps<TValues, TOutput>) {
  const { field } = useController({ control, name: 'coupon' as FieldPath<TValues> });
  const helperId = useId();
  const status = STATUS_TEXT[check.state];
  return (
    <TextField
      fullWidth
      margin="normal"
      label="Coupon code (optional)"
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={check.state === 'invalid' || check.state === 'failed'}
      helperText={status?.text ?? ' '}
      autoComplete="off"
      slotProps={{
        htmlInput: { maxLength: 50, spellCheck: false, 'aria-describedby': helperId },
        formHelperText: {
          id: helperId,
          role: 'status',
          'aria-live': 'polite',
          sx: status ? { color: status.color } : undefined,
        },
      }}
    />
  );
}
