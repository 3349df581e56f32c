import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useTabInUrl } from '../../../lib/use-tab-in-url.ts';
import { useCommercialCustomer, useCommercialLocations } from '../api/commercial.ts';
import { CommercialDetailsTab } from '../components/commercial-details-tab.tsx';
import { CommercialLocationsTab } from '../components/commercial-locations-tab.tsx';
import { CommercialSubscriptionsSchedule } from '../../subscriptions/index.ts';
import { CommercialStatusChip } from '../components/commercial-status-chip.tsx';
import { CommercialStatusDialog } from '../components/commercial-status-dialog.tsx';
import { ClientInvoicesPanel } from '../../invoices/index.ts';
import { SavedCardsPanel } from '../../payments/index.ts';

const TABS = ['details', 'locations', 'schedule', 'invoices'] as const;
const TAB_LABELS: Record<(typeof TABS)[number], string> = {
  details: 'Details',
  locations: 'Locations',
  schedule: 'Schedule',
  invoices: 'Invoices',
};

/** The customer's locations, each with its subscriptions (the subscriptions feature) and Subscribe. */
function ScheduleTab({ customerId, disabled }: { customerId: number; disabled: boolean }) {
  const locations = useCommercialLocations(customerId);
  if (locations.isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading schedule" />;
  if (locations.isError) return <Alert severity="error">{serverMessage(locations.error)}</Alert>;
  return (
    <CommercialSubscriptionsSchedule
      locations={locations.data.map((location) => ({ id: location.id, title: location.name }))}
      disabled={disabled}
    />
  );
}

/** Spec /commercial_client/{id}/show: one commercial customer with its details, locations, schedule and invoices. */
export default function CommercialClientPage() {
  const customerId = useRecordId();
  const customer = useCommercialCustomer(customerId);
  const [changingStatus, setChangingStatus] = useState(false);
  const [tab, openTab] = useTabInUrl(TABS);

  if (customer.isPending || customer.isError) {
    return (
      <RecordLoadState
        id={customerId}
        query={customer}
        label="commercial client"
        back={
          <Button component={RouterLink} to={pathTo('commercial_clients')}>
            Back to Commercial Clients
          </Button>
        }
      />
    );
  }
  const client = customer.data;
  const inactive = client.status === 'inactive';
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1">
            {client.company_name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
            <CommercialStatusChip status={client.status} />
            <Chip size="small" variant="outlined" label={client.tax_exempt ? 'Tax exempt' : 'Taxable'} />
            <Typography color="text.secondary" component="span">
              Balance {formatCents(client.balance_cents)}
            </Typography>
            {client.billing_contact.full_name && (
              <Typography color="text.secondary" component="span">
                · Billing: {client.billing_contact.full_name}
              </Typography>
            )}
          </Box>
        </Box>
        <Button variant="outlined" color={inactive ? 'primary' : 'error'} onClick={() => setChangingStatus(true)}>
          {inactive ? 'Reactivate' : 'Deactivate'}
        </Button>
        <Button component={RouterLink} to={pathTo('commercial_clients')}>
          Back to Commercial Clients
        </Button>
      </Box>
      {inactive && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Inactive{client.inactive_reason ? `: ${client.inactive_reason}` : ''}. Nothing can be changed until the client
          is reactivated.
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, next: (typeof TABS)[number]) => openTab(next)}
        aria-label="Commercial client sections"
        variant="scrollable"
        sx={{ mt: 2, mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={TAB_LABELS[name]}
            id={`commercial-tab-${name}`}
            aria-controls={`commercial-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`commercial-panel-${tab}`} aria-labelledby={`commercial-tab-${tab}`}>
        {/* Keyed by what the server now holds, so the form starts from it after every save or status change. */}
        {tab === 'details' && <CommercialDetailsTab key={`${client.updated_at}-${client.status}`} customer={client} />}
        {tab === 'locations' && <CommercialLocationsTab customer={client} />}
        {tab === 'schedule' && <ScheduleTab customerId={client.id} disabled={inactive} />}
        {tab === 'invoices' && (
          <Stack spacing={3}>
            <ClientInvoicesPanel client={{ kind: 'commercial', id: client.id }} />
            <SavedCardsPanel kind="commercial" clientId={client.id} />
          </Stack>
        )}
      </Box>
      <CommercialStatusDialog
        key={client.status}
        customer={client}
        open={changingStatus}
        onClose={() => setChangingStatus(false)}
      />
    </Paper>
  );
}
