import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

type PricingTextFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = UseControllerProps<
  TValues,
  TName,
  TOutput
> & {
  label: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  /** A dollar amount: '$' before the text and the decimal keypad on phones. */
  money?: boolean;
  numeric?: boolean;
  readOnly?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  /** Called with the new text after the form stores it (a dependent field follows it). */
  onTyped?: (text: string) => void;
};

/** A compact text field of the pricing forms, bound to React Hook Form, with its error (or its hint) under it. */
export function PricingTextField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  label,
  hint,
  money = false,
  numeric = false,
  readOnly = false,
  required,
  autoFocus,
  maxLength,
  onTyped,
  ...controller
}: PricingTextFieldProps<TValues, TName, TOutput>) {
  const { field, fieldState } = useController(controller);
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      size="small"
      margin="dense"
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onTyped?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? hint}
      required={required}
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: {
          readOnly,
          maxLength,
          inputMode: money ? 'decimal' : numeric ? 'numeric' : undefined,
          autoComplete: 'off',
        },
        input: money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
        inputLabel: readOnly ? { shrink: true } : undefined,
      }}
    />
  );
}
