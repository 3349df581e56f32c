/** Small form controls of the client forms: the zip with its service-area warning, dog names. */
import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { digitsOnly } from '../../../lib/input-masks.ts';
import { parseDogNames } from '../client-list-params.ts';

/** The zip: 5 digits; under it the error, else the warning that the organization does not serve it (the form still saves). */
export function ZipField({
  control,
  name,
  warning,
}: {
  control: Control<FieldValues>;
  name: string;
  warning: string | null;
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

/** Dog names typed as one line, commas between names; the form holds the list. */
export function DogNamesField({ control, name }: { control: Control<FieldValues>; name: string }) {
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(() => (Array.isArray(field.value) ? (field.value as string[]).join(', ') : ''));
  const id = useId();
  const message = fieldState.error?.message ?? (Array.isArray(fieldState.error) ? 'Not valid' : undefined);
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={Boolean(message)}>
      <InputLabel htmlFor={id}>Dog Names</InputLabel>
      <OutlinedInput
        id={id}
        label="Dog Names"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parseDogNames(event.target.value));
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        slotProps={{ input: { 'aria-describedby': `${id}-helper` } }}
      />
      <FormHelperText id={`${id}-helper`}>{message ?? 'Separate names with commas'}</FormHelperText>
    </FormControl>
  );
}
