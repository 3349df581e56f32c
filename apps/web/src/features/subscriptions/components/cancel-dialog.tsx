import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';
import Alert from '@mui/material/Alert';
import type { CancelSubscriptionBody } from '@employee-portal/core/subscriptions/subscription.schema';
import type { SubscriptionKind, SubscriptionWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { serverMessage, showServerFailure } from '../../../lib/api-errors.ts';
import { useCancellationCredit, useCancelSubscription, useSubscriptionOptions } from '../api/subscriptions.ts';
import { cancellationCreditLines } from '../cancellation-credit.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';

/** The select holds the reason's id as text: none chosen is 'This field is required', then core's schema reads it. */
const cancelFormSchema = z
  .object({
    cancel_reason_id: z.string().min(1, { error: messages.required }),
    note: z.string().max(500, { error: messages.notValid }),
  })
  .transform(
    (form): CancelSubscriptionBody => ({ cancel_reason_id: Number(form.cancel_reason_id), note: form.note.trim() }),
  );
type CancelFormValues = z.input<typeof cancelFormSchema>;

/**
 * 'Cancel': one of the organization's cancel reasons (they feed the dashboard, unless the reason does not count as
 * churn, like Entered by mistake) and an optional note. Before anything is decided it says what prepaid visits
 * already invoiced come back to the client.
 */
export function CancelDialog({
  kind,
  subscription,
  onClose,
  onCancelled,
}: {
  kind: SubscriptionKind;
  subscription: SubscriptionWire;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const options = useSubscriptionOptions(kind);
  const cancel = useCancelSubscription(kind, subscription.id);
  const credit = useCancellationCredit(kind, subscription.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    CancelFormValues,
    unknown,
    z.output<typeof cancelFormSchema>
  >({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { cancel_reason_id: '', note: '' },
  });
  const submit = handleSubmit((body) => {
    setFailure(null);
    cancel.mutate(body, {
      onSuccess: onCancelled,
      onError: (error) => setFailure(showServerFailure(error, ['cancel_reason_id', 'note'], setError)),
    });
  });
  const reasons = (options.data?.cancel_reasons ?? []).map((reason) => ({
    value: String(reason.id),
    label: reason.name,
  }));
  const chosenReason = useWatch({ control, name: 'cancel_reason_id' });
  const notChurn = options.data?.cancel_reasons.find(
    (reason) => String(reason.id) === chosenReason && !reason.counts_as_churn,
  );
  return (
    <FormDialog
      title="Cancel Subscription"
      submitLabel="Cancel Subscription"
      dirty={formState.isDirty}
      busy={cancel.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <Alert severity="warning" sx={{ mb: 1 }}>
        {subscription.client.name} will get no more visits at {subscription.location.address}.
      </Alert>
      {credit.isPending && <Alert severity="info">Checking prepaid invoices…</Alert>}
      {credit.isError && <Alert severity="error">{serverMessage(credit.error)}</Alert>}
      {credit.data &&
        cancellationCreditLines(credit.data).map((line) => (
          <Alert key={line} severity="info" sx={{ mb: 1 }}>
            {line}
          </Alert>
        ))}
      {options.isError && <Alert severity="error">{serverMessage(options.error)}</Alert>}
      <FormSelectField control={control} name="cancel_reason_id" label="Cancel Reason" options={reasons} required />
      {notChurn && (
        <Alert severity="info">
          {notChurn.name} does not count as churn: this subscription is left out of the dashboard's new, lost and active
          clients.
        </Alert>
      )}
      <FormTextField control={control} name="note" label="Note" maxLength={500} />
    </FormDialog>
  );
}
