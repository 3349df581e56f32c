import { InvoiceList } from '../components/invoice-list.tsx';

/** Spec /recurring_invoices: the invoices the billing run made from subscriptions. */
export default function RecurringInvoicesPage() {
  return <InvoiceList kind="recurring" title="Recurring Invoices" />;
}
