import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { useStaffMember } from '../api/staff.ts';
import { StaffAccessActions } from '../components/staff-access-actions.tsx';
import { StaffAvatar } from '../components/staff-avatar.tsx';
import { StaffPayForm } from '../components/staff-pay-form.tsx';
import { StaffPermissionsForm } from '../components/staff-permissions-form.tsx';
import { StaffProfileForm } from '../components/staff-profile-form.tsx';

/** Spec /staff/{id}/show: one member's profile, picture, role and permissions, pay and access. */
export default function StaffMemberPage() {
  const memberId = useRecordId();
  const member = useStaffMember(memberId);

  if (member.isPending || member.isError) {
    return (
      <RecordLoadState
        id={memberId}
        query={member}
        label="staff member"
        back={
          <Button component={RouterLink} to={pathTo('staff')}>
            Back to Staff
          </Button>
        }
      />
    );
  }
  const staff = member.data;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <StaffAvatar member={staff} />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1">
              {staff.full_name}
            </Typography>
            <Typography color="text.secondary">
              {staff.role_name ?? 'No role'}{' '}
              <Chip size="small" label={staff.status.charAt(0).toUpperCase() + staff.status.slice(1)} sx={{ ml: 1 }} />
            </Typography>
          </Box>
          <Button component={RouterLink} to={pathTo('staff')}>
            Back to Staff
          </Button>
        </Box>
        {/* Keyed by the saved data so each form starts from what the server now holds. */}
        <StaffProfileForm
          key={`profile-${staff.email}-${staff.phone}-${staff.first_name}-${staff.last_name}`}
          member={staff}
        />
        <StaffPermissionsForm key={`permissions-${staff.role_id}-${staff.extra_permissions.join()}`} member={staff} />
        <StaffPayForm key={`pay-${Object.values(staff.pay).join()}`} member={staff} />
        <StaffAccessActions member={staff} />
      </Stack>
    </Paper>
  );
}
