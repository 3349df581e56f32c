import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetValue } from '@employee-portal/core/dashboard/widgets';

const numberFormat = new Intl.NumberFormat();
const signed = (value: number) => (value > 0 ? `+${numberFormat.format(value)}` : numberFormat.format(value));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
    </Box>
  );
}

/** A widget's figures: a count of active clients, or clients won and lost over the range. */
export function WidgetValueView({ value }: { value: WidgetValue }) {
  if (value.kind === 'active') {
    return (
      <Box>
        <Figure label="Active" value={numberFormat.format(value.active)} />
        <Typography variant="caption" color="text.secondary">
          As of {value.at}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Figure label="New" value={numberFormat.format(value.new)} />
      <Figure label="Lost" value={numberFormat.format(value.lost)} />
      <Figure label="Net" value={signed(value.net)} />
    </Box>
  );
}
