import { useState } from 'react';
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
import { SubscriptionTermsFields } from './subscription-terms-fields.tsx';

interface SubscribeDialogProps {
  kind: SubscriptionKind;
  location: { id: number; title: string };
  onClose: () => void;
  onCreated: (subscription: SubscriptionRecord) => void;
}

/** 'Subscribe': a new subscription for one location, priced live before it is saved. Mount it only while open. */
export function SubscribeDialog({ kind, location, onClose, onCreated }: SubscribeDialogProps) {
  const paths = KIND_PATHS[kind];
  const today = useOrganizationToday();
  const create = useCreateSubscription(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, values, options, plan, listPriceCents, quote, onPriceTyped } = useTermsForm(kind, {
    defaultValues: emptySubscriptionForm(today),
    target: { field: paths.locationField, id: location.id },
    initialListPriceCents: null,
    priceFollowsList: true,
  });
  const { control, handleSubmit, setError, clearErrors, formState } = form;
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
