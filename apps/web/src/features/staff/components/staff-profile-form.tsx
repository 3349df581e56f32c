import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { staffProfileSchema, type StaffDetail } from '@employee-portal/core/staff/staff.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useUpdateProfile } from '../api/staff.ts';

const profileFormSchema = staffProfileSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  start_address: true,
  end_address: true,
});
type ProfileInput = z.input<typeof profileFormSchema>;
type ProfileOutput = z.output<typeof profileFormSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'start_address', 'end_address'] as const;

/** Name, contact and the route's start and end addresses (a changed address drops its old map position). */
export function StaffProfileForm({ member }: { member: StaffDetail }) {
  const update = useUpdateProfile(member.id);
  const notify = useNotify();
  const isOwnRecord = useSessionStore((state) => state.user?.user_id === member.user_id);
  const { control, handleSubmit, setError } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      first_name: member.first_name,
      last_name: member.last_name,
      email: member.email,
      phone: member.phone ?? '',
      start_address: member.start_address ?? '',
      end_address: member.end_address ?? '',
    },
  });
  const failure = formFailure(update.error, FIELDS, serverFailureLine);

  const submit = handleSubmit((values) => {
    const startKept = (values.start_address ?? null) === member.start_address;
    const endKept = (values.end_address ?? null) === member.end_address;
    update.mutate(
      {
        ...values,
        start_lat: startKept ? member.start_lat : null,
        start_lng: startKept ? member.start_lng : null,
        end_lat: endKept ? member.end_lat : null,
        end_lng: endKept ? member.end_lng : null,
      },
      {
        onSuccess: () => notify('The profile was saved.'),
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Profile">
      <Typography variant="h6" component="h2">
        Profile
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {member.profile_locked && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {member.first_name} also works for another organization, so only they can change their name, e-mail, phone and
          picture. Their route addresses, role, pay and status are this organization&apos;s.
        </Alert>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {member.profile_locked ? (
          // Shown, not offered: the form still sends the stored values, which the server accepts unchanged.
          <>
            <ReadOnlyField label="First Name" value={member.first_name} />
            <ReadOnlyField label="Last Name" value={member.last_name} />
            <ReadOnlyField label="E-mail" value={member.email} />
            <ReadOnlyField label="Phone" value={member.phone ?? ''} />
          </>
        ) : (
          <>
            <FormTextField control={control} name="first_name" label="First Name" required />
            <FormTextField control={control} name="last_name" label="Last Name" required />
            {isOwnRecord ? (
              <OwnEmail email={member.email} />
            ) : (
              <FormTextField control={control} name="email" label="E-mail" type="email" required />
            )}
            <FormTextField control={control} name="phone" label="Phone" type="tel" inputMode="tel" />
          </>
        )}
        <FormTextField control={control} name="start_address" label="Start Address" />
        <FormTextField control={control} name="end_address" label="End Address" />
      </Box>
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ mt: 1 }}>
        Save Profile
      </Button>
    </Box>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <TextField label={label} value={value} margin="normal" fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
  );
}

/** One's own sign-in e-mail changes only through the confirmation link that Change Email sends to the new address. */
function OwnEmail({ email }: { email: string }) {
  return (
    <TextField
      label="E-mail"
      value={email}
      margin="normal"
      fullWidth
      disabled
      helperText={
        <>
          Your own e-mail changes under{' '}
          <Link component={RouterLink} to={pathTo('change_email')}>
            Change Email
          </Link>
          , once the new address confirms it.
        </>
      }
    />
  );
}
