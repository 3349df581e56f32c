/** One filter of a list page's filter bar: an "all" choice, then the options; disabled until options arrive. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  /** The label of the empty choice ('All statuses'). */
  allLabel: string;
  value: string | number | boolean | undefined;
  /** Undefined while the options load: the select waits, showing the empty choice. */
  options: readonly FilterOption[] | undefined;
  onChange: (value: string | undefined) => void;
}

export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const shown = value !== undefined && options ? String(value) : '';
  return (
    <TextField select label={label} size="small" value={shown} onChange={(event) => onChange(event.target.value || undefined)} disabled={!options}>
      <MenuItem value="">{allLabel}</MenuItem>
      {(options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
