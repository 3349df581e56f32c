import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApiKeyAnswer, ApiKeyStatus } from '@employee-portal/core/open-api/api-keys.responses';
import { KEY_SCOPES } from '@employee-portal/core/open-api/key-scopes';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useRevokeApiKey } from '../api/api-keys.ts';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';

const scopeLabels = new Map(KEY_SCOPES.map((scope) => [scope.permission as string, scope.label]));
const STATUS_COLOR: Record<ApiKeyStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  expired: 'warning',
  revoked: 'default',
};
const STATUS_TEXT: Record<ApiKeyStatus, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

export function ApiKeysTable({ keys }: { keys: ApiKeyAnswer[] }) {
  const { formatDate, formatDateTime } = useDateFormatters();
  const revoke = useRevokeApiKey();
  const notify = useNotify();
  const [revoking, setRevoking] = useState<ApiKeyAnswer | null>(null);
  if (keys.length === 0) {
    return <Typography sx={{ my: 2 }}>No API keys yet. Create one to connect another program to your data.</Typography>;
  }
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify(`The key “${revoking.name}” was revoked.`);
        setRevoking(null);
      },
      onError: (error) => {
        notify(serverFailureLine(error), 'error');
        setRevoking(null);
      },
    });
  };
  return (
    <>
      <TableScrollArea label="API keys">
        <Table size="small" aria-label="API keys">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Prefix</TableCell>
              <TableCell>Scopes</TableCell>
              <TableCell>Created By</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Last Used</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => (
              <TableRow key={key.id}>
                <TableCell>{key.name}</TableCell>
                <TableCell>
                  <Box component="code">{key.prefix}…</Box>
                </TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  {key.scopes.map((scope) => scopeLabels.get(scope) ?? scope).join(', ')}
                </TableCell>
                <TableCell>{key.created_by}</TableCell>
                <TableCell>{formatDateTime(key.created_at)}</TableCell>
                <TableCell>{key.last_used_at ? formatDateTime(key.last_used_at) : 'Never'}</TableCell>
                <TableCell>{key.expires_at ? formatDate(key.expires_at.slice(0, 10)) : 'Never'}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLOR[key.status]} label={STATUS_TEXT[key.status]} />
                </TableCell>
                <TableCell>
                  {key.status === 'active' && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRevoking(key)}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollArea>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API Key"
        confirmLabel="Revoke"
        destructive
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      >
        Programs using “{revoking?.name}” will be refused from now on. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
