import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';

/** The range a report covers, once it has answered, and how its figures are worked out. */
export function RangeNote({
  range,
  note,
}: {
  range: { date_from: string; date_to: string } | undefined;
  note: string;
}) {
  const dateFormat = useDateFormat();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {range && (
        <>
          {formatCalendarDate(range.date_from, dateFormat)} – {formatCalendarDate(range.date_to, dateFormat)}.{' '}
        </>
      )}
      {note}
    </Typography>
  );
}
