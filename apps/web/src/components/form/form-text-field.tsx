import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

type FormTextFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = UseControllerProps<
  TValues,
  TName,
  TOutput
> & {
  label: string;
  type?: 'text' | 'email' | 'password' | 'date' | 'tel';
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  /** Rewrites what is typed before the form stores it (an input mask, e.g. digits only). */
  mask?: (typed: string) => string;
  /** Marks the label with an asterisk and the input as required for screen readers; the schema still decides. */
  required?: boolean;
};

/**
 * The one form field pattern: an outlined text input bound to React Hook Form, with its label and its error under
 * the field. Built from FormControl + OutlinedInput rather than TextField because TextField also bundles Select
 * (with Menu, Popover and Modal), which would more than double what the sign-in page downloads.
 */
export function FormTextField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  inputMode,
  maxLength,
  mask,
  required,
  ...controller
}: FormTextFieldProps<TValues, TName, TOutput>) {
  const { field, fieldState } = useController(controller);
  const id = useId();
  const helperId = `${id}-helper`;
  const message = fieldState.error?.message;
  // A date input always shows its own mm/dd/yyyy mask, so its label must sit above the field, never over it.
  const shrink = type === 'date' ? true : undefined;

  return (
    <FormControl
      fullWidth
      margin="normal"
      variant="outlined"
      error={Boolean(message)}
      disabled={field.disabled}
      required={required}
    >
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onChange={mask ? (event) => field.onChange(mask(event.target.value)) : field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        label={label}
        notched={shrink}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        slotProps={{ input: { inputMode, maxLength, 'aria-describedby': message ? helperId : undefined } }}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
