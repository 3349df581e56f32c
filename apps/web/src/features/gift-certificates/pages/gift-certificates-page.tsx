import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  formatGiftCertificateCode,
  giftCertificateSorts,
  giftCertificateStatuses,
} from '@employee-portal/core/subscriptions/gift-certificate.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useGiftCertificateList, type GiftCertificate } from '../api/gift-certificates.ts';
import { GiftCertificateStatusChip } from '../components/gift-certificate-status-chip.tsx';
import { SellGiftCertificateDialog } from '../components/sell-gift-certificate-dialog.tsx';
import { GIFT_CERTIFICATE_SORT_LABELS, GIFT_CERTIFICATE_STATUS_LABELS } from '../gift-certificate-forms.ts';
import { DEFAULT_GIFT_CERTIFICATE_SORT, giftCertificateFiltersFromParams } from '../gift-certificate-list-params.ts';

const PER_PAGE = 25;
const STATUS_OPTIONS = optionsFrom(giftCertificateStatuses, GIFT_CERTIFICATE_STATUS_LABELS);
const SORT_OPTIONS = optionsFrom(giftCertificateSorts, GIFT_CERTIFICATE_SORT_LABELS);

/** Spec /gift_certificates: certificates sold, searched by code (with or without dashes) or names, filtered, sorted, paged. */
export default function GiftCertificatesPage() {
  const { params, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const [selling, setSelling] = useState(false);
  const filters = giftCertificateFiltersFromParams(params);
  const list = useGiftCertificateList({ ...filters, page, per_page: PER_PAGE });

  const setSort = (sort: string) => setParam('sort', sort === DEFAULT_GIFT_CERTIFICATE_SORT ? undefined : sort);

  const columns: DataTableColumn<GiftCertificate>[] = [
    {
      key: 'code',
      header: 'Code',
      sortKey: 'code',
      render: (certificate) => (
        <Link
          component={RouterLink}
          to={pathTo('gift_certificate', { id: certificate.id })}
          sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
        >
          {formatGiftCertificateCode(certificate.code)}
        </Link>
      ),
    },
    { key: 'recipient', header: 'Recipient', render: (certificate) => certificate.recipient_name },
    { key: 'purchaser', header: 'Purchaser', render: (certificate) => certificate.purchaser_name },
    { key: 'amount', header: 'Amount', align: 'right', render: (certificate) => formatCents(certificate.amount_cents) },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      sortKey: 'balance',
      render: (certificate) => formatCents(certificate.balance_cents),
    },
    {
      key: 'expires',
      header: 'Expires',
      render: (certificate) =>
        certificate.expires_on ? formatCalendarDate(certificate.expires_on, dateFormat) : 'Never',
    },
    {
      key: 'status',
      header: 'Status',
      render: (certificate) => <GiftCertificateStatusChip status={certificate.status} />,
    },
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Gift Certificates"
        actions={
          <Button variant="contained" onClick={() => setSelling(true)}>
            Sell Gift Certificate
          </Button>
        }
        search={{ value: searchText, onChange: setSearchText, placeholder: 'Code, purchaser or recipient' }}
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
          defaultValue={DEFAULT_GIFT_CERTIFICATE_SORT}
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      <DataTable
        label="Gift certificates"
        columns={columns}
        {...pageQueryProps(list)}
        rowKey={(certificate) => certificate.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          filters.search || filters.status
            ? 'No gift certificates match these filters.'
            : 'No gift certificates sold yet.'
        }
        sort={filters.sort}
        onSortChange={setSort}
      />
      <SellGiftCertificateDialog
        open={selling}
        onSold={(certificate) => {
          notify(`Gift certificate ${formatGiftCertificateCode(certificate.code)} was sold.`);
          setSelling(false);
          void navigate(pathTo('gift_certificate', { id: certificate.id }));
        }}
        onClose={() => setSelling(false)}
      />
    </Paper>
  );
}
