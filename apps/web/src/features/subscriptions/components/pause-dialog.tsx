import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { refusePastDays } from '@employee-portal/core/dates';
import { addCalendarDays } from '@employee-portal/core/scheduling/calendar-day';
import { pauseSchema, type PauseBody } from '@employee-portal/core/subscriptions/subscription.schema';
import type { SubscriptionKind, SubscriptionWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { showServerFailure } from '../../../lib/api-errors.ts';
import { usePauseSubscription } from '../api/subscriptions.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';

const DEFAULT_PAUSE_DAYS = 14;

/** 'Pause': no visits from one day up to (not including) another; 'Must be after Paused From Date'. */
export function PauseDialog({
  kind,
  subscription,
  onClose,
  onPaused,
}: {
  kind: SubscriptionKind;
  subscription: SubscriptionWire;
  onClose: () => void;
  onPaused: () => void;
}) {
  const today = useOrganizationToday();
  const from = subscription.pause_subscription_start_date ?? subscription.next_cleanup ?? today;
  const pause = usePauseSubscription(kind, subscription.id);
  const [failure, setFailure] = useState<string | null>(null);
  // A running pause may keep its start, now in the past; a new start cannot be ('Cannot be in the past').
  const savedStart = subscription.pause_subscription_start_date;
  const schema = useMemo(
    () => pauseSchema.superRefine(refusePastDays(['from'], today, { from: savedStart })),
    [today, savedStart],
  );
  const { control, handleSubmit, setError, formState } = useForm<PauseBody>({
    resolver: zodResolver(schema),
    defaultValues: { from, to: subscription.pause_subscription_end_date ?? addCalendarDays(from, DEFAULT_PAUSE_DAYS) },
  });
  const submit = handleSubmit((body) => {
    setFailure(null);
    pause.mutate(body, {
      onSuccess: onPaused,
      onError: (error) => setFailure(showServerFailure(error, ['from', 'to'], setError)),
    });
  });
  return (
    <FormDialog
      title="Pause Subscription"
      submitLabel="Pause"
      dirty={formState.isDirty}
      busy={pause.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField control={control} name="from" label="Paused From Date" type="date" required />
      <FormTextField control={control} name="to" label="Paused Until Date" type="date" required />
    </FormDialog>
  );
}
