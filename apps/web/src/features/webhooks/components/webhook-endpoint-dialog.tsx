import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { webhookEndpointSchema, WEBHOOK_URL_MAX_LENGTH } from '@employee-portal/core/webhooks/webhooks.schema';
import type { WebhookEndpoint, WebhookEndpointsResponse } from '@employee-portal/core/webhooks/webhooks.responses';
import type { WebhookEventType } from '@employee-portal/core/webhooks/webhook-events';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/webhooks.ts';

type Input = z.input<typeof webhookEndpointSchema>;
type Output = z.output<typeof webhookEndpointSchema>;
const FIELDS = ['url', 'events', 'enabled', 'description'] as const;
const fieldOf = (serverField: string) =>
  FIELDS.find((field) => serverField === field || serverField.startsWith(`${field}.`));

interface Props {
  /** The endpoint to edit; left out, the dialog adds one. */
  endpoint?: WebhookEndpoint;
  eventTypes: WebhookEndpointsResponse['event_types'];
  onClose: () => void;
  /** A new endpoint's secret, which is shown once. */
  onCreated: (secret: string) => void;
}

export function WebhookEndpointDialog({ endpoint, eventTypes, onClose, onCreated }: Props) {
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const saving = endpoint ? update : create;
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(webhookEndpointSchema),
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
      enabled: endpoint?.enabled ?? true,
    },
  });
  const onError = (error: unknown) => applyServerFieldErrors(error, fieldOf, setError);
  const submit = handleSubmit((body) => {
    if (endpoint)
      update.mutate(
        { id: endpoint.id, body },
        {
          onSuccess: () => {
            notify('The webhook was saved.');
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(body, {
        onSuccess: (answer) => {
          notify('The webhook was added.');
          onCreated(answer.secret);
        },
        onError,
      });
  });
  return (
    <FormDialog
      title={endpoint ? 'Edit Webhook' : 'Add Webhook'}
      submitLabel="Save"
      dirty={formState.isDirty}
      busy={saving.isPending}
      failure={formFailure(saving.error, fieldOf, serverFailureLine)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField
        control={control}
        name="url"
        label="Endpoint URL"
        required
        autoFocus
        maxLength={WEBHOOK_URL_MAX_LENGTH}
      />
      <FormTextField control={control} name="description" label="Description" maxLength={255} />
      <Controller
        control={control}
        name="events"
        render={({ field, fieldState }) => {
          const chosen = new Set<WebhookEventType>(field.value ?? []);
          const toggle = (type: WebhookEventType, on: boolean) => {
            if (on) chosen.add(type);
            else chosen.delete(type);
            field.onChange(eventTypes.map((row) => row.type).filter((candidate) => chosen.has(candidate)));
          };
          return (
            <FormControl component="fieldset" margin="normal" error={Boolean(fieldState.error)} required>
              <FormLabel component="legend">Events</FormLabel>
              <FormGroup>
                {eventTypes.map(({ type, label }) => (
                  <FormControlLabel
                    key={type}
                    label={`${label} (${type})`}
                    control={
                      <Checkbox
                        name={field.name}
                        checked={chosen.has(type)}
                        onChange={(event) => toggle(type, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          );
        }}
      />
      <FormSwitch control={control} name="enabled" label="Enabled" helperText="A disabled webhook is sent nothing." />
    </FormDialog>
  );
}
