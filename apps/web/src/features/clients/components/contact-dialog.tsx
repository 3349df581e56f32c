import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clientContactSchema } from '@employee-portal/core/clients/client.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useUpdateContact } from '../api/clients.ts';
import type { Client } from '@employee-portal/core/clients/client.responses';
import { formatPhone } from '../client-list-params.ts';
import { CONTACT_FIELDS, ContactFields } from './contact-fields.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';

type ContactInput = z.input<typeof clientContactSchema>;
type ContactOutput = z.output<typeof clientContactSchema>;

const contactOf = (client: Client): ContactInput => ({
  first_name: client.first_name,
  last_name: client.last_name,
  email: client.email ?? '',
  phone: formatPhone(client.phone),
  alternate_email: client.alternate_email ?? '',
  alternate_phone: formatPhone(client.alternate_phone),
  preferred_channel: client.preferred_channel,
  tax_exempt: client.tax_exempt,
  referral_source: client.referral_source ?? '',
});

/** Edits the client's contact. Mounted while open, so it starts from what the server holds. */
export function ContactDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const update = useUpdateContact(client.id);
  const notify = useNotify();
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(clientContactSchema),
    defaultValues: contactOf(client),
  });
  const fields = CONTACT_FIELDS as unknown as Path<ContactInput>[];
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify('The contact was saved.');
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, fields, form.setError),
    }),
  );
  return (
    <FormDialog
      open
      title="Edit Contact"
      submitLabel="Save Contact"
      dirty={form.formState.isDirty}
      busy={update.isPending}
      failure={formFailure(update.error, fields)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormProvider {...form}>
        <ContactFields />
      </FormProvider>
    </FormDialog>
  );
}
