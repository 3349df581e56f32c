import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useHasPermission } from '../../../lib/session-store.ts';
import { useCreateInvoiceFromJob } from '../api/invoices.ts';

import { canInvoiceJob, type InvoicedJob } from '../job-invoicing.ts';

/**
 * On a job's page: the invoice that bills the job, or for a completed one-time job not yet invoiced, a button that
 * makes its draft and opens it for editing.
 */
export function JobInvoiceAction({ job }: { job: InvoicedJob }) {
  const mayInvoice = useHasPermission('one_time_invoices');
  const mayRead = useHasPermission('invoice');
  const create = useCreateInvoiceFromJob();
  const navigate = useNavigate();
  const notify = useNotify();
  if (job.invoice)
    return mayRead ? (
      <Button variant="outlined" component={RouterLink} to={pathTo('invoice', { id: job.invoice.id })}>
        Invoice #{job.invoice.number}
      </Button>
    ) : null;
  if (!mayInvoice || !canInvoiceJob(job)) return null;
  return (
    <Button
      variant="contained"
      loading={create.isPending}
      // Not mutate's own callbacks: the job refetched with its new invoice replaces this button, and callbacks of
      // an unmounted caller never run, so the move to the invoice would be lost.
      onClick={() =>
        create.mutateAsync(job.id).then(
          (answer) => navigate(pathTo('invoice_edit', { id: answer.invoice.id })),
          (error: unknown) => notify(serverMessage(error), 'error'),
        )
      }
    >
      Invoice This Job
    </Button>
  );
}
