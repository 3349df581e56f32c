import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EditGiftCertificateBody } from '@employee-portal/core/subscriptions/gift-certificate.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useEditGiftCertificate, type GiftCertificate } from '../api/gift-certificates.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import {
  editFormSchemaFor,
  editFormValues,
  SELL_FIELD_OF_SERVER_FIELD,
  type EditFormValues,
} from '../gift-certificate-forms.ts';
import { GiftCertificateDetailFields } from './gift-certificate-detail-fields.tsx';

interface EditDialogProps {
  certificate: GiftCertificate;
  onSaved: () => void;
  onClose: () => void;
}

/** 'Edit Gift Certificate': corrects purchaser, recipient, message and expiry. Mount it only while open. */
export function EditGiftCertificateDialog({ certificate, onSaved, onClose }: EditDialogProps) {
  const edit = useEditGiftCertificate(certificate.id);
  const today = useOrganizationToday();
  const schema = useMemo(() => editFormSchemaFor(today, certificate.expires_on), [today, certificate.expires_on]);
  const form = useForm<EditFormValues, unknown, EditGiftCertificateBody>({
    resolver: zodResolver(schema),
    defaultValues: editFormValues(certificate),
  });
  const { handleSubmit, setError, formState } = form;
  const placed = Object.keys(serverFieldErrors(edit.error)).some((field) => field in SELL_FIELD_OF_SERVER_FIELD);
  const failure = edit.isError && !placed ? serverMessage(edit.error) : null;

  const submit = handleSubmit((body) =>
    edit.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          const formField = SELL_FIELD_OF_SERVER_FIELD[field];
          if (formField && formField !== 'amount') setError(formField, { message });
        }
      },
    }),
  );

  return (
    <FormDialog
      title="Edit Gift Certificate"
      submitLabel="Save"
      dirty={formState.isDirty}
      busy={edit.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormProvider {...form}>
        <GiftCertificateDetailFields />
      </FormProvider>
    </FormDialog>
  );
}
