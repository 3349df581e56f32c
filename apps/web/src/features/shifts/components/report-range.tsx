import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { todayIn } from '@employee-portal/core/dates';
import { messages } from '@employee-portal/core/messages/catalogue';
import { MAX_REPORT_DAYS } from '@employee-portal/core/shifts/shift.schema';
import { daysInRange } from '@employee-portal/core/shifts/shift-time';
import type { ReportRange } from '../api/shift-reports.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a range cannot be asked for, once both its ends are known. */
export function reportRangeError(range: Partial<ReportRange>): string | null {
  if (!range.date_from || !range.date_to) return null;
  if (range.date_to < range.date_from) return messages.cannotBeBeforeFromDate;
  return daysInRange(range.date_from, range.date_to) > MAX_REPORT_DAYS ? messages.reportRangeTooLong : null;
}

/** The days the address asks for: either end may be missing, for the report's default. */
export function useAskedRange(): { asked: Partial<ReportRange>; setRange: (range: Partial<ReportRange>) => void } {
  const [params, setParams] = useSearchParams();
  const day = (key: keyof ReportRange) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const asked: Partial<ReportRange> = {};
  const from = day('date_from');
  const to = day('date_to');
  if (from) asked.date_from = from;
  if (to) asked.date_to = to;
  const setRange = (next: Partial<ReportRange>) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
      return search;
    });
  return { asked, setRange };
}

/** The report's day range, kept in the address (default: this month so far, in the organization's calendar). */
export function useReportRange(timeZone: string): {
  range: ReportRange;
  error: string | null;
  setRange: (range: Partial<ReportRange>) => void;
} {
  const { asked, setRange } = useAskedRange();
  const today = todayIn(timeZone, new Date());
  const range = { date_from: asked.date_from ?? `${today.slice(0, 8)}01`, date_to: asked.date_to ?? today };
  return { range, error: reportRangeError(range), setRange };
}

export function ReportRangeFields({
  range,
  error,
  onChange,
}: {
  range: ReportRange;
  error: string | null;
  onChange: (range: Partial<ReportRange>) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
      <TextField
        label="From"
        type="date"
        size="small"
        value={range.date_from}
        onChange={(event) => onChange({ date_from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={range.date_to}
        onChange={(event) => onChange({ date_to: event.target.value })}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
