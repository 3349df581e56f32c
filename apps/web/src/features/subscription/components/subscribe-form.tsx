import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PricingPlan, SurveyQuestion } from '@employee-portal/core/access/organization-signup.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
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
  plans: readonly PricingPlan[];
  questions: readonly SurveyQuestion[];
  cardSettings: CardFormSettings;
  activeUsers: number;
  onSubscribed: (message: string) => void;
  onCancel: () => void;
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
  plans,
  questions,
  cardSettings,
  activeUsers,
  onSubscribed,
  onCancel,
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
  // From the first check until the processor answers: the dialog cannot be dismissed, its answer decides what the
  // user sees next.
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    subscribe.reset();
    const readForm = new Promise<SubscribeFormValues | null>((resolve) => {
      void handleSubmit(resolve, () => resolve(null))();
    });
    // Both parts show their messages at once, so one submit tells everything that is missing.
    const [values, card] = await Promise.all([readForm, cardRef.current?.read() ?? Promise.resolve(null)]);
    const coupon = values ? await couponForSubmit(values.coupon) : { ok: false, code: null };
    if (!values || !card || !coupon.ok) {
      setIncomplete(true);
      setBusy(false);
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
      { onSuccess: ({ message }) => onSubscribed(message), onSettled: () => setBusy(false) },
    );
  };

  const failure = subscribe.isError ? serverFailure(subscribe.error) : null;
  const validCoupon = couponCheck.state === 'valid' ? couponCheck.coupon.coupon_id : null;

  return (
    <FormDialog
      title="Subscribe"
      submitLabel="Subscribe"
      busy={busy}
      // Shown under the card instead, titled, where the user is when the processor answers.
      failure={null}
      onSubmit={(event) => void submit(event)}
      onDiscard={onCancel}
      maxWidth="md"
    >
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
      {incomplete && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {messages.fillAllRequiredFieldsCorrectly}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle sx={failure.detail ? undefined : { mb: 0 }}>{failure.text}</AlertTitle>
          {failure.detail}
        </Alert>
      )}
    </FormDialog>
  );
}
