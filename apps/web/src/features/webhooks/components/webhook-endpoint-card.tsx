import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { WebhookEndpoint } from '@employee-portal/core/webhooks/webhooks.responses';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import {
  useDeleteWebhookEndpoint,
  useRevealWebhookSecret,
  useSendTestEvent,
  useUpdateWebhookEndpoint,
} from '../api/webhooks.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

interface Props {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onSecret: (secret: string) => void;
}

/** One endpoint: what it listens to, its switch, its actions and (on demand) its delivery log. */
export function WebhookEndpointCard({ endpoint, onEdit, onSecret }: Props) {
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const reveal = useRevealWebhookSecret();
  const test = useSendTestEvent();
  const notify = useNotify();
  const failed = (error: unknown) => notify(serverFailureLine(error), 'error');
  const name = endpoint.description ?? endpoint.url;

  const toggle = (enabled: boolean) =>
    update.mutate(
      {
        id: endpoint.id,
        body: { url: endpoint.url, description: endpoint.description, events: endpoint.events, enabled },
      },
      { onSuccess: () => notify(enabled ? 'The webhook was enabled.' : 'The webhook was disabled.'), onError: failed },
    );
  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: ({ webhook_delivery: delivery }) => {
        setShowLog(true);
        notify(
          delivery.status === 'delivered'
            ? `The test event was delivered (${delivery.response_status}).`
            : `The test event was not accepted: ${delivery.response_status ?? delivery.response_snippet ?? 'no answer'}.`,
          delivery.status === 'delivered' ? 'success' : 'error',
        );
      },
      onError: failed,
    });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={`Webhook ${name}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Typography>
          {endpoint.description && <Typography color="text.secondary">{endpoint.description}</Typography>}
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
            {endpoint.events.map((type) => (
              <Chip key={type} size="small" label={type} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Secret {endpoint.secret_hint ? `ending in ${endpoint.secret_hint}` : 'made on first use'}
          </Typography>
        </Box>
        <FormControlLabel
          label={endpoint.enabled ? 'Enabled' : 'Disabled'}
          control={
            <Switch
              checked={endpoint.enabled}
              disabled={update.isPending}
              onChange={(event) => toggle(event.target.checked)}
              slotProps={{ input: { 'aria-label': `Enabled: ${name}` } }}
            />
          }
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" onClick={onEdit}>
          Edit
        </Button>
        <Button size="small" disabled={!endpoint.enabled || test.isPending} onClick={sendTest}>
          Send test event
        </Button>
        <Button
          size="small"
          disabled={reveal.isPending}
          onClick={() => reveal.mutate(endpoint.id, { onSuccess: ({ secret }) => onSecret(secret), onError: failed })}
        >
          Reveal secret
        </Button>
        <Button size="small" aria-expanded={showLog} onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </Stack>
      {showLog && (
        <Box sx={{ mt: 2 }}>
          <WebhookDeliveries endpointId={endpoint.id} enabled={endpoint.enabled} />
        </Box>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete Webhook"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(endpoint.id, {
            onSuccess: () => notify('The webhook was deleted.'),
            onError: failed,
            onSettled: () => setConfirmDelete(false),
          })
        }
      >
        Stop sending events to {endpoint.url} and delete its delivery log? This cannot be undone.
      </ConfirmDialog>
    </Paper>
  );
}
