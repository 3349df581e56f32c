import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { digitsOnly } from '../../lib/input-masks.ts';

/** The zip: 5 digits; under it the error, else the warning that the organization does not serve it (the form still saves). */
export function ZipField({
  control,
  name,
  warning = null,
}: {
  control: Control<FieldValues>;
  name: string;
  warning?: string | null;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const message = fieldState.error?.message ?? warning;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={Boolean(fieldState.error)} required>
      <InputLabel htmlFor={id}>Zip</InputLabel>
      <OutlinedInput
        id={id}
        name={field.name}
        label="Zip"
        value={field.value ?? ''}
        onChange={(event) => field.onChange(digitsOnly(5)(event.target.value))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        slotProps={{
          input: { inputMode: 'numeric', maxLength: 5, 'aria-describedby': message ? `${id}-helper` : undefined },
        }}
      />
      {message && (
        <FormHelperText id={`${id}-helper`} sx={fieldState.error ? undefined : { color: 'warning.dark' }}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
