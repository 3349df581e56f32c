import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import { idParam } from '@employee-portal/core/fields';
import { messages } from '@employee-portal/core/messages/catalogue';
import { staffInvitationSchema } from '@employee-portal/core/staff/invitation.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { useInviteStaff, useRoles } from '../api/staff.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'role_id'] as const;
/** The select holds the role's id as text; nothing chosen reads 'This field is required'. */
const inviteFormSchema = staffInvitationSchema.extend({
  role_id: z.string().min(1, { error: messages.required }).pipe(idParam()),
});
type InviteInput = z.input<typeof inviteFormSchema>;
type InviteOutput = z.output<typeof inviteFormSchema>;

interface InviteStaffDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Invite Staff': the new member gets an e-mail with a link to set their password (/accept_invitation/{token}). */
export function InviteStaffDialog({ open, onClose }: InviteStaffDialogProps) {
  const roles = useRoles(open);
  const invite = useInviteStaff();
  const notify = useNotify();
  const { control, handleSubmit, setError, reset } = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', role_id: '' },
  });
  const formError = formFailure(invite.error, FIELDS);

  const close = () => {
    reset();
    invite.reset();
    onClose();
  };

  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (answer) => {
        notify(`An invitation was sent to ${answer.staff.email}.`);
        close();
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );

  const roleOptions = (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }));

  return (
    <FormDialog
      open={open}
      title="Invite Staff"
      submitLabel="Send Invitation"
      busy={invite.isPending}
      failure={formError}
      onSubmit={(event) => void submit(event)}
      onDiscard={close}
    >
      {roles.isError && <Alert severity="error">{serverMessage(roles.error)}</Alert>}
      <FormTextField control={control} name="first_name" label="First Name" autoFocus required />
      <FormTextField control={control} name="last_name" label="Last Name" required />
      <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="off" required />
      {/* Native: a real <label for> names the select, and its required mark shows like the fields above. */}
      <FormSelectField control={control} name="role_id" label="Role" options={roleOptions} native required />
    </FormDialog>
  );
}
