import TextField from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

type FormTextAreaProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = UseControllerProps<
  TValues,
  TName,
  TOutput
> & {
  label: string;
  maxLength?: number;
  minRows?: number;
};

/** A several-line text bound to React Hook Form (introductions, notes), with its error under the field. */
export function FormTextArea<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  label,
  maxLength,
  minRows = 3,
  ...controller
}: FormTextAreaProps<TValues, TName, TOutput>) {
  const { field, fieldState } = useController(controller);
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      multiline
      minRows={minRows}
      margin="normal"
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
