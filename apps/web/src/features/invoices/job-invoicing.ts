import type { JobRecordWire } from '@employee-portal/core/jobs/job.responses';

export type InvoicedJob = Pick<JobRecordWire, 'id' | 'origin' | 'status' | 'invoice'>;

/** A completed one-time job nobody has invoiced can be; recurring visits are billed by the billing run instead. */
export const canInvoiceJob = (job: InvoicedJob) =>
  job.invoice === null && job.origin === 'one_time' && job.status === 'completed';
