import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  MAX_COMMENT_LENGTH,
  feedbackSubmitSchema,
  type FeedbackSubmitBody,
  type FeedbackView,
} from '@employee-portal/core/billing/ratings-and-tips.schema';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useFeedback, useSubmitFeedback } from '../api/ratings-and-tips.ts';

/**
 * How a tip is paid, said before the client sends it: the organization's next billing run puts every tip not yet
 * billed on the client's next invoice; nothing is charged from this page.
 */
function tipBillingNote(organizationName: string, everyVisit: boolean): string {
  const note = `Nothing is charged now: your tip is added to your next invoice from ${organizationName}.`;
  return everyVisit ? `${note} After each later visit, the same tip is added to your invoice until you stop it.` : note;
}

/** Spec /rate/{token}: the client rates the visit and tips the tech from the completion message, on a phone. */
export default function RateVisitPage() {
  const { token = '' } = useParams();
  const feedback = useFeedback(token);
  return (
    <Box>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          Rate Your Visit
        </Typography>
        {feedback.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading your visit" />
          </Box>
        ) : feedback.isError ? (
          <Alert severity="error">
            {feedback.error instanceof ApiError && feedback.error.status === 404
              ? 'This link is no longer valid. A newer message may hold the current link.'
              : serverFailureLine(feedback.error)}
          </Alert>
        ) : (
          <FeedbackForm token={token} view={feedback.data.feedback} />
        )}
      </Box>
    </Box>
  );
}

function FeedbackForm({ token, view }: { token: string; view: FeedbackView }) {
  const submit = useSubmitFeedback(token);
  const { visit, settings, rating, tip, recurring_tip } = view;
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [tipChoice, setTipChoice] = useState<string | null>(null);
  const [customTip, setCustomTip] = useState('');
  const [everyVisit, setEveryVisit] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);
  const tech = visit.tech_first_name ?? 'your technician';
  const askRating = settings.ratings_enabled && !rating;
  const askTip = settings.tipping_enabled && !tip;

  const tipCents = () => {
    if (tipChoice === 'custom') return Math.round(Number(customTip) * 100);
    return tipChoice ? Number(tipChoice) : undefined;
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body: FeedbackSubmitBody = {
      ...(askRating && stars ? { stars, ...(settings.comments_enabled && comment.trim() ? { comment } : {}) } : {}),
      ...(askTip && tipChoice ? { tip_cents: tipCents(), tip_every_visit: everyVisit } : {}),
    };
    const checked = feedbackSubmitSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem(
        issue?.path[0] === 'tip_cents'
          ? 'Enter a tip from $1.00 to $500.00.'
          : 'Choose the stars or a tip before sending.',
      );
      return;
    }
    try {
      await submit.mutateAsync(checked.data);
      setThanks(true);
    } catch (error) {
      setProblem(serverFailureLine(error));
    }
  };

  const stop = async () => {
    try {
      await submit.mutateAsync({ stop_recurring_tip: true });
    } catch (error) {
      setProblem(serverFailureLine(error));
    }
  };

  return (
    <Stack spacing={2} component="form" noValidate aria-label="Rate your visit" onSubmit={(event) => void send(event)}>
      <Typography>
        {visit.organization_name} · visit of {formatCalendarDate(visit.service_date, null)} by {tech}
      </Typography>
      {thanks && <Alert severity="success">Thank you! Your feedback was sent.</Alert>}
      {problem && <Alert severity="error">{problem}</Alert>}

      {settings.ratings_enabled &&
        (rating ? (
          <Box>
            <Typography component="h2" variant="subtitle1">
              Your rating
            </Typography>
            <Rating value={rating.stars} readOnly aria-label={`${rating.stars} stars`} />
            {rating.comment && <Typography>{rating.comment}</Typography>}
          </Box>
        ) : (
          <Box>
            <Typography component="h2" variant="subtitle1" id="stars-label">
              How did {tech} do?
            </Typography>
            <Rating
              name="stars"
              value={stars}
              size="large"
              onChange={(_event, value) => setStars(value)}
              aria-labelledby="stars-label"
            />
            {settings.comments_enabled && (
              <TextField
                label="Comment"
                multiline
                minRows={3}
                fullWidth
                margin="normal"
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
              />
            )}
          </Box>
        ))}

      {settings.tipping_enabled &&
        (tip ? (
          <Typography>
            You tipped {tech} {formatCents(tip.amount_cents)}. Thank you!
          </Typography>
        ) : (
          <Box>
            <Typography component="h2" variant="subtitle1" id="tip-label">
              Tip {tech}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={tipChoice}
              onChange={(_event, value: string | null) => setTipChoice(value)}
              aria-labelledby="tip-label"
              aria-describedby="tip-billing"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fit, minmax(72px, 1fr))',
                gap: 1,
                my: 1,
                // Each choice keeps its own whole border: a joined row of buttons loses the borders it shares
                // where it wraps on a phone.
                [`& .${toggleButtonGroupClasses.grouped}`]: {
                  m: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                },
              }}
            >
              {settings.suggested_tip_cents.map((cents) => (
                <ToggleButton key={cents} value={String(cents)}>
                  {formatCents(cents)}
                </ToggleButton>
              ))}
              <ToggleButton value="custom" sx={{ gridColumn: '1 / -1' }}>
                Other amount
              </ToggleButton>
            </ToggleButtonGroup>
            {tipChoice === 'custom' && (
              <TextField
                label="Tip amount ($)"
                value={customTip}
                onChange={(event) => setCustomTip(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            )}
            {settings.recurring_tips_offered && (
              <FormControlLabel
                control={<Checkbox checked={everyVisit} onChange={(event) => setEveryVisit(event.target.checked)} />}
                label="Tip this amount on every visit"
              />
            )}
            <Typography id="tip-billing" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {tipBillingNote(visit.organization_name, everyVisit && settings.recurring_tips_offered)}
            </Typography>
          </Box>
        ))}

      {recurring_tip && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => void stop()} loading={submit.isPending}>
              Stop
            </Button>
          }
        >
          You tip {formatCents(recurring_tip.amount_cents)} on every visit.
        </Alert>
      )}

      {(askRating || askTip) && (
        <Button type="submit" variant="contained" size="large" loading={submit.isPending}>
          Send
        </Button>
      )}
    </Stack>
  );
}
