import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

type FormSwitchProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = UseControllerProps<
  TValues,
  TName,
  TOutput
> & {
  label: string;
  /** A sentence under the switch saying what turning it on does. */
  helperText?: string;
};

/** An on/off field bound to React Hook Form, with its label beside it (the label names the switch). */
export function FormSwitch<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  label,
  helperText,
  ...controller
}: FormSwitchProps<TValues, TName, TOutput>) {
  const { field } = useController(controller);
  const labelledSwitch = (
    <FormControlLabel
      sx={{ mt: 1 }}
      label={label}
      disabled={field.disabled}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
  if (!helperText) return labelledSwitch;
  return (
    <div>
      {labelledSwitch}
      <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{helperText}</FormHelperText>
    </div>
  );
}
