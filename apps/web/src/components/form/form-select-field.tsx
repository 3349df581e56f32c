import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

type FormSelectFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = UseControllerProps<
  TValues,
  TName,
  TOutput
> & {
  label: string;
  options: readonly SelectOption[];
  /**
   * A native select: for long lists (time zones), where typing a letter jumps through hundreds of entries and the
   * browser's own picker suits phones; and where a real <label for> must name the field (MUI's own select labels
   * itself with a div). It always shows a blank first entry meaning "not chosen".
   */
  native?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  size?: 'small' | 'medium';
  /** Marks the label with an asterisk for sighted and screen-reader users; the schema still decides. */
  required?: boolean;
  /** A first choice whose value is '' and means "none" ('No tax code'), shown as the value while it is picked. */
  emptyLabel?: string;
};

/** A select bound to React Hook Form, with its label and its error under the field (the form-text-field pattern). */
export function FormSelectField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  label,
  options,
  native = false,
  autoFocus,
  autoComplete,
  size,
  required,
  emptyLabel,
  ...controller
}: FormSelectFieldProps<TValues, TName, TOutput>) {
  const { field, fieldState } = useController(controller);
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      size={size}
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      error={Boolean(message)}
      helperText={message}
      autoFocus={autoFocus}
      required={required}
      slotProps={{
        select: { native, displayEmpty: !native && emptyLabel !== undefined },
        htmlInput: { autoComplete },
        inputLabel: native || emptyLabel !== undefined ? { shrink: true } : undefined,
      }}
    >
      {native && <option value="">{emptyLabel}</option>}
      {!native && emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) =>
        native ? (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ) : (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ),
      )}
    </TextField>
  );
}
