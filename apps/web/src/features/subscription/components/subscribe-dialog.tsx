import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSurveyQuestions } from '../../survey/index.ts';
import { useCardFormSettings } from '../api/card-form-settings.ts';
import { usePricingPlans } from '../api/pricing-plans.ts';
import { useSubscriptionDetails } from '../api/subscription-details.ts';
import { useSubscriptionChanged } from '../use-subscription-changed.ts';
import { SubscribeForm } from './subscribe-form.tsx';

interface SubscribeDialogProps {
  open: boolean;
  onClose: () => void;
}

function SubscribeDialogContent({
  titleId,
  onClose,
  onBusyChange,
}: {
  titleId: string;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const plans = usePricingPlans();
  const questions = useSurveyQuestions();
  const cardSettings = useCardFormSettings();
  const details = useSubscriptionDetails();
  const sessionActiveUsers = useSessionStore((state) => state.user?.active_users ?? 1);
  const subscriptionChanged = useSubscriptionChanged();

  const failed = [plans, questions, cardSettings].find((query) => query.isError);
  if (failed) {
    return (
      <>
        <DialogTitle id={titleId}>Subscribe</DialogTitle>
        <DialogContent>
          <Alert severity="error">{serverMessage(failed.error)}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button
            variant="contained"
            onClick={() => void Promise.all([plans.refetch(), questions.refetch(), cardSettings.refetch()])}
          >
            Retry
          </Button>
        </DialogActions>
      </>
    );
  }
  if (!plans.data || !questions.data || !cardSettings.data) {
    return (
      <>
        <DialogTitle id={titleId}>Subscribe</DialogTitle>
        <DialogContent>
          <Box aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={56} />
            ))}
          </Box>
        </DialogContent>
      </>
    );
  }
  return (
    <SubscribeForm
      titleId={titleId}
      plans={plans.data}
      questions={questions.data}
      cardSettings={cardSettings.data}
      // Prices follow today's active staff; the stored user's count stands in until the details arrive.
      activeUsers={details.data?.active_users ?? sessionActiveUsers}
      onCancel={onClose}
      onBusyChange={onBusyChange}
      onSubscribed={(message) => {
        onClose();
        void subscriptionChanged(message);
      }}
    />
  );
}

/** The subscribe dialog (spec §2/§5), opened from the banner's 'Subscribe Now' and from Subscription Details. */
export function SubscribeDialog({ open, onClose }: SubscribeDialogProps) {
  const titleId = useId();
  // While a card is being charged the dialog cannot be dismissed: its answer decides what the user sees next.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <SubscribeDialogContent titleId={titleId} onClose={onClose} onBusyChange={setBusy} />
    </Dialog>
  );
}
