import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { InvoiceList } from '../components/invoice-list.tsx';
import { NewInvoiceDialog } from '../components/new-invoice-dialog.tsx';

/** Spec /one_time_invoices: invoices for one-time visits and anything the office adds. */
export default function OneTimeInvoicesPage() {
  const [creating, setCreating] = useState(false);
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <InvoiceList
        kind="one_time"
        title="One-Time Invoices"
        actions={
          <Button variant="contained" onClick={() => setCreating(true)}>
            New Invoice
          </Button>
        }
      />
      <NewInvoiceDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(invoice) => {
          notify(`Draft invoice #${invoice.number} was created.`);
          setCreating(false);
          void navigate(pathTo('invoice_edit', { id: invoice.id }));
        }}
      />
    </>
  );
}
