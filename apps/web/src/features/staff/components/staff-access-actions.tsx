import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { StaffDetail } from '@employee-portal/core/staff/staff.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailure } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useCancelInvitation, useDeactivateStaff, useReactivateStaff, useResendInvitation } from '../api/staff.ts';

type Pending = 'deactivate' | 'reactivate' | 'cancel' | null;

/** Deactivate and reactivate (each changes the active users the platform bills), and the open invitation. */
export function StaffAccessActions({ member }: { member: StaffDetail }) {
  const deactivate = useDeactivateStaff(member.id);
  const reactivate = useReactivateStaff(member.id);
  const resend = useResendInvitation(member.id);
  const cancel = useCancelInvitation(member.id);
  const notify = useNotify();
  const navigate = useNavigate();
  const { formatDateTime } = useDateFormatters();
  const [pending, setPending] = useState<Pending>(null);
  const failed = [deactivate, reactivate, resend, cancel].find((mutation) => mutation.isError);
  const failure = failed ? serverFailure(failed.error) : null;
  const close = () => setPending(null);

  const confirm = () => {
    if (pending === 'deactivate')
      deactivate.mutate(undefined, {
        onSuccess: () => notify(`${member.full_name} was deactivated.`),
        onSettled: close,
      });
    if (pending === 'reactivate')
      reactivate.mutate(undefined, {
        onSuccess: () => notify(`${member.full_name} was reactivated.`),
        onSettled: close,
      });
    if (pending === 'cancel')
      cancel.mutate(undefined, {
        onSuccess: () => {
          notify('The invitation was cancelled.');
          navigate(pathTo('staff'), { replace: true });
        },
        onSettled: close,
      });
  };

  return (
    <Box component="section" aria-labelledby="staff-access-title">
      <Typography variant="h6" component="h2" id="staff-access-title">
        Access
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ my: 1 }}>
          {failure.text}
          {failure.detail ? `: ${failure.detail}` : ''}
        </Alert>
      )}
      {member.status === 'invited' && member.invitation && (
        <Typography sx={{ my: 1 }}>
          Invited {formatDateTime(member.invitation.sent_at)}; the link expires{' '}
          {formatDateTime(member.invitation.expires_at)}.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {member.status === 'invited' && (
          <>
            <Button
              variant="outlined"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () => notify(`The invitation was sent again to ${member.email}.`),
                })
              }
            >
              Resend Invitation
            </Button>
            <Button variant="outlined" color="error" onClick={() => setPending('cancel')}>
              Cancel Invitation
            </Button>
          </>
        )}
        {member.status === 'active' && (
          <Button variant="outlined" color="error" onClick={() => setPending('deactivate')}>
            Deactivate
          </Button>
        )}
        {member.status === 'inactive' && (
          <Button variant="contained" onClick={() => setPending('reactivate')}>
            Reactivate
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending === 'deactivate'
            ? 'Deactivate Staff Member'
            : pending === 'reactivate'
              ? 'Reactivate Staff Member'
              : 'Cancel Invitation'
        }
        confirmLabel={
          pending === 'deactivate' ? 'Deactivate' : pending === 'reactivate' ? 'Reactivate' : 'Cancel Invitation'
        }
        cancelLabel="Keep"
        destructive={pending !== 'reactivate'}
        busy={deactivate.isPending || reactivate.isPending || cancel.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        {pending === 'deactivate'
          ? `${member.full_name} will no longer be able to sign in, and stops counting as an active user on your subscription.`
          : pending === 'reactivate'
            ? `${member.full_name} will be able to sign in again, and counts as an active user on your subscription.`
            : `The invitation link sent to ${member.email} will stop working.`}
      </ConfirmDialog>
    </Box>
  );
}
