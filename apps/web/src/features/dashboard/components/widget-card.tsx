import { lazy, Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { kpiDefinitions } from '@employee-portal/core/dashboard/kpi-definitions';
import { resolveTimeRange, type SavedTimeRange } from '@employee-portal/core/dashboard/time-range';
import type { DashboardWidgetKey } from '@employee-portal/core/dashboard/widgets';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDashboardKpi } from '../api/dashboard-kpi.ts';
import { CustomRangeDialog } from './custom-range-dialog.tsx';
import { KpiValue } from './kpi-value.tsx';
import { TimeRangeSelect } from './time-range-select.tsx';

interface WidgetCardProps {
  widgetKey: DashboardWidgetKey;
  range: SavedTimeRange;
  /** The organization's calendar day: every range resolves against it. */
  today: string;
  onRangeChange: (range: SavedTimeRange) => void;
}

// The chart library is the dashboard's largest part: figures show first, the pictures arrive in their own chunk.
const KpiChart = lazy(() => import('./kpi-chart.tsx').then((module) => ({ default: module.KpiChart })));

/** The page states these definitions in full (issue 19): the figures are easy to misread without them. */
const DEFINITION_SHOWN: ReadonlySet<DashboardWidgetKey> = new Set(['churn_rate', 'lifetime_value']);

function LoadingValue() {
  return (
    <Box aria-busy="true" aria-label="Loading">
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
      <Skeleton width="30%" />
      <Skeleton variant="rectangular" height={120} sx={{ mt: 1 }} />
    </Box>
  );
}

/** One dashboard widget: its own time range, figure, change against the previous period, and chart. */
export function WidgetCard({ widgetKey, range, today, onRangeChange }: WidgetCardProps) {
  const titleId = useId();
  const [customOpen, setCustomOpen] = useState(false);
  const definition = kpiDefinitions[widgetKey];
  const dates = resolveTimeRange(range, today);
  const kpi = useDashboardKpi(widgetKey, dates);
  const showDefinition = DEFINITION_SHOWN.has(widgetKey);

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      aria-busy={kpi.isFetching}
      data-widget={widgetKey}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            mb: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {definition.title}
            </Typography>
            {!showDefinition && (
              <Tooltip title={definition.definition}>
                <IconButton size="small" aria-label={`About ${definition.title}`}>
                  <InfoOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
          <TimeRangeSelect
            choice={range.choice}
            onChoose={(choice) => onRangeChange({ choice })}
            onCustom={() => setCustomOpen(true)}
          />
        </Box>
        {showDefinition && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {definition.definition}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2, minHeight: 34 }}>
          <Typography variant="body2" color="text.secondary" aria-label="Date range">
            {dates.from} – {dates.to}
          </Typography>
          {range.choice === 'custom' && (
            <IconButton
              size="small"
              aria-label={`Change the custom range of ${definition.title}`}
              onClick={() => setCustomOpen(true)}
            >
              <EditCalendarIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        {kpi.isPending ? (
          <LoadingValue />
        ) : kpi.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void kpi.refetch()} loading={kpi.isFetching}>
                Retry
              </Button>
            }
          >
            {serverMessage(kpi.error)}
          </Alert>
        ) : (
          <>
            <KpiValue kpi={kpi.data} today={today} />
            {definition.chart !== 'none' && (
              <Suspense fallback={<Skeleton variant="rectangular" height={120} sx={{ mt: 1 }} />}>
                <KpiChart kpi={kpi.data} title={definition.title} />
              </Suspense>
            )}
          </>
        )}
      </CardContent>
      <CustomRangeDialog
        open={customOpen}
        widgetTitle={definition.title}
        initial={dates}
        onCancel={() => setCustomOpen(false)}
        onApply={({ from, to }) => {
          setCustomOpen(false);
          onRangeChange({ choice: 'custom', from, to });
        }}
      />
    </Card>
  );
}
