import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useTabInUrl } from '../../../lib/use-tab-in-url.ts';
import { useClient } from '../api/clients.ts';
import { ClientActivityTab } from '../components/client-activity-tab.tsx';
import { ClientContactTab } from '../components/client-contact-tab.tsx';
import { ClientLocationsTab, locationTitle } from '../components/client-locations-tab.tsx';
import { ClientNotesTab } from '../components/client-notes-tab.tsx';
import { ClientStatusChip } from '../components/client-status-chip.tsx';
import type { CreatedWarning } from '../client-warnings.ts';
import { plannedSubscriptionOf } from '../planned-client.ts';
import { StatusDialog } from '../components/status-dialog.tsx';
import { ClientScheduleTab } from '../../subscriptions/index.ts';
import { ClientInvoicesPanel } from '../../invoices/index.ts';
import { SavedCardsPanel } from '../../payments/index.ts';

const TABS = ['contact', 'locations', 'schedule', 'invoices', 'notes', 'activity'] as const;
const TAB_LABELS: Record<(typeof TABS)[number], string> = {
  contact: 'Contact',
  locations: 'Locations',
  schedule: 'Schedule',
  invoices: 'Invoices & Payments',
  notes: 'Notes',
  activity: 'Activity',
};

/** Spec /client/{id}/show: the client's header and tabs; an inactive client is shown, disabled. */
export default function ClientPage() {
  const clientId = useRecordId();
  const client = useClient(clientId);
  const location = useLocation();
  const { formatDate } = useDateFormatters();
  const [changingStatus, setChangingStatus] = useState(false);
  const [createdWarnings, setCreatedWarnings] = useState<CreatedWarning[]>(() => {
    const state = location.state as { warnings?: CreatedWarning[] } | null;
    return state?.warnings ?? [];
  });
  const [tab, openTab] = useTabInUrl(TABS);
  const navigate = useNavigate();
  // A client just added from the New Client Planner: the Subscribe form opens once, filled with the plan.
  const [plannedSubscription, setPlannedSubscription] = useState(() => plannedSubscriptionOf(location.state));
  const plannedDone = () => {
    setPlannedSubscription(null);
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { warnings: createdWarnings } },
    );
  };

  if (client.isPending || client.isError) {
    return (
      <RecordLoadState
        id={clientId}
        query={client}
        label="client"
        back={
          <Button component={RouterLink} to={pathTo('clients')}>
            Back to Clients
          </Button>
        }
      />
    );
  }
  const data = client.data;
  const inactive = data.status === 'inactive';
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1">
            {data.first_name} {data.last_name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <ClientStatusChip status={data.status} />
            {data.tax_exempt && <Chip size="small" variant="outlined" label="Tax exempt" />}
            <Typography color="text.secondary">Balance {formatCents(data.balance_cents)}</Typography>
          </Box>
        </Box>
        <Button component={RouterLink} to={pathTo('clients')}>
          Back to Clients
        </Button>
        <Button variant="outlined" color={inactive ? 'primary' : 'error'} onClick={() => setChangingStatus(true)}>
          {inactive ? 'Reactivate' : 'Deactivate'}
        </Button>
      </Box>
      {inactive && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>Inactive</AlertTitle>
          This client is inactive{data.deactivated_at ? ` since ${formatDate(data.deactivated_at)}` : ''}
          {data.inactive_reason ? `: ${data.inactive_reason}` : ''}. Reactivate the client to change their details.
        </Alert>
      )}
      {createdWarnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setCreatedWarnings([])}>
          {createdWarnings.map((warning) => (
            <div key={`${warning.location}-${warning.text}`}>
              {warning.location}: {warning.text}
            </div>
          ))}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_event, next: (typeof TABS)[number]) => openTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Client sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={TAB_LABELS[name]}
            id={`client-tab-${name}`}
            aria-controls="client-tab-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="client-tab-panel" aria-labelledby={`client-tab-${tab}`}>
        {tab === 'contact' && <ClientContactTab client={data} disabled={inactive} />}
        {tab === 'locations' && <ClientLocationsTab client={data} disabled={inactive} />}
        {tab === 'schedule' && (
          <ClientScheduleTab
            clientId={data.id}
            locations={data.locations.map((place) => ({ id: place.id, title: locationTitle(place) }))}
            disabled={inactive}
            planned={plannedSubscription}
            onPlannedDone={plannedDone}
          />
        )}
        {tab === 'invoices' && (
          <Stack spacing={3}>
            <ClientInvoicesPanel client={{ kind: 'residential', id: data.id }} />
            <SavedCardsPanel kind="residential" clientId={data.id} />
          </Stack>
        )}
        {tab === 'notes' && <ClientNotesTab clientId={data.id} />}
        {tab === 'activity' && <ClientActivityTab clientId={data.id} />}
      </Box>
      {changingStatus && <StatusDialog client={data} onClose={() => setChangingStatus(false)} />}
    </Paper>
  );
}
