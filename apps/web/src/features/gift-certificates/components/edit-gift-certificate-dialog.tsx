import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EditGiftCertificateBody } from '@employee-portal/core/subscriptions/gift-certificate.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useEditGiftCertificate, type GiftCertificate } from '../api/gift-certificates.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { editFormSchemaFor, editFormValues, editFieldOf, type EditFormValues } from '../gift-certificate-forms.ts';
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
  const failure = formFailure(edit.error, editFieldOf);

  const submit = handleSubmit((body) =>
    edit.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => applyServerFieldErrors(error, editFieldOf, setError),
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
