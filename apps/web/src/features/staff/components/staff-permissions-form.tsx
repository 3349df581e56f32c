import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffDetail } from '@employee-portal/core/staff/staff.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailure } from '../../../lib/api-errors.ts';
import { useRoles, useUpdatePermissions } from '../api/staff.ts';
import { grantWithDetailPages, isPermission, permissionGroups } from '../permission-groups.ts';
import { PermissionCheckboxGrid } from './permission-checkbox-grid.tsx';

/** The member's role and the extra permissions on top of it; what the role already gives shows checked and fixed. */
export function StaffPermissionsForm({ member }: { member: StaffDetail }) {
  const roles = useRoles();
  const update = useUpdatePermissions(member.id);
  const notify = useNotify();
  const [roleId, setRoleId] = useState(member.role_id ? String(member.role_id) : '');
  const [extras, setExtras] = useState<string[]>(member.extra_permissions);
  const role = roles.data?.find((entry) => String(entry.id) === roleId);
  const fromRole = new Set(
    role?.is_owner ? permissionGroups.flatMap((group) => group.permissions) : (role?.permissions ?? []),
  );
  const failure = update.isError ? serverFailure(update.error) : null;

  const toggle = (permission: string, on: boolean) =>
    setExtras((current) =>
      on && isPermission(permission)
        ? grantWithDetailPages<string>(current, permission).filter((entry) => !fromRole.has(entry))
        : current.filter((entry) => entry !== permission),
    );

  const save = () =>
    update.mutate(
      {
        role_id: Number(roleId),
        extra_permissions: extras.filter(isPermission).filter((permission) => !fromRole.has(permission)),
      },
      {
        onSuccess: (answer) => {
          setExtras(answer.staff.extra_permissions);
          notify('The permissions were saved.');
        },
      },
    );

  return (
    <Box component="section" aria-labelledby="staff-permissions-title">
      <Typography variant="h6" component="h2" id="staff-permissions-title">
        Role and Permissions
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure.text}
          {failure.detail ? `: ${failure.detail}` : ''}
        </Alert>
      )}
      <TextField
        select
        label="Role"
        value={roles.data ? roleId : ''}
        onChange={(event) => setRoleId(event.target.value)}
        margin="normal"
        sx={{ minWidth: 240 }}
      >
        {(roles.data ?? []).map((entry) => (
          <MenuItem key={entry.id} value={String(entry.id)}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary">
        Permissions of the role are checked and fixed; tick others to give them to this member as extras.
      </Typography>
      <PermissionCheckboxGrid
        isChecked={(permission) => fromRole.has(permission) || extras.includes(permission)}
        isFixed={(permission) => fromRole.has(permission)}
        onToggle={toggle}
      />
      <Button variant="contained" onClick={save} loading={update.isPending} disabled={!roleId} sx={{ mt: 2 }}>
        Save Permissions
      </Button>
    </Box>
  );
}
