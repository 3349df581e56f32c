import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { KpiResponse } from '@employee-portal/core/dashboard/kpi.responses';
import { breakdownRows } from '../breakdown.ts';
import { formatKpiValue } from '../kpi-format.ts';

/** Bars beyond these would shrink each label past reading in a card. */
const MOST_BARS = 8;
const BAR_HEIGHT = 28;

const rowsOf = (items: NonNullable<KpiResponse['breakdown']>) =>
  breakdownRows(
    items.map((item) => ({ label: item.label, count: item.value })),
    items.reduce((sum, item) => sum + item.value, 0),
  );

interface KpiChartProps {
  kpi: KpiResponse;
  title: string;
}

/**
 * The picture beside a figure: a trend line over the range's buckets, or bars by source, product or reason. The
 * drawing is hidden from assistive technology; the bars' labels and figures are also given as text below it.
 */
export function KpiChart({ kpi, title }: KpiChartProps) {
  const format = (value: number | null) => formatKpiValue(kpi.unit, value);
  if (kpi.series && kpi.series.length > 1) {
    return (
      <Box role="img" aria-label={`${title} by ${kpi.bucket ?? 'period'}`} sx={{ mt: 1 }}>
        <LineChart
          height={160}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          hideLegend
          xAxis={[
            { scaleType: 'point', data: kpi.series.map((point) => point.label), tickLabelStyle: { fontSize: 10 } },
          ]}
          yAxis={[{ valueFormatter: (value: number) => format(value), width: 64, tickLabelStyle: { fontSize: 10 } }]}
          series={[
            {
              data: kpi.series.map((point) => point.value),
              showMark: false,
              area: true,
              curve: 'linear',
              valueFormatter: format,
            },
          ]}
        />
      </Box>
    );
  }
  if (kpi.breakdown) {
    if (kpi.breakdown.length === 0) {
      return (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nothing in this period
        </Typography>
      );
    }
    const bars = kpi.breakdown.slice(0, MOST_BARS);
    return (
      <Box sx={{ mt: 1 }}>
        <Box role="img" aria-label={`${title} by label, listed below`}>
          <BarChart
            height={24 + BAR_HEIGHT * bars.length}
            layout="horizontal"
            margin={{ left: 0, right: 8, top: 4, bottom: 0 }}
            hideLegend
            xAxis={[{ valueFormatter: (value: number) => format(value), height: 20, tickLabelStyle: { fontSize: 10 } }]}
            yAxis={[
              { scaleType: 'band', data: bars.map((bar) => bar.label), width: 110, tickLabelStyle: { fontSize: 10 } },
            ]}
            series={[{ data: bars.map((bar) => bar.value), valueFormatter: format }]}
          />
        </Box>
        <Box component="ol" aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}>
          {rowsOf(kpi.breakdown).map((row) => (
            <Box component="li" key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </Typography>
              <Typography variant="caption" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {format(row.count)} ({row.sharePercent}%)
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  return null;
}
