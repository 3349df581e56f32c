import { useEffect, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Alert from '@mui/material/Alert';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { CouponCodeField, typedCouponError } from './coupon-code-field.tsx';
import { serverMessage, showServerFailure } from '../../../lib/api-errors.ts';
import type { SubscriptionKind, SubscriptionRecord } from '@employee-portal/core/subscriptions/subscription-wire';
import { useCreateSubscription } from '../api/subscriptions.ts';
import { KIND_PATHS } from '../subscription-kind.ts';
import { emptySubscriptionForm, formFieldOfServerField, newSubscriptionBody } from '../subscription-form.ts';
import { showFormErrors, useTermsForm } from '../use-terms-form.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { plannedPlanId, prefilledSubscriptionForm, type SubscriptionPrefill } from '../subscription-prefill.ts';
import { SubscriptionTermsFields } from './subscription-terms-fields.tsx';

interface SubscribeDialogProps {
  kind: SubscriptionKind;
  location: { id: number; title: string };
  onClose: () => void;
  onCreated: (subscription: SubscriptionRecord) => void;
  /** Days, tech and frequency planned elsewhere: the form starts with them. */
  prefill?: SubscriptionPrefill | null;
}

/** 'Subscribe': a new subscription for one location, priced live before it is saved. Mount it only while open. */
export function SubscribeDialog({ kind, location, onClose, onCreated, prefill = null }: SubscribeDialogProps) {
  const paths = KIND_PATHS[kind];
  const today = useOrganizationToday();
  const create = useCreateSubscription(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, values, options, plan, listPriceCents, quote, onPriceTyped } = useTermsForm(kind, {
    defaultValues: prefill ? prefilledSubscriptionForm(prefill) : emptySubscriptionForm(today),
    target: { field: paths.locationField, id: location.id },
    initialListPriceCents: null,
    priceFollowsList: true,
  });
  const { control, handleSubmit, setError, clearErrors, formState, getValues, setValue } = form;
  // The planned frequency picks its plan once the plans are known, unless one was chosen already.
  const plans = options.data?.service_plans;
  useEffect(() => {
    if (!prefill || !plans || getValues('service_plan_id') !== '') return;
    const planId = plannedPlanId(plans, prefill.frequency);
    if (planId) setValue('service_plan_id', planId);
  }, [prefill, plans, getValues, setValue]);
  const couponError = typedCouponError(values.coupon_code, quote.data?.coupon_error);

  const submit = handleSubmit((typed) => {
    clearErrors();
    setFailure(null);
    const result = newSubscriptionBody(
      typed,
      { plan, listPriceCents },
      { field: paths.locationField, id: location.id },
    );
    if ('errors' in result || couponError) {
      showFormErrors(
        { ...('errors' in result ? result.errors : {}), ...(couponError ? { coupon_code: couponError } : {}) },
        setError,
      );
      return;
    }
    create.mutate(result.body, {
      onSuccess: (answer) => onCreated(answer.subscription),
      onError: (error) => setFailure(showServerFailure(error, formFieldOfServerField, setError)),
    });
  });

  return (
    <FormDialog
      title={`Subscribe ${location.title}`}
      submitLabel="Subscribe"
      dirty={formState.isDirty}
      busy={create.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      {options.isPending && <Skeleton variant="rounded" height={240} aria-label="Loading plans" />}
      {options.isError && <Alert severity="error">{serverMessage(options.error)}</Alert>}
      {options.data && (
        <>
          <SubscriptionTermsFields
            control={control}
            options={options.data}
            plan={plan}
            listPriceCents={listPriceCents}
            onPriceTyped={onPriceTyped}
            afterPlan={<FormTextField control={control} name="start_date" label="Start Date" type="date" required />}
          />
          <CouponCodeField
            control={control}
            couponError={couponError}
            fieldHasError={Boolean(formState.errors.coupon_code)}
          />
          <QuoteSummary quote={quote.data} fetching={quote.isFetching} error={quote.error} />
        </>
      )}
    </FormDialog>
  );
}
