import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clientStatusChangeSchema } from '@employee-portal/core/clients/client.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useSetClientStatus } from '../api/clients.ts';
import type { Client } from '@employee-portal/core/clients/client.responses';
import { FormDialog } from '../../../components/form/form-dialog.tsx';

type ReasonInput = z.input<typeof clientStatusChangeSchema>;

/** Deactivate or reactivate, with the reason the activity history keeps. Mounted while open. */
export function StatusDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const activating = client.status === 'inactive';
  const change = useSetClientStatus(client.id);
  const notify = useNotify();
  const form = useForm<ReasonInput>({ resolver: zodResolver(clientStatusChangeSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    change.mutate(
      { active: activating, reason },
      {
        onSuccess: () => {
          notify(activating ? 'The client was reactivated.' : 'The client was deactivated.');
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, ['reason'], form.setError),
      },
    ),
  );
  return (
    <FormDialog
      open
      title={activating ? 'Reactivate Client' : 'Deactivate Client'}
      submitLabel={activating ? 'Reactivate' : 'Deactivate'}
      dirty={form.formState.isDirty}
      busy={change.isPending}
      failure={formFailure(change.error, ['reason'])}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField control={form.control} name="reason" label="Reason" required autoFocus />
    </FormDialog>
  );
}
