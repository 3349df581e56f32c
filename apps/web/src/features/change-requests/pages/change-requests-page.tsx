import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  changeRequestKindLabels,
  changeRequestKinds,
  changeRequestStatuses,
  type ChangeRequestKind,
} from '@employee-portal/core/clients/change-request.schema';
import type { ChangeRequest } from '@employee-portal/core/clients/change-request.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useApproveChangeRequest, useChangeRequests, type ChangeRequestStatusFilter } from '../api/change-requests.ts';
import { approvalEffect } from '../approval-effect.ts';
import { DenyChangeRequestDialog } from '../components/deny-change-request-dialog.tsx';
import { LogChangeRequestDialog } from '../components/log-change-request-dialog.tsx';

const PER_PAGE = 25;

const STATUS_TABS: { value: ChangeRequestStatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'denied', label: 'Denied' },
  { value: 'all', label: 'All' },
];
const STATUS_COLORS = { pending: 'warning', approved: 'success', denied: 'default' } as const;
const STATUS_LABELS = { pending: 'Pending', approved: 'Approved', denied: 'Denied' } as const;
const KIND_OPTIONS = optionsFrom(changeRequestKinds, changeRequestKindLabels);

const isStatusFilter = (value: string | null): value is ChangeRequestStatusFilter =>
  value === 'all' || (changeRequestStatuses as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is ChangeRequestKind =>
  (changeRequestKinds as readonly (string | null)[]).includes(value);

/** Spec /change_requests: what clients asked to change, approved (applied) or denied (with a reason) by the office. */
export default function ChangeRequestsPage() {
  const { params, search, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const notify = useNotify();
  const { formatDate, formatDateTime } = useDateFormatters();
  const statusParam = params.get('status');
  const kindParam = params.get('kind');
  const status: ChangeRequestStatusFilter = isStatusFilter(statusParam) ? statusParam : 'pending';
  const kind = isKind(kindParam) ? kindParam : undefined;
  const list = useChangeRequests({ status, kind, search, page, per_page: PER_PAGE });
  const approve = useApproveChangeRequest();
  const [approving, setApproving] = useState<ChangeRequest | null>(null);
  const [denying, setDenying] = useState<ChangeRequest | null>(null);
  const [logging, setLogging] = useState(false);

  const confirmApproval = () => {
    if (!approving) return;
    const request = approving;
    approve.mutate(request.id, {
      onSuccess: () => {
        notify(`The change request of ${request.client.first_name} ${request.client.last_name} was approved.`);
        setApproving(null);
      },
      onError: (error) => {
        notify(serverMessage(error), 'error');
        setApproving(null);
      },
    });
  };

  const columns: DataTableColumn<ChangeRequest>[] = [
    {
      key: 'client',
      header: 'Client',
      render: (request) => (
        <Link component={RouterLink} to={pathTo('client', { id: request.client.id })}>
          {request.client.first_name} {request.client.last_name}
        </Link>
      ),
    },
    {
      key: 'location',
      header: 'Location',
      render: (request) => (request.location ? `${request.location.address_line1}, ${request.location.zip}` : ''),
    },
    { key: 'kind', header: 'Kind', render: (request) => changeRequestKindLabels[request.kind] },
    { key: 'change', header: 'Change', render: (request) => request.summary },
    { key: 'comment', header: 'Comment', render: (request) => request.comment ?? '' },
    { key: 'requested', header: 'Requested', render: (request) => formatDate(request.created_at) },
    {
      key: 'status',
      header: 'Status',
      render: (request) =>
        request.status === 'pending' ? (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="contained"
              onClick={() => setApproving(request)}
              aria-label={`Approve the change request of ${request.client.first_name} ${request.client.last_name}`}
            >
              Approve
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setDenying(request)}
              aria-label={`Deny the change request of ${request.client.first_name} ${request.client.last_name}`}
            >
              Deny
            </Button>
          </Stack>
        ) : (
          <Box>
            <Chip size="small" label={STATUS_LABELS[request.status]} color={STATUS_COLORS[request.status]} />
            <Typography variant="caption" component="div" color="text.secondary">
              {[request.decided_by, request.decided_at ? formatDateTime(request.decided_at) : null]
                .filter(Boolean)
                .join(', ')}
            </Typography>
            {request.deny_reason && (
              <Typography variant="caption" component="div">
                {request.deny_reason}
              </Typography>
            )}
          </Box>
        ),
    },
  ];

  const filtered = Boolean(search || kind);
  const emptyText = filtered
    ? 'No change requests match these filters.'
    : status === 'pending'
      ? 'No change requests are waiting for a decision.'
      : 'No change requests yet.';

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Change Requests"
        actions={
          <Button variant="contained" onClick={() => setLogging(true)}>
            Log Request
          </Button>
        }
        intro={
          <Tabs
            value={status}
            onChange={(_event, value: ChangeRequestStatusFilter) =>
              setParam('status', value === 'pending' ? undefined : value)
            }
            aria-label="Status"
            sx={{ mb: 2 }}
          >
            {STATUS_TABS.map((tab) => (
              <Tab key={tab.value} value={tab.value} label={tab.label} />
            ))}
          </Tabs>
        }
        search={{ value: searchText, onChange: setSearchText, helperText: 'Client name or e-mail' }}
      >
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          value={kind}
          options={KIND_OPTIONS}
          onChange={(value) => setParam('kind', value)}
        />
      </ListToolbar>
      <DataTable
        label="Change requests"
        columns={columns}
        {...pageQueryProps(list)}
        rowKey={(request) => request.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={emptyText}
      />
      <ConfirmDialog
        open={approving !== null}
        title="Approve Change Request"
        confirmLabel="Approve"
        busy={approve.isPending}
        onConfirm={confirmApproval}
        onCancel={() => setApproving(null)}
      >
        {approving && (
          <>
            <Typography component="p" sx={{ mb: 1 }}>
              {approving.client.first_name} {approving.client.last_name}
              {approving.location ? ` · ${approving.location.address_line1}` : ''}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
              {approving.summary}
            </Typography>
            <Typography component="p">{approvalEffect(approving)} The client is told by e-mail or text.</Typography>
          </>
        )}
      </ConfirmDialog>
      <DenyChangeRequestDialog request={denying} onClose={() => setDenying(null)} />
      <LogChangeRequestDialog open={logging} onClose={() => setLogging(false)} />
    </Paper>
  );
}
