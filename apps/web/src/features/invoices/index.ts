/** The invoices feature's public surface for other pages (the client pages). */
export { ClientInvoicesPanel, type BilledClient } from './components/client-invoices-panel.tsx';
export { JobInvoiceAction } from './components/job-invoice-action.tsx';
