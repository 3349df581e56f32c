import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  leadSorts,
  leadStatusLabels,
  leadStatuses,
  type LeadSort,
  type LeadStatus,
} from '@employee-portal/core/clients/lead.schema';
import type { LeadRow } from '@employee-portal/core/clients/lead.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { type DateFormatters, useDateFormatters } from '../../../lib/date-format.ts';
import { useLeadList } from '../api/leads.ts';
import { LeadStatusChip } from '../components/lead-status-chip.tsx';
import { NewClientPlannerButton } from '../../new-client-planner/index.ts';

const PER_PAGE = 25;
const DEFAULT_SORT: LeadSort = '-created_at';

const SORT_LABELS: Record<LeadSort, string> = {
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  name: 'Name (A–Z)',
  '-name': 'Name (Z–A)',
  status: 'Status (New first)',
  '-status': 'Status (Lost first)',
};
const AREA_CHOICES = { in: 'In a work area', out: 'Out of area' } as const;
const AREA_OPTIONS = optionsFrom(Object.keys(AREA_CHOICES) as (keyof typeof AREA_CHOICES)[], AREA_CHOICES);
const SORT_OPTIONS = optionsFrom(leadSorts, SORT_LABELS);

const isSort = (value: string | null): value is LeadSort => (leadSorts as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is LeadStatus =>
  (leadStatuses as readonly (string | null)[]).includes(value);
const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

function columnsFor({ formatDateTime }: DateFormatters): DataTableColumn<LeadRow>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (lead) => (
        <Link component={RouterLink} to={pathTo('lead', { id: lead.id })}>
          {lead.first_name} {lead.last_name}
        </Link>
      ),
    },
    { key: 'email', header: 'E-mail', render: (lead) => lead.email },
    {
      key: 'phone',
      header: 'Phone',
      render: (lead) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatPhone(lead.phone)}
        </Box>
      ),
    },
    {
      key: 'zip',
      header: 'Zip',
      render: (lead) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{lead.zip}</span>
          {lead.out_of_area && (
            <Tooltip title="No service available in this area">
              <Chip size="small" variant="outlined" color="warning" label="Out of area" />
            </Tooltip>
          )}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (lead) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LeadStatusChip status={lead.status} />
          {lead.status === 'lost' && lead.lost_reason && (
            <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 180 }} title={lead.lost_reason}>
              {lead.lost_reason}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      key: 'created_at',
      header: 'Received',
      sortKey: 'created_at',
      render: (lead) => formatDateTime(lead.created_at),
    },
  ];
}

/** Spec /leads: what visitors sent through the public sign-up form, searched, filtered, sorted and paged by the server. */
export default function LeadsPage() {
  const { params, search, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const dateFormatters = useDateFormatters();
  const sortParam = params.get('sort');
  const statusParam = params.get('status');
  const areaParam = params.get('area');
  const sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;
  const status = isStatus(statusParam) ? statusParam : undefined;
  const area = areaParam === 'in' || areaParam === 'out' ? areaParam : undefined;
  const list = useLeadList({
    page,
    per_page: PER_PAGE,
    search,
    status,
    out_of_area: area === undefined ? undefined : area === 'out',
    sort,
  });

  const filtered = Boolean(search || status || area);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Leads"
        actions={<NewClientPlannerButton />}
        intro={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', mb: 2 }}
            role="group"
            aria-label="Status"
          >
            <Chip
              label="All"
              color={status ? 'default' : 'primary'}
              variant={status ? 'outlined' : 'filled'}
              onClick={() => setParam('status', undefined)}
              aria-pressed={!status}
            />
            {leadStatuses.map((choice) => (
              <Chip
                key={choice}
                label={leadStatusLabels[choice]}
                color={status === choice ? 'primary' : 'default'}
                variant={status === choice ? 'filled' : 'outlined'}
                onClick={() => setParam('status', status === choice ? undefined : choice)}
                aria-pressed={status === choice}
              />
            ))}
          </Stack>
        }
        search={{ value: searchText, onChange: setSearchText, placeholder: 'Name, e-mail, phone or zip' }}
      >
        <FilterSelect
          label="Service area"
          allLabel="All areas"
          value={area}
          options={AREA_OPTIONS}
          onChange={(value) => setParam('area', value)}
        />
        <FilterSelect
          label="Sort by"
          defaultValue={DEFAULT_SORT}
          value={sort}
          options={SORT_OPTIONS}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      <DataTable
        label="Leads"
        columns={columnsFor(dateFormatters)}
        {...pageQueryProps(list)}
        rowKey={(lead) => lead.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          filtered
            ? 'No leads match these filters.'
            : 'No leads yet. Visitors who fill in your public sign-up form appear here.'
        }
        sort={sort}
        onSortChange={(next) => setParam('sort', next === DEFAULT_SORT ? undefined : next)}
      />
    </Paper>
  );
}
