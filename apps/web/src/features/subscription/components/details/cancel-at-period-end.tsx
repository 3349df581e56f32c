import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import type { SubscriptionDetails } from '@employee-portal/core/access/subscription-details.schema';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../../components/notifications/use-notify.ts';
import { serverFailure } from '../../../../lib/api-errors.ts';
import { useCancelAtPeriodEndMutation } from '../../api/manage-subscription.ts';
import { subscriptionKeys } from '../../api/subscription.keys.ts';

/**
 * Cancel at period end, asked first (access stays until the paid cycle ends, which is billed one last time), or
 * Resume, which needs no asking.
 */
export function CancelAtPeriodEnd({ details, periodEnd }: { details: SubscriptionDetails; periodEnd: string }) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useCancelAtPeriodEndMutation();
  const queryClient = useQueryClient();
  const notify = useNotify();

  const apply = (cancel: boolean) =>
    mutation.mutate(cancel, {
      onSuccess: ({ subscription_details }) => {
        setConfirming(false);
        queryClient.setQueryData(subscriptionKeys.details(), { subscription_details });
        notify(cancel ? `Your subscription ends on ${periodEnd}.` : 'Your subscription will renew as usual.');
      },
      onError: (error) => {
        setConfirming(false);
        notify(serverFailure(error).text, 'error');
      },
    });

  if (details.cancel_at_period_end) {
    return (
      <Button variant="outlined" onClick={() => apply(false)} loading={mutation.isPending}>
        Resume subscription
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Cancel at period end
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel your subscription?"
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        destructive
        busy={mutation.isPending}
        onConfirm={() => apply(true)}
        onCancel={() => setConfirming(false)}
      >
        Your subscription stays active until {periodEnd}, and that billing cycle is invoiced one last time. After that
        the portal is limited to Subscription Details until you subscribe again.
      </ConfirmDialog>
    </>
  );
}
