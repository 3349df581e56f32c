import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { KpiResponse } from '@employee-portal/core/dashboard/kpi.responses';
import { changeView, formatKpiValue } from '../kpi-format.ts';

const TONE_COLOUR = { good: 'success.main', bad: 'error.main', neutral: 'text.secondary' } as const;

function Change({ kpi, changeBps }: { kpi: KpiResponse; changeBps: number | null }) {
  const change = changeView(kpi.widget, changeBps);
  return (
    <Typography variant="caption" sx={{ color: TONE_COLOUR[change.tone], fontWeight: 600 }}>
      {change.arrow && <span aria-hidden>{change.arrow} </span>}
      {change.text}
    </Typography>
  );
}

interface KpiValueProps {
  kpi: KpiResponse;
  /** The organization's calendar day: a period still running is read as of today. */
  today: string;
}

/** The headline figure, its change against the previous period, and the named figures it is made of. */
export function KpiValue({ kpi, today }: KpiValueProps) {
  const isActiveCount = kpi.widget === 'active_residential' || kpi.widget === 'active_commercial';
  return (
    <Box>
      <Typography variant="h4" component="p" aria-label="Figure">
        {formatKpiValue(kpi.unit, kpi.value)}
      </Typography>
      {kpi.value === null && (
        <Typography variant="caption" color="text.secondary" component="p">
          Not enough data in this period
        </Typography>
      )}
      {isActiveCount && (
        <Typography variant="caption" color="text.secondary" component="p">
          As of {kpi.range.to < today ? kpi.range.to : today}
        </Typography>
      )}
      <Box title={`Previous period ${kpi.previous_range.from} – ${kpi.previous_range.to}`}>
        <Change kpi={kpi} changeBps={kpi.change_bps} />
      </Box>
      {kpi.figures.length > 0 && (
        <Box component="dl" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', m: 0, mt: 1.5 }}>
          {kpi.figures.map((figure) => (
            <Box key={figure.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {formatKpiValue(kpi.unit, figure.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
