import { addDays, format, parseISO } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

const shift = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/** A page's day (dispatch board, route manager, schedule map): typed or picked, a day back or ahead, or back to today. */
export function DayPicker({ day, today, onChange }: { day: string; today: string; onChange: (day: string) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton aria-label="Previous day" onClick={() => onChange(shift(day, -1))}>
        <ChevronLeft />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label="Day"
        value={day}
        onChange={(event) => {
          if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label="Next day" onClick={() => onChange(shift(day, 1))}>
        <ChevronRight />
      </IconButton>
      <Button onClick={() => onChange(today)} disabled={day === today}>
        Today
      </Button>
    </Box>
  );
}
