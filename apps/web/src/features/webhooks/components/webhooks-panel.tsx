import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WebhookEndpoint } from '@employee-portal/core/webhooks/webhooks.responses';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { useWebhookEndpoints } from '../api/webhooks.ts';
import { WebhookEndpointCard } from './webhook-endpoint-card.tsx';
import { WebhookEndpointDialog } from './webhook-endpoint-dialog.tsx';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

type Editing = { kind: 'add' } | { kind: 'edit'; endpoint: WebhookEndpoint } | null;

/** /settings/open_api's webhooks section (issue 20): the URLs told about the organization's changes. */
export function WebhooksPanel() {
  const endpoints = useWebhookEndpoints();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const headingId = 'webhooks-heading';
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={headingId} component="h2" variant="h6">
          Webhooks
        </Typography>
        <Button variant="contained" disabled={!endpoints.data} onClick={() => setEditing({ kind: 'add' })}>
          Add Webhook
        </Button>
      </Stack>
      <Typography color="text.secondary">
        Your systems are told, by a signed POST to their URL, when a client is created, a job completed or an invoice
        paid. Failed deliveries are retried after 1 minute, 5 minutes, 30 minutes, 2 hours and 12 hours.
      </Typography>
      {endpoints.isPending && <Skeleton variant="rounded" height={96} aria-label="Loading webhooks" />}
      {endpoints.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void endpoints.refetch()}>
              Retry
            </Button>
          }
        >
          {serverFailureLine(endpoints.error)}
        </Alert>
      )}
      {endpoints.data?.webhook_endpoints.length === 0 && (
        <Typography color="text.secondary">No webhooks yet.</Typography>
      )}
      {endpoints.data?.webhook_endpoints.map((endpoint) => (
        <WebhookEndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          onEdit={() => setEditing({ kind: 'edit', endpoint })}
          onSecret={setSecret}
        />
      ))}
      {editing && endpoints.data && (
        <WebhookEndpointDialog
          endpoint={editing.kind === 'edit' ? editing.endpoint : undefined}
          eventTypes={endpoints.data.event_types}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setSecret(created);
          }}
        />
      )}
      {secret && <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </Stack>
  );
}
