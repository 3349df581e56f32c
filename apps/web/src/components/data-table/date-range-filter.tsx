import TextField from '@mui/material/TextField';
import { messages } from '@employee-portal/core/messages/catalogue';

/** A To day before the From day: the catalogue's words, or null when the range reads forwards (or is open). */
export const dateRangeError = (from: string | undefined, to: string | undefined) =>
  from && to && to < from ? messages.cannotBeBeforeFromDate : null;

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** An emptied field answers undefined: the list drops that bound. */
  onChange: (bound: 'from' | 'to', day: string | undefined) => void;
}

/** The From and To day filters of a list, two slots of its toolbar; a To before From says so under To. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const error = dateRangeError(from, to);
  return (
    <>
      <TextField
        label="From"
        type="date"
        size="small"
        value={from ?? ''}
        onChange={(event) => onChange('from', event.target.value || undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={to ?? ''}
        onChange={(event) => onChange('to', event.target.value || undefined)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
