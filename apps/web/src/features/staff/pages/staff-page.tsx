import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import {
  staffSorts,
  staffStatuses,
  type StaffMember,
  type StaffSort,
  type StaffStatus,
} from '@employee-portal/core/staff/staff.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { positiveIntParam, useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { exportStaffCsv, useRoles, useStaffList, type StaffFilters } from '../api/staff.ts';
import { InviteStaffDialog } from '../components/invite-staff-dialog.tsx';
import { RolesDialog } from '../components/roles-dialog.tsx';

const PER_PAGE = 25;

const SORT_LABELS: Record<StaffSort, string> = {
  name: 'Name (A–Z)',
  '-name': 'Name (Z–A)',
  role: 'Role (A–Z)',
  '-role': 'Role (Z–A)',
  status: 'Status (A–Z)',
  '-status': 'Status (Z–A)',
  created_at: 'Oldest first',
  '-created_at': 'Newest first',
};
const STATUS_LABELS: Record<StaffStatus, string> = { active: 'Active', inactive: 'Inactive', invited: 'Invited' };
const SORT_OPTIONS = optionsFrom(staffSorts, SORT_LABELS);
const STATUS_OPTIONS = optionsFrom(staffStatuses, STATUS_LABELS);
const STATUS_COLORS = { active: 'success', inactive: 'default', invited: 'info' } as const;

const isSort = (value: string | null): value is StaffSort => (staffSorts as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is StaffStatus =>
  (staffStatuses as readonly (string | null)[]).includes(value);

const columns: DataTableColumn<StaffMember>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (member) => (
      <Link component={RouterLink} to={pathTo('staff_show', { id: member.id })}>
        {member.full_name}
      </Link>
    ),
  },
  { key: 'email', header: 'E-mail', render: (member) => member.email },
  { key: 'phone', header: 'Phone', render: (member) => member.phone ?? '' },
  { key: 'role', header: 'Role', render: (member) => member.role_name ?? '' },
  {
    key: 'status',
    header: 'Status',
    render: (member) => <Chip size="small" label={STATUS_LABELS[member.status]} color={STATUS_COLORS[member.status]} />,
  },
];

/** Spec /staff: the organization's members, searched, filtered, sorted and paged by the server. */
export default function StaffPage() {
  const { params, search, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const [inviting, setInviting] = useState(false);
  const [managingRoles, setManagingRoles] = useState(false);
  const sortParam = params.get('sort');
  const statusParam = params.get('status');
  const filters: StaffFilters = {
    search,
    role_id: positiveIntParam(params.get('role_id')),
    status: isStatus(statusParam) ? statusParam : undefined,
    sort: isSort(sortParam) ? sortParam : 'name',
  };
  const list = useStaffList({ ...filters, page, per_page: PER_PAGE });
  const roles = useRoles();

  const { exporting, download } = useCsvExport(() => exportStaffCsv(filters));

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Staff"
        actions={
          <>
            <Button variant="outlined" onClick={() => void download()} loading={exporting}>
              Export CSV
            </Button>
            <Button variant="outlined" onClick={() => setManagingRoles(true)}>
              Manage Roles
            </Button>
            <Button variant="contained" onClick={() => setInviting(true)}>
              Invite Staff
            </Button>
          </>
        }
        search={{ value: searchText, onChange: setSearchText }}
      >
        <FilterSelect
          label="Role"
          allLabel="All roles"
          value={filters.role_id}
          options={roles.data?.map((role) => ({ value: String(role.id), label: role.name }))}
          onChange={(value) => setParam('role_id', value)}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => setParam('status', value)}
        />
        <FilterSelect
          label="Sort by"
          defaultValue="name"
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      <DataTable
        label="Staff"
        columns={columns}
        {...pageQueryProps(list)}
        rowKey={(member) => member.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          filters.search || filters.role_id || filters.status
            ? 'No staff members match these filters.'
            : 'No staff members yet.'
        }
      />
      <InviteStaffDialog open={inviting} onClose={() => setInviting(false)} />
      <RolesDialog open={managingRoles} onClose={() => setManagingRoles(false)} />
    </Paper>
  );
}
