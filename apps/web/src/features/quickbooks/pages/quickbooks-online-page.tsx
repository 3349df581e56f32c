import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { QuickbooksStatusWire } from '@employee-portal/core/accounting/quickbooks.schema';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useTabInUrl } from '../../../lib/use-tab-in-url.ts';
import { useQuickbooksStatus } from '../api/connection.ts';
import { ConnectionSection } from '../components/connection-section.tsx';
import { CustomersSection } from '../components/customers-section.tsx';
import { MappingSection } from '../components/mapping-section.tsx';
import { quickbooksTabLabels, quickbooksTabs, type QuickbooksTab } from '../components/quickbooks-tabs.ts';
import { ReconciliationSection } from '../components/reconciliation-section.tsx';
import { SyncLogSection } from '../components/sync-log-section.tsx';

/** A tab whose step needs attention says how much, so it is seen from any other tab. */
function tabLabel(tab: QuickbooksTab, status: QuickbooksStatusWire) {
  if (tab === 'sync_log' && status.failed_count > 0)
    return `${quickbooksTabLabels[tab]} (${status.failed_count} failed)`;
  if (tab === 'reconciliation' && status.mismatch_count > 0)
    return `${quickbooksTabLabels[tab]} (${status.mismatch_count})`;
  return quickbooksTabLabels[tab];
}

function QuickbooksTabs({ status }: { status: QuickbooksStatusWire }) {
  const [tab, openTab] = useTabInUrl(quickbooksTabs);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: QuickbooksTab) => openTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="QuickBooks sections"
        sx={{ mb: 3 }}
      >
        {quickbooksTabs.map((name) => (
          <Tab key={name} value={name} label={tabLabel(name, status)} />
        ))}
      </Tabs>
      {tab === 'connection' && <ConnectionSection status={status} onOpenTab={openTab} />}
      {tab === 'mapping' && <MappingSection status={status} onOpenTab={openTab} />}
      {tab === 'customers' && <CustomersSection status={status} onOpenTab={openTab} />}
      {tab === 'sync_log' && <SyncLogSection status={status} />}
      {tab === 'reconciliation' && <ReconciliationSection status={status} onOpenTab={openTab} />}
    </>
  );
}

/**
 * Spec /settings/quickbooks_online (issue 17): connect QuickBooks Online, map items and accounts, match customers,
 * and follow the sync and the daily reconciliation.
 */
export default function QuickbooksOnlinePage() {
  const status = useQuickbooksStatus();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        QuickBooks Online
      </Typography>
      {/* A failed refetch keeps the loaded status (and the open tab's work) on screen. */}
      {status.data ? (
        <QuickbooksTabs status={status.data} />
      ) : status.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void status.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(status.error)}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the QuickBooks connection" />
        </Box>
      )}
    </Paper>
  );
}
