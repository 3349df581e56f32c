import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { Permission } from '@employee-portal/core/access/permissions';
import type { Role } from '@employee-portal/core/staff/role.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formFailure, serverFailure, serverFailureLine, serverFieldErrors } from '../../../lib/api-errors.ts';
import { useCreateRole, useDeleteRole, useRoles, useUpdateRole } from '../api/staff.ts';
import { PermissionCheckboxGrid } from './permission-checkbox-grid.tsx';
import { grantWithDetailPages, isPermission } from '../permission-groups.ts';

type Editing = { kind: 'new' } | { kind: 'existing'; role: Role };

function RoleEditor({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const existing = editing.kind === 'existing' ? editing.role : null;
  const [name, setName] = useState(existing?.name ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(existing?.permissions.filter(isPermission) ?? []);
  const create = useCreateRole();
  const update = useUpdateRole(existing?.id ?? 0);
  const save = existing ? update : create;
  const notify = useNotify();
  const fieldErrors = serverFieldErrors(save.error);
  const failure = formFailure(save.error, ['name'], serverFailureLine);

  const toggle = (permission: string, on: boolean) => {
    if (!isPermission(permission)) return;
    setPermissions((current) =>
      on ? grantWithDetailPages(current, permission) : current.filter((entry) => entry !== permission),
    );
  };

  const submit = () =>
    save.mutate(
      { name, permissions },
      {
        onSuccess: () => {
          notify(existing ? 'The role was saved.' : 'The role was created.');
          onDone();
        },
      },
    );

  return (
    <Box
      component="form"
      aria-label={existing ? `Edit role ${existing.name}` : 'New role'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <TextField
        label="Role Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(fieldErrors.name)}
        helperText={fieldErrors.name}
        required
        margin="normal"
        sx={{ minWidth: 280 }}
      />
      {existing?.is_owner ? (
        <Alert severity="info">The Owner role always holds every permission; only its name can change.</Alert>
      ) : (
        <PermissionCheckboxGrid
          isChecked={(permission) => isPermission(permission) && permissions.includes(permission)}
          onToggle={toggle}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button onClick={onDone}>Back to Roles</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save Role
        </Button>
      </Box>
    </Box>
  );
}

/** The organization's roles: named permission sets anyone holding `staff` may create, edit and delete. */
export function RolesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const roles = useRoles(open);
  const remove = useDeleteRole();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const failure = remove.isError ? serverFailure(remove.error) : null;

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => notify(`The role ${deleting.name} was deleted.`),
      onSettled: () => setDeleting(null),
    });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={editing ? 'lg' : 'sm'}
      aria-labelledby="roles-dialog-title"
    >
      <DialogTitle id="roles-dialog-title">Roles</DialogTitle>
      <DialogContent>
        {editing ? (
          <RoleEditor
            key={editing.kind === 'existing' ? editing.role.id : 'new'}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <>
            {failure && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {failure.text}
                {failure.detail ? `: ${failure.detail}` : ''}
              </Alert>
            )}
            {roles.isError && <Alert severity="error">The roles could not be loaded.</Alert>}
            <List aria-label="Roles">
              {(roles.data ?? []).map((role) => (
                <ListItem
                  key={role.id}
                  divider
                  secondaryAction={
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button
                        size="small"
                        onClick={() => setEditing({ kind: 'existing', role })}
                        aria-label={`Edit ${role.name}`}
                      >
                        Edit
                      </Button>
                      {!role.is_owner && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setDeleting(role)}
                          aria-label={`Delete ${role.name}`}
                        >
                          Delete
                        </Button>
                      )}
                    </Box>
                  }
                >
                  <ListItemText
                    primary={role.name}
                    secondary={`${role.is_owner ? 'Every permission' : `${role.permissions.length} permissions`} · ${role.members_count} ${role.members_count === 1 ? 'member' : 'members'}`}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      {!editing && (
        <DialogActions>
          <Button onClick={() => setEditing({ kind: 'new' })}>New Role</Button>
          <Button onClick={onClose} variant="contained">
            Close
          </Button>
        </DialogActions>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Role"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        Delete the role {deleting?.name}? Members cannot be on a deleted role, so a role in use cannot be deleted.
      </ConfirmDialog>
    </Dialog>
  );
}
