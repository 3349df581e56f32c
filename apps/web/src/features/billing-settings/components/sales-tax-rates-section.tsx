import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { SalesTaxRateWire } from '@employee-portal/core/billing/billing-settings.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDeleteSalesTaxRate, useSalesTaxRates } from '../api/billing-settings.ts';
import { SalesTaxRateDialog } from './sales-tax-rate-dialog.tsx';

const PER_PAGE = 25;

/** Sales tax by zip or work area; the default rate above covers every other address. */
export function SalesTaxRatesSection() {
  const list = useListParams();
  const sort = list.params.get('sort') ?? 'name';
  const rates = useSalesTaxRates({ search: list.search, sort, page: list.page, per_page: PER_PAGE });
  const remove = useDeleteSalesTaxRate();
  const notify = useNotify();
  const [editing, setEditing] = useState<SalesTaxRateWire | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SalesTaxRateWire | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify(`${deleting.name} was deleted.`);
        setDeleting(null);
      },
      onError: (error) => notify(serverMessage(error), 'error'),
    });
  };

  const columns: DataTableColumn<SalesTaxRateWire>[] = [
    { key: 'name', header: 'Name', sortKey: 'name', render: (rate) => rate.name },
    { key: 'rate', header: 'Rate', sortKey: 'rate_percent', align: 'right', render: (rate) => `${rate.rate_percent}%` },
    {
      key: 'place',
      header: 'Applies To',
      sortKey: 'zip',
      render: (rate) => (rate.zip ? `Zip ${rate.zip}` : `Work area: ${rate.work_area_name ?? ''}`),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (rate) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <IconButton size="small" aria-label={`Edit ${rate.name}`} onClick={() => setEditing(rate)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Delete ${rate.name}`} onClick={() => setDeleting(rate)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="sales-tax-rates-heading" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="sales-tax-rates-heading" variant="h6" component="h2">
            Sales Tax Rates
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A zip's own rate comes first, then its work area's, then the default rate. Tax-exempt clients pay none.
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New Sales Tax Rate
        </Button>
      </Box>
      <TextField
        label="Search sales tax rates"
        size="small"
        margin="dense"
        value={list.searchText}
        onChange={(event) => list.setSearchText(event.target.value)}
        helperText="Name, zip or work area"
      />
      <DataTable
        label="Sales tax rates"
        columns={columns}
        rows={rates.data?.data}
        rowKey={(rate) => rate.id}
        page={list.page}
        perPage={PER_PAGE}
        total={rates.data?.meta.total ?? 0}
        onPageChange={list.setPage}
        loading={rates.isPending}
        error={rates.isError ? { text: serverMessage(rates.error), retry: () => void rates.refetch() } : null}
        emptyText={
          list.search
            ? 'No sales tax rate matches the search.'
            : 'No sales tax rates yet: every invoice uses the default rate.'
        }
        sort={sort}
        onSortChange={(next) => list.setParam('sort', next)}
      />
      {editing !== null && (
        <SalesTaxRateDialog rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Sales Tax Rate"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete {deleting?.name}? Invoices already made keep their tax; new ones use the next rate that applies.
      </ConfirmDialog>
    </Box>
  );
}
