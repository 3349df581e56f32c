import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { resolveTimeRange, type SavedTimeRange } from '@employee-portal/core/dashboard/time-range';
import type { BuiltDashboardWidgetKey } from '@employee-portal/core/dashboard/widgets';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDashboardWidget } from '../api/dashboard-widget.ts';
import { CustomRangeDialog } from './custom-range-dialog.tsx';
import { TimeRangeSelect } from './time-range-select.tsx';
import { WidgetValueView } from './widget-value.tsx';

interface WidgetCardProps {
  widget: { key: BuiltDashboardWidgetKey; title: string };
  range: SavedTimeRange;
  /** The organization's calendar day: every range resolves against it. */
  today: string;
  onRangeChange: (range: SavedTimeRange) => void;
}

/** What a breakdown widget says when the range holds nothing to count. */
const EMPTY_TEXT: Partial<Record<BuiltDashboardWidgetKey, string>> = {
  cancel_reasons_residential: 'No cancellations in this period',
  cancel_reasons_commercial: 'No cancellations in this period',
};

function LoadingValue() {
  return (
    <Box aria-busy="true" aria-label="Loading">
      <Skeleton width="30%" />
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
    </Box>
  );
}

export function WidgetCard({ widget, range, today, onRangeChange }: WidgetCardProps) {
  const titleId = useId();
  const [customOpen, setCustomOpen] = useState(false);
  const dates = resolveTimeRange(range, today);
  const value = useDashboardWidget(widget.key, dates);

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
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
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {widget.title}
          </Typography>
          <TimeRangeSelect
            choice={range.choice}
            onChoose={(choice) => onRangeChange({ choice })}
            onCustom={() => setCustomOpen(true)}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2, minHeight: 34 }}>
          <Typography variant="body2" color="text.secondary" aria-label="Date range">
            {dates.from} – {dates.to}
          </Typography>
          {range.choice === 'custom' && (
            <IconButton
              size="small"
              aria-label={`Change the custom range of ${widget.title}`}
              onClick={() => setCustomOpen(true)}
            >
              <EditCalendarIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        {value.isPending ? (
          <LoadingValue />
        ) : value.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void value.refetch()} loading={value.isFetching}>
                Retry
              </Button>
            }
          >
            {serverMessage(value.error)}
          </Alert>
        ) : (
          <WidgetValueView value={value.data} label={widget.title} emptyText={EMPTY_TEXT[widget.key]} />
        )}
      </CardContent>
      <CustomRangeDialog
        open={customOpen}
        widgetTitle={widget.title}
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
