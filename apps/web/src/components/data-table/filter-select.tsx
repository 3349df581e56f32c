/** One filter or sort of a list page's filter bar: an optional "all" choice, then the options; disabled until options arrive. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

/** Most filters are a schema's value list plus a label map; this keeps their order the schema's. */
export const optionsFrom = <T extends string>(values: readonly T[], labels: Record<T, string>): FilterOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

interface FilterSelectProps {
  label: string;
  /** The label of the empty choice ('All statuses'); a sort has none, as it always has a value. */
  allLabel?: string;
  /** The list's default: shown when no value is set, and choosing it clears the parameter so the URL stays clean. */
  defaultValue?: string;
  value: string | number | boolean | undefined;
  /** Undefined while the options load: the select waits, showing the empty choice. */
  options: readonly FilterOption[] | undefined;
  onChange: (value: string | undefined) => void;
}

export function FilterSelect({ label, allLabel, defaultValue, value, options, onChange }: FilterSelectProps) {
  const shown = options ? String(value ?? defaultValue ?? '') : '';
  return (
    <TextField
      select
      label={label}
      size="small"
      value={shown}
      onChange={(event) => onChange(event.target.value === defaultValue ? undefined : event.target.value || undefined)}
      disabled={!options}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {(options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
