import type { SubscriptionKind, SubscriptionWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useResumeSubscription } from '../api/subscriptions.ts';

/** 'Resume': lifts the pause; nothing to fill in, so a confirmation rather than a form. A refusal shows as a notice. */
export function ResumeDialog({
  open,
  kind,
  subscription,
  onClose,
  onResumed,
}: {
  open: boolean;
  kind: SubscriptionKind;
  subscription: SubscriptionWire;
  onClose: () => void;
  onResumed: () => void;
}) {
  const resume = useResumeSubscription(kind, subscription.id);
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const { pause_subscription_start_date: pausedFrom, pause_subscription_end_date: pausedUntil } = subscription;
  return (
    <ConfirmDialog
      open={open}
      title="Resume Subscription"
      confirmLabel="Resume"
      busy={resume.isPending}
      onCancel={onClose}
      onConfirm={() =>
        resume.mutate(undefined, {
          onSuccess: onResumed,
          onError: (error) => {
            notify(serverMessage(error), 'error');
            onClose();
          },
        })
      }
    >
      Lift the pause from{' '}
      {pausedFrom !== null && pausedUntil !== null ? formatCalendarDate(pausedFrom, dateFormat) : ''}? Visits go back to
      the usual days.
    </ConfirmDialog>
  );
}
