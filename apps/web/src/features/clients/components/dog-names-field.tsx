/** Dog names typed as one line in the client location forms. */
import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { parseDogNames } from '../client-list-params.ts';

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
