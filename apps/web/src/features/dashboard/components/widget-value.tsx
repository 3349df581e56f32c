import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { WidgetValue } from '@employee-portal/core/dashboard/widgets';
import { breakdownRows } from '../breakdown.ts';

type Breakdown = Extract<WidgetValue, { kind: 'breakdown' }>;

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

/** A ranked list of counts with bars scaled to the leader; `emptyText` when nothing was counted. */
function BreakdownView({ value, label, emptyText }: { value: Breakdown; label: string; emptyText: string }) {
  if (value.total === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box>
      <Figure label="Total" value={numberFormat.format(value.total)} />
      <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {breakdownRows(value.items, value.total).map((row) => (
          <Box component="li" key={row.label}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {numberFormat.format(row.count)}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({row.sharePercent}%)
                </Typography>
              </Typography>
            </Box>
            {/* The bar repeats the count beside it, so screen readers skip it. */}
            <LinearProgress
              variant="determinate"
              value={row.barPercent}
              aria-hidden
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

interface WidgetValueViewProps {
  value: WidgetValue;
  /** Names a breakdown's list for assistive technology (the widget's title). */
  label: string;
  /** What a breakdown says when nothing was counted in the range. */
  emptyText?: string;
}

/** A widget's figures: a count of active clients, clients won and lost, or counts by reason over the range. */
export function WidgetValueView({ value, label, emptyText = 'Nothing in this period' }: WidgetValueViewProps) {
  if (value.kind === 'breakdown') return <BreakdownView value={value} label={label} emptyText={emptyText} />;
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
