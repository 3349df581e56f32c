import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { todayIn } from '@employee-portal/core/dates';
import { messages } from '@employee-portal/core/messages/catalogue';
import { MAX_REPORT_DAYS } from '@employee-portal/core/shifts/shift.schema';
import { daysInRange } from '@employee-portal/core/shifts/shift-time';
import type { ReportRange } from '../api/shift-reports.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report's day range, kept in the address (default: this month so far, in the organization's calendar). */
export function useReportRange(timeZone: string): {
  range: ReportRange;
  error: string | null;
  setRange: (range: Partial<ReportRange>) => void;
} {
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone, new Date());
  const fromParam = params.get('date_from');
  const toParam = params.get('date_to');
  const range = {
    date_from: fromParam && DAY.test(fromParam) ? fromParam : `${today.slice(0, 8)}01`,
    date_to: toParam && DAY.test(toParam) ? toParam : today,
  };
  const error =
    range.date_to < range.date_from
      ? messages.cannotBeBeforeFromDate
      : daysInRange(range.date_from, range.date_to) > MAX_REPORT_DAYS
        ? messages.reportRangeTooLong
        : null;
  const setRange = (next: Partial<ReportRange>) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
      return search;
    });
  return { range, error, setRange };
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
