import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SellGiftCertificateBody } from '@employee-portal/core/subscriptions/gift-certificate.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { useSellGiftCertificate, type GiftCertificate } from '../api/gift-certificates.ts';
import { GiftCertificateDetailFields } from './gift-certificate-detail-fields.tsx';
import { emptySellForm, sellFieldOf, sellFormSchemaOn, type SellFormValues } from '../gift-certificate-forms.ts';

interface SellDialogProps {
  open: boolean;
  onSold: (certificate: GiftCertificate) => void;
  onClose: () => void;
}

/** 'Sell Gift Certificate': amount, purchaser, recipient, message and an optional expiry; the server makes the code. */
export function SellGiftCertificateDialog(props: SellDialogProps) {
  return props.open ? <SellDialogContent {...props} /> : null;
}

function SellDialogContent({ onSold, onClose }: SellDialogProps) {
  const sell = useSellGiftCertificate();
  const today = useOrganizationToday();
  const schema = useMemo(() => sellFormSchemaOn(today), [today]);
  const form = useForm<SellFormValues, unknown, SellGiftCertificateBody>({
    resolver: zodResolver(schema),
    defaultValues: emptySellForm,
  });
  const { control, handleSubmit, setError } = form;
  const failure = formFailure(sell.error, sellFieldOf);

  const submit = handleSubmit((body) =>
    sell.mutate(body, {
      onSuccess: (answer) => onSold(answer.gift_certificate),
      onError: (error) => applyServerFieldErrors(error, sellFieldOf, setError),
    }),
  );

  return (
    <FormDialog
      title="Sell Gift Certificate"
      submitLabel="Sell"
      busy={sell.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField control={control} name="amount" label="Amount ($)" inputMode="numeric" autoFocus required />
      <FormProvider {...form}>
        <GiftCertificateDetailFields />
      </FormProvider>
    </FormDialog>
  );
}
