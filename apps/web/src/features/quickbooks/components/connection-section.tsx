import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { QuickbooksStatusWire } from '@employee-portal/core/accounting/quickbooks.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FactList, NO_DATA, type Fact } from '../../../components/fact-list/fact-list.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { type DateFormatters, formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useConnectQuickbooks, useDisconnectQuickbooks, useSyncQuickbooks } from '../api/connection.ts';
import { environmentLabels } from '../quickbooks-labels.ts';
import type { QuickbooksTab } from './quickbooks-tabs.ts';
import { SyncFromDialog } from './sync-from-dialog.tsx';

interface ConnectionSectionProps {
  status: QuickbooksStatusWire;
  onOpenTab: (tab: QuickbooksTab) => void;
}

function connectionFacts(
  status: QuickbooksStatusWire,
  { formatDateTime }: DateFormatters,
  dateFormat: string | null,
  onOpenTab: ConnectionSectionProps['onOpenTab'],
  onChangeSyncFrom: () => void,
) {
  const when = (iso: string | null, never: string) => (iso ? formatDateTime(iso) : never);
  const failed =
    status.failed_count === 0 ? (
      '0'
    ) : (
      <Link component="button" type="button" onClick={() => onOpenTab('sync_log')}>
        {status.failed_count} (see the sync log)
      </Link>
    );
  const facts: Fact[] = [
    ['Company', status.company_name ?? NO_DATA],
    ['Environment', environmentLabels[status.environment]],
    ['Connected since', when(status.connected_at, NO_DATA)],
    ['Last sync', when(status.last_sync_at, 'Not synced yet')],
    [
      'Sends records dated from',
      <>
        {status.sync_from ? formatCalendarDate(status.sync_from, dateFormat) : 'The beginning'}{' '}
        <Link component="button" type="button" onClick={onChangeSyncFrom} aria-label="Change the sync start">
          Change
        </Link>
      </>,
    ],
    ['Waiting to sync', String(status.queued_count)],
    ['Failed', failed],
  ];
  return facts;
}

/** The steps before the first sync, each ticked when done, so the page says what comes next. */
function SetupSteps({ status, onOpenTab }: ConnectionSectionProps) {
  const steps: { done: boolean; text: string; tab: QuickbooksTab | null }[] = [
    { done: status.connected, text: 'Connect your QuickBooks company', tab: null },
    { done: status.mapping_done, text: 'Pick the items and accounts to book to', tab: 'mapping' },
    { done: status.matching_done, text: 'Match your clients to QuickBooks customers', tab: 'customers' },
    { done: status.last_sync_at !== null, text: 'Run the first sync', tab: null },
  ];
  return (
    <List dense aria-label="Setup steps" sx={{ mb: 2 }}>
      {steps.map((step) => (
        <ListItem key={step.text} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {step.done ? (
              <CheckCircleIcon color="success" titleAccess="Done" />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" titleAccess="Not done yet" />
            )}
          </ListItemIcon>
          <ListItemText
            primary={
              step.tab && status.connected && !step.done ? (
                <Link component="button" type="button" onClick={() => step.tab && onOpenTab(step.tab)}>
                  {step.text}
                </Link>
              ) : (
                step.text
              )
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

export function ConnectionSection({ status, onOpenTab }: ConnectionSectionProps) {
  const dateFormatters = useDateFormatters();
  const dateFormat = useDateFormat();
  const notify = useNotify();
  const connect = useConnectQuickbooks();
  const sync = useSyncQuickbooks();
  const disconnect = useDisconnectQuickbooks();
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const [changingSyncFrom, setChangingSyncFrom] = useState(false);

  const syncNow = () =>
    sync.mutate(undefined, {
      onSuccess: ({ queued }) =>
        notify(
          queued === 0
            ? 'Everything is already in QuickBooks.'
            : `${queued === 1 ? '1 change was' : `${queued} changes were`} queued for QuickBooks.`,
        ),
    });

  const confirmDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirmingDisconnect(false);
        notify('QuickBooks was disconnected.');
      },
      onError: (error) => {
        setConfirmingDisconnect(false);
        notify(serverMessage(error), 'error');
      },
    });

  if (!status.connected) {
    return (
      <Box component="section" aria-labelledby="quickbooks-connection-heading">
        <Typography id="quickbooks-connection-heading" variant="h6" component="h2" gutterBottom>
          Not connected
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Connect your QuickBooks Online company to keep the books in step with the portal: clients become customers,
          and invoices, payments and payouts (as bank deposits, with the processor&apos;s fees as an expense) are posted
          for you. Payments entered in QuickBooks come back and mark the invoice paid here.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          You sign in at Intuit and allow the connection; you come back here to pick the items and accounts and to match
          your clients to the customers QuickBooks already has. Nothing is sent before that.
        </Typography>
        <SetupSteps status={status} onOpenTab={onOpenTab} />
        {connect.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverMessage(connect.error)}
          </Alert>
        )}
        <Button variant="contained" onClick={() => connect.mutate()} loading={connect.isPending || connect.isSuccess}>
          Connect to QuickBooks
        </Button>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="quickbooks-connection-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="quickbooks-connection-heading" variant="h6" component="h2">
          Connected
        </Typography>
        <Chip size="small" color="success" label="Connected" />
      </Box>
      <FactList
        label="QuickBooks connection"
        facts={connectionFacts(status, dateFormatters, dateFormat, onOpenTab, () => setChangingSyncFrom(true))}
      />
      {changingSyncFrom && <SyncFromDialog current={status.sync_from} onClose={() => setChangingSyncFrom(false)} />}
      <Box sx={{ mt: 3 }}>
        <SetupSteps status={status} onOpenTab={onOpenTab} />
      </Box>
      {!status.matching_done && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The first sync runs once your clients are matched to QuickBooks customers, so that no customer is created
          twice.
        </Alert>
      )}
      {sync.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage(sync.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" onClick={syncNow} loading={sync.isPending}>
          Sync Now
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirmingDisconnect(true)}>
          Disconnect
        </Button>
      </Box>
      <ConfirmDialog
        open={confirmingDisconnect}
        title="Disconnect QuickBooks"
        confirmLabel="Disconnect"
        destructive
        busy={disconnect.isPending}
        onConfirm={confirmDisconnect}
        onCancel={() => setConfirmingDisconnect(false)}
      >
        Disconnect {status.company_name ?? 'your QuickBooks company'}? Nothing more is sent to QuickBooks or read from
        it until you connect again. What is already in QuickBooks stays there, and so do your mappings and matches.
      </ConfirmDialog>
    </Box>
  );
}
