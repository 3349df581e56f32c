import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PricingPlan, SurveyQuestion } from '@employee-portal/core/access/organization-signup.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { serverFailure, serverFieldErrors } from '../../../lib/api-errors.ts';
import {
  emptySurveyValues,
  surveyAnswersSchema,
  SurveyFields,
  toSurveyAnswers,
  type SurveyFormValues,
} from '../../survey/index.ts';
import type { CardFormSettings } from '../api/card-form-settings.ts';
import { couponQueryOptions } from '../api/coupon.ts';
import { useSubscribeMutation } from '../api/subscribe.ts';
import { isWellFormedCoupon, useCouponCheck } from '../use-coupon-check.ts';
import { CardForm } from './card/card-form.tsx';
import type { CardFormHandle } from './card/card-form-handle.ts';
import { CouponField } from './coupon-field.tsx';
import { EstimatedChargesPanel } from './estimated-charges-panel.tsx';
import { PlanSelect } from './plan-select.tsx';

interface SubscribeFormValues {
  pricing_plan_id: string;
  coupon: string;
  answers: SurveyFormValues;
}

export interface SubscribeFormProps {
  titleId: string;
  plans: readonly PricingPlan[];
  questions: readonly SurveyQuestion[];
  cardSettings: CardFormSettings;
  activeUsers: number;
  onSubscribed: (message: string) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2, '&:first-of-type': { mt: 0 } }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Spec §5 "Subscribe": plan, survey, coupon, Estimated Charges and the card, sent together. */
export function SubscribeForm({
  titleId,
  plans,
  questions,
  cardSettings,
  activeUsers,
  onSubscribed,
  onCancel,
  onBusyChange,
}: SubscribeFormProps) {
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      z.object({
        pricing_plan_id: z.string().min(1, { error: messages.required }),
        coupon: z.string(),
        answers: surveyAnswersSchema(questions),
      }),
    [questions],
  );
  const { control, handleSubmit } = useForm<SubscribeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { pricing_plan_id: '', coupon: '', answers: emptySurveyValues(questions) },
  });
  const planId = useWatch({ control, name: 'pricing_plan_id' });
  const couponCheck = useCouponCheck(useWatch({ control, name: 'coupon' }));
  const cardRef = useRef<CardFormHandle>(null);
  const subscribe = useSubscribeMutation();
  const [checking, setChecking] = useState(false);
  const [incomplete, setIncomplete] = useState(false);

  /** A typed code must be a valid coupon before subscribing; a check still waiting for its pause is made now. */
  const couponForSubmit = async (typed: string): Promise<{ ok: boolean; code: string | null }> => {
    const code = typed.trim();
    if (!code) return { ok: true, code: null };
    if (!isWellFormedCoupon(code)) return { ok: false, code: null };
    try {
      return (await queryClient.fetchQuery(couponQueryOptions(code))).coupon
        ? { ok: true, code }
        : { ok: false, code: null };
    } catch {
      return { ok: false, code: null };
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    onBusyChange(true);
    subscribe.reset();
    const readForm = new Promise<SubscribeFormValues | null>((resolve) => {
      void handleSubmit(resolve, () => resolve(null))();
    });
    // Both parts show their messages at once, so one submit tells everything that is missing.
    const [values, card] = await Promise.all([readForm, cardRef.current?.read() ?? Promise.resolve(null)]);
    const coupon = values ? await couponForSubmit(values.coupon) : { ok: false, code: null };
    setChecking(false);
    if (!values || !card || !coupon.ok) {
      setIncomplete(true);
      onBusyChange(false);
      return;
    }
    setIncomplete(false);
    subscribe.mutate(
      {
        pricing_plan_id: Number(values.pricing_plan_id),
        coupon: coupon.code,
        answers: toSurveyAnswers(questions, values.answers),
        card,
      },
      { onSuccess: ({ message }) => onSubscribed(message), onSettled: () => onBusyChange(false) },
    );
  };

  const failure = subscribe.isError ? serverFailure(subscribe.error) : null;
  const busy = checking || subscribe.isPending;
  const validCoupon = couponCheck.state === 'valid' ? couponCheck.coupon.coupon_id : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id={titleId}>Subscribe</DialogTitle>
      <DialogContent dividers>
        <Section title="Service plan">
          <PlanSelect control={control} plans={plans} activeUsers={activeUsers} autoFocus />
          <CouponField control={control} check={couponCheck} />
        </Section>
        <EstimatedChargesPanel pricingPlanId={planId ? Number(planId) : null} coupon={validCoupon} />
        {questions.length > 0 && (
          <Section title="A few questions">
            <SurveyFields control={control} questions={questions} />
          </Section>
        )}
        <Section title="Payment card">
          <CardForm
            ref={cardRef}
            settings={cardSettings}
            serverCardError={serverFieldErrors(subscribe.error).cc_token ?? null}
          />
        </Section>
      </DialogContent>
      {(incomplete || failure) && (
        <Box sx={{ px: 3, pt: 2 }}>
          {incomplete && <Alert severity="error">{messages.fillAllRequiredFieldsCorrectly}</Alert>}
          {failure && (
            <Alert severity="error">
              <AlertTitle sx={failure.detail ? undefined : { mb: 0 }}>{failure.text}</AlertTitle>
              {failure.detail}
            </Alert>
          )}
        </Box>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          Subscribe
        </Button>
      </DialogActions>
    </Box>
  );
}
