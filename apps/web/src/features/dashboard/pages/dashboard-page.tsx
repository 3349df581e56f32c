import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatServerError } from '@employee-portal/core/messages/format-error';
import { isApiError } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useDashboardSummary, type DashboardSummary } from '../api/dashboard-summary.ts';

const SUMMARY_CARDS: readonly { key: keyof DashboardSummary; label: string }[] = [
  { key: 'active_residential', label: 'Active Residential Clients' },
  { key: 'active_commercial', label: 'Active Commercial Clients' },
  { key: 'new_residential', label: 'New Residential This Month' },
  { key: 'new_commercial', label: 'New Commercial This Month' },
  { key: 'staff_active', label: 'Active Staff' },
];

const numberFormat = new Intl.NumberFormat();

export default function DashboardPage() {
  const fullName = useSessionStore((state) => state.user?.full_name ?? '');
  const organizationName = useSessionStore((state) => state.user?.organization_name ?? '');
  const summary = useDashboardSummary();

  return (
    <Box>
      <Typography variant="h5" component="h1">
        Welcome, {fullName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {organizationName}
      </Typography>

      {summary.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refetch()} loading={summary.isFetching}>
              Retry
            </Button>
          }
        >
          {formatServerError(isApiError(summary.error) ? summary.error.body : null)}
        </Alert>
      ) : (
        <Box
          component="ul"
          aria-label="Summary"
          aria-busy={summary.isPending}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        >
          {SUMMARY_CARDS.map(({ key, label }) => (
            <Card component="li" key={key} aria-label={label}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h4" component="p" sx={{ mt: 1 }}>
                  {summary.data ? numberFormat.format(summary.data[key]) : <Skeleton width="40%" aria-label="Loading" />}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
