import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { HEX_COLOR } from '@employee-portal/core/branding/brand-colors';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

type ColorFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = UseControllerProps<
  TValues,
  TName,
  TOutput
> & {
  label: string;
  /** What the colour picker shows while the field is blank (the colour a blank field falls back to). */
  fallback: string;
  hint: string;
};

/**
 * A colour as the browser's picker chooses it and as '#rrggbb' text beside it, one value: people paste brand colours
 * from a style guide, and the picker alone cannot be typed into from the keyboard in every browser.
 */
export function ColorField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  label,
  fallback,
  hint,
  ...controller
}: ColorFieldProps<TValues, TName, TOutput>) {
  const { field, fieldState } = useController(controller);
  const id = useId();
  const helperId = `${id}-helper`;
  const message = fieldState.error?.message;
  const text = typeof field.value === 'string' ? field.value : '';
  const swatch = HEX_COLOR.test(text.trim()) ? text.trim().toLowerCase() : fallback;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
      <Box
        component="input"
        type="color"
        aria-label={`${label} picker`}
        value={swatch}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        sx={{
          mt: 2,
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      <FormControl fullWidth margin="normal" variant="outlined" error={Boolean(message)}>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          name={field.name}
          value={text}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          placeholder={fallback}
          slotProps={{ input: { maxLength: 7, spellCheck: false, 'aria-describedby': helperId } }}
        />
        <FormHelperText id={helperId}>{message ?? hint}</FormHelperText>
      </FormControl>
    </Box>
  );
}
