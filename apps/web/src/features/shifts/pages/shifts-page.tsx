import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { ShiftRow } from '@employee-portal/core/shifts/shift.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { positiveIntParam, useListParams } from '../../../components/data-table/use-list-params.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useShiftList, useStaffChoices, type ShiftListQuery } from '../api/shifts.ts';
import { AddShiftDialog } from '../components/add-shift-dialog.tsx';
import { formatMinutes, formatShiftTime, useTimeSettings, type TimeSettings } from '../shift-format.ts';

const PER_PAGE = 25;
const SORTS: { value: ShiftListQuery['sort']; label: string }[] = [
  { value: '-started_at', label: 'Newest first' },
  { value: 'started_at', label: 'Oldest first' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOrUndefined = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);

const columnsFor = (settings: TimeSettings): DataTableColumn<ShiftRow>[] => [
  {
    key: 'day',
    header: 'Day',
    render: (row) => (
      <Link component={RouterLink} to={pathTo('shift', { id: row.id })}>
        {formatCalendarDate(row.day, settings.dateFormat)}
      </Link>
    ),
  },
  { key: 'staff', header: 'Staff', render: (row) => row.staff_name },
  { key: 'start', header: 'Start', render: (row) => formatShiftTime(row.started_at, settings) },
  {
    key: 'end',
    header: 'End',
    render: (row) =>
      row.ended_at ? (
        formatShiftTime(row.ended_at, settings)
      ) : (
        <Chip size="small" color="success" label={row.on_break ? 'On break' : 'Running'} />
      ),
  },
  { key: 'breaks', header: 'Breaks', render: (row) => formatMinutes(row.break_minutes), align: 'right' },
  { key: 'worked', header: 'Worked', render: (row) => formatMinutes(row.worked_minutes), align: 'right' },
  { key: 'miles', header: 'Miles', render: (row) => row.miles, align: 'right' },
  { key: 'vehicle', header: 'Vehicle', render: (row) => row.vehicle ?? '' },
];

/** Spec /shifts: everyone's shifts for the office, filtered by member and day range; a forgotten one is added here. */
export default function ShiftsPage() {
  const { params, page, setParam, setPage } = useListParams();
  const settings = useTimeSettings();
  const timeZone = useSessionStore((state) => state.user?.time_zone ?? 'UTC');
  const [adding, setAdding] = useState(false);
  const sortParam = params.get('sort');
  const query: ShiftListQuery = {
    page,
    per_page: PER_PAGE,
    sort: SORTS.some((sort) => sort.value === sortParam) ? (sortParam as ShiftListQuery['sort']) : '-started_at',
    membership_id: positiveIntParam(params.get('membership_id')),
    date_from: dayOrUndefined(params.get('date_from')),
    date_to: dayOrUndefined(params.get('date_to')),
  };
  const rangeError = dateRangeError(query.date_from, query.date_to);
  const list = useShiftList(rangeError ? { ...query, date_to: undefined } : query);
  const staff = useStaffChoices();
  const staffOptions = staff.data ?? [
    ...new Map(
      (list.data?.data ?? []).map((row) => [row.membership_id, { id: row.membership_id, name: row.staff_name }]),
    ).values(),
  ];
  const staffChoices = staffOptions.map((member) => ({ value: String(member.id), label: member.name }));
  // A member filtered by URL may not be offered (not a field technician, or removed since): name them from their
  // shifts on screen rather than show a blank select.
  if (query.membership_id && !staffOptions.some((member) => member.id === query.membership_id)) {
    const shown = list.data?.data.find((row) => row.membership_id === query.membership_id);
    staffChoices.push({
      value: String(query.membership_id),
      label: shown?.staff_name ?? `Member #${query.membership_id}`,
    });
  }

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Shifts"
        actions={
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add Shift
          </Button>
        }
      >
        <FilterSelect
          label="Staff"
          allLabel="All staff"
          value={query.membership_id}
          options={staffChoices}
          onChange={(value) => setParam('membership_id', value)}
        />
        <DateRangeFilter
          from={query.date_from}
          to={query.date_to}
          onChange={(bound, day) => setParam(bound === 'from' ? 'date_from' : 'date_to', day)}
        />
        <FilterSelect
          label="Sort by"
          defaultValue="-started_at"
          value={query.sort}
          options={SORTS}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      <DataTable
        label="Shifts"
        columns={columnsFor(settings)}
        {...pageQueryProps(list)}
        rowKey={(row) => row.id}
        page={query.page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          query.membership_id || query.date_from || query.date_to ? 'No shifts match these filters.' : 'No shifts yet.'
        }
      />
      {adding && <AddShiftDialog timeZone={timeZone} onClose={() => setAdding(false)} />}
    </Paper>
  );
}
