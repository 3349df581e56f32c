import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { SubscriptionKind, SubscriptionWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { serverMessage, showServerFailure } from '../../../lib/api-errors.ts';
import { useChangeSubscription } from '../api/subscriptions.ts';
import { changeFormValues, formFieldOfServerField, subscriptionTerms } from '../subscription-form.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { showFormErrors, useTermsForm } from '../use-terms-form.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { CouponCodeField, typedCouponError } from './coupon-code-field.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { SubscriptionTermsFields } from './subscription-terms-fields.tsx';

interface ChangeDialogProps {
  kind: SubscriptionKind;
  subscription: SubscriptionWire;
  onClose: () => void;
  onChanged: () => void;
}

/** 'Change': plan, days, price, tech, add-ons and a first coupon, with the effect on the monthly value shown before saving. */
export function ChangeSubscriptionDialog({ kind, subscription, onClose, onChanged }: ChangeDialogProps) {
  const today = useOrganizationToday();
  const change = useChangeSubscription(kind, subscription.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, values, options, plan, listPriceCents, quote, onPriceTyped } = useTermsForm(kind, {
    defaultValues: changeFormValues(subscription),
    target: { field: 'subscription_id', id: subscription.id },
    initialListPriceCents: subscription.list_price_cents,
    priceFollowsList: subscription.price_cents === subscription.list_price_cents,
  });
  const { control, handleSubmit, setError, clearErrors, formState } = form;
  // New weekdays start from today (or the start, for a subscription not begun yet); kept ones keep their start.
  const daysFrom = subscription.start_date > today ? subscription.start_date : today;
  // A coupon, once applied, runs its course; one without can get one here.
  const couponError = subscription.coupon ? null : typedCouponError(values.coupon_code, quote.data?.coupon_error);

  const submit = handleSubmit((typed) => {
    clearErrors();
    setFailure(null);
    const result = subscriptionTerms(typed, {
      plan,
      listPriceCents,
      daysFrom,
      keptServiceDays: subscription.service_days,
    });
    if ('errors' in result || couponError) {
      showFormErrors(
        { ...('errors' in result ? result.errors : {}), ...(couponError ? { coupon_code: couponError } : {}) },
        setError,
      );
      return;
    }
    change.mutate(result.body, {
      onSuccess: onChanged,
      onError: (error) => setFailure(showServerFailure(error, formFieldOfServerField, setError)),
    });
  });

  return (
    <FormDialog
      title="Change Subscription"
      submitLabel="Save Changes"
      dirty={formState.isDirty}
      busy={change.isPending}
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
            assignedTech={subscription.assigned_user}
          />
          {!subscription.coupon && (
            <CouponCodeField
              control={control}
              couponError={couponError}
              fieldHasError={Boolean(formState.errors.coupon_code)}
            />
          )}
          <QuoteSummary quote={quote.data} fetching={quote.isFetching} error={quote.error} />
        </>
      )}
    </FormDialog>
  );
}
