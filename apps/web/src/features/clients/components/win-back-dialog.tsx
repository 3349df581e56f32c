import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useWinBack } from '../api/clients.ts';
import type { DormantClient } from '@employee-portal/core/clients/client.responses';
import { FormDialog } from '../../../components/form/form-dialog.tsx';

const winBackMessageSchema = z.object({
  channel: z.enum(['email', 'sms'], { error: messages.required }),
  message: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(1000, { error: messages.notValid }),
});
type MessageInput = z.input<typeof winBackMessageSchema>;

const CHANNELS = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
];

/** 'Send message': a win-back message to a dormant client through the e-mail or SMS provider. Mounted while open. */
export function WinBackDialog({ client, onClose }: { client: DormantClient; onClose: () => void }) {
  const winBack = useWinBack();
  const notify = useNotify();
  const form = useForm<MessageInput>({
    resolver: zodResolver(winBackMessageSchema),
    defaultValues: {
      channel: client.email ? 'email' : 'sms',
      message: `Hi ${client.first_name}, we miss you! Reply to this message to restart your service.`,
    },
  });
  const submit = form.handleSubmit((values) =>
    winBack.mutate(
      { id: client.id, body: { action: 'message', ...values } },
      {
        onSuccess: () => {
          notify(`The message was sent to ${client.first_name} ${client.last_name}.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, ['channel', 'message'], form.setError),
      },
    ),
  );
  return (
    <FormDialog
      open
      title={`Send Message to ${client.first_name} ${client.last_name}`}
      submitLabel="Send Message"
      dirty={form.formState.isDirty}
      busy={winBack.isPending}
      failure={formFailure(winBack.error, ['channel', 'message'])}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormSelectField control={form.control} name="channel" label="Channel" options={CHANNELS} />
      <FormTextField control={form.control} name="message" label="Message" maxLength={1000} required />
    </FormDialog>
  );
}
