import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { couponStatuses } from '@employee-portal/core/billing/client-coupons';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat, useHasPermission } from '../../../lib/session-store.ts';
import { useCouponList, useCreateCoupon, type Coupon, type CouponFilters, type CouponSort } from '../api/coupons.ts';
import { CheckCouponBox } from '../components/check-coupon-box.tsx';
import { CouponDialog } from '../components/coupon-dialog.tsx';
import { CouponStatusChip } from '../components/coupon-status-chip.tsx';
import { COUPON_STATUS_LABELS, redemptionsText } from '../coupon-form.ts';
import {
  couponFiltersFromParams,
  COUPON_SORT_LABELS,
  couponSorts,
  DEFAULT_COUPON_SORT,
} from '../coupon-list-params.ts';

const PER_PAGE = 25;
const STATUS_OPTIONS = optionsFrom(couponStatuses, COUPON_STATUS_LABELS);
const SORT_OPTIONS = optionsFrom(couponSorts, COUPON_SORT_LABELS);

/** Spec /coupons: the organization's coupons for its clients, searched, filtered, sorted and paged by the server. */
export default function CouponsPage() {
  const { params, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const mayLookUp = useHasPermission('subscription');
  const [creating, setCreating] = useState(false);
  const create = useCreateCoupon();
  const filters: CouponFilters = couponFiltersFromParams(params);
  const list = useCouponList({ ...filters, page, per_page: PER_PAGE });

  const columns: DataTableColumn<Coupon>[] = [
    {
      key: 'code',
      header: 'Code',
      sortKey: 'code',
      render: (coupon) => (
        <Link component={RouterLink} to={pathTo('coupon', { id: coupon.id })}>
          {coupon.code}
        </Link>
      ),
    },
    { key: 'description', header: 'Description', render: (coupon) => coupon.description ?? '' },
    { key: 'discount', header: 'Discount', render: (coupon) => coupon.summary },
    { key: 'redemptions', header: 'Redemptions', render: (coupon) => redemptionsText(coupon) },
    {
      key: 'expires',
      header: 'Expires',
      render: (coupon) => (coupon.expires_on ? formatCalendarDate(coupon.expires_on, dateFormat) : 'Never'),
    },
    { key: 'status', header: 'Status', render: (coupon) => <CouponStatusChip status={coupon.status} /> },
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Coupons"
        actions={
          <Button variant="contained" onClick={() => setCreating(true)}>
            New Coupon
          </Button>
        }
        intro={mayLookUp && <CheckCouponBox />}
        search={{ value: searchText, onChange: setSearchText }}
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => setParam('status', value)}
        />
        <FilterSelect
          label="Sort by"
          defaultValue={DEFAULT_COUPON_SORT}
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      <DataTable
        label="Coupons"
        columns={columns}
        {...pageQueryProps(list)}
        rowKey={(coupon) => coupon.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          filters.search || filters.status
            ? 'No coupons match these filters.'
            : 'No coupons yet. Create one with New Coupon.'
        }
        sort={filters.sort}
        onSortChange={(sort: string) =>
          setParam('sort', sort === DEFAULT_COUPON_SORT ? undefined : (sort as CouponSort))
        }
      />
      <CouponDialog
        open={creating}
        title="New Coupon"
        submitLabel="Create Coupon"
        saving={create.isPending}
        save={(body, callbacks) => create.mutate(body, callbacks)}
        onSaved={(answer) => {
          notify(`The coupon ${answer.coupon.code} was created.`);
          setCreating(false);
        }}
        onClose={() => setCreating(false)}
      />
    </Paper>
  );
}
