import TextField from '@mui/material/TextField';
import { fieldMessages } from '../shift-form.ts';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

type DateTimeFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = UseControllerProps<
  TValues,
  TName,
  TOutput
> & {
  label: string;
  type?: 'datetime-local' | 'date';
  size?: 'small' | 'medium';
  /** Marks the label with an asterisk; the schema still decides. */
  required?: boolean;
};

/** A wall-clock date-time (or day) input bound to React Hook Form, its error under it (the form-text-field pattern). */
export function DateTimeField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  label,
  type = 'datetime-local',
  size,
  required,
  ...controller
}: DateTimeFieldProps<TValues, TName, TOutput>) {
  const { field, fieldState } = useController(controller);
  const texts = fieldMessages(fieldState.error);
  return (
    <TextField
      fullWidth
      margin="normal"
      size={size}
      type={type}
      label={label}
      required={required}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={texts.length > 0}
      helperText={
        texts.length > 0
          ? texts.map((text) => (
              <span key={text} style={{ display: 'block' }}>
                {text}
              </span>
            ))
          : undefined
      }
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
