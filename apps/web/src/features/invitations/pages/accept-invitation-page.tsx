import { useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  acceptInvitationExistingUserSchema,
  acceptInvitationNewUserSchema,
} from '@employee-portal/core/staff/invitation.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors, formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { useCompleteSignIn } from '../../auth/index.ts';
import { useAcceptInvitation, useInvitationLookup, type InvitationPreview } from '../api/invitation.ts';

type NewUserInput = z.input<typeof acceptInvitationNewUserSchema>;

// Someone new chooses a password; someone who already has an account proves it with their current one. Both forms
// share one set of fields (the existing user's confirmation stays blank and unsent).
const newUserResolver = zodResolver(acceptInvitationNewUserSchema);
const existingUserResolver = zodResolver(
  acceptInvitationExistingUserSchema.extend({ password_confirmation: z.string() }),
);

const PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const completeSignIn = useCompleteSignIn();
  const existing = invitation.existing_user;
  const { control, handleSubmit, setError } = useForm<NewUserInput>({
    resolver: existing ? existingUserResolver : newUserResolver,
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const formError = formFailure(accept.error, PASSWORD_FIELDS);

  const submit = handleSubmit((values) =>
    accept.mutate(
      existing
        ? { token, password: values.password }
        : { token, password: values.password, password_confirmation: values.password_confirmation },
      {
        onSuccess: (answer) => completeSignIn(answer.token, answer.user),
        onError: (error) => applyServerFieldErrors(error, PASSWORD_FIELDS, setError),
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Accept invitation">
      <Typography sx={{ mb: 1 }}>
        Hello {invitation.first_name} {invitation.last_name}, <strong>{invitation.organization_name}</strong> invited
        you to join the team as {invitation.email}.
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {existing
          ? 'You already have an account: enter your current password to join.'
          : 'Choose a password to finish setting up your account.'}
      </Typography>
      {formError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      {existing ? (
        <FormTextField
          control={control}
          name="password"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
      ) : (
        <>
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            autoFocus
          />
          <FormTextField
            control={control}
            name="password_confirmation"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
        </>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth loading={accept.isPending} sx={{ mt: 2 }}>
        Accept Invitation
      </Button>
    </Box>
  );
}

/** The e-mailed invitation link: open signed in or not; accepting signs in as the invited member. */
export default function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const lookup = useInvitationLookup(token);
  return (
    <>
      <Typography variant="h6" component="h1" align="center" gutterBottom>
        Accept Invitation
      </Typography>
      {lookup.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label="Checking your invitation" />
        </Box>
      ) : lookup.isError ? (
        <Alert severity="error">{serverMessage(lookup.error)}</Alert>
      ) : (
        <AcceptForm token={token} invitation={lookup.data} />
      )}
    </>
  );
}
