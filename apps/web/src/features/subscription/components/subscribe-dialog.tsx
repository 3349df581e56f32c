import { useId } from 'react';
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

/** The subscribe dialog (spec §2/§5), opened from the banner's 'Subscribe Now' and from Subscription Details. */
export function SubscribeDialog({ open, onClose }: SubscribeDialogProps) {
  // Mounted per opening, so each opening starts with an empty form and reads the plans only once asked.
  return open ? <SubscribeDialogContent onClose={onClose} /> : null;
}

/** Until the plans, questions and card settings are read there is no form to send: a plain dialog waits for them. */
function SubscribeDialogContent({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const plans = usePricingPlans();
  const questions = useSurveyQuestions();
  const cardSettings = useCardFormSettings();
  const details = useSubscriptionDetails();
  const sessionActiveUsers = useSessionStore((state) => state.user?.active_users ?? 1);
  const subscriptionChanged = useSubscriptionChanged();

  const failed = [plans, questions, cardSettings].find((query) => query.isError);
  if (!failed && plans.data && questions.data && cardSettings.data) {
    return (
      <SubscribeForm
        plans={plans.data}
        questions={questions.data}
        cardSettings={cardSettings.data}
        // Prices follow today's active staff; the stored user's count stands in until the details arrive.
        activeUsers={details.data?.active_users ?? sessionActiveUsers}
        onCancel={onClose}
        onSubscribed={(message) => {
          onClose();
          void subscriptionChanged(message);
        }}
      />
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>Subscribe</DialogTitle>
      {failed ? (
        <>
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
      ) : (
        <DialogContent>
          <Box aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={56} />
            ))}
          </Box>
        </DialogContent>
      )}
    </Dialog>
  );
}
