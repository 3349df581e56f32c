import { describe, expect, it } from 'vitest';
import { canInvoiceJob, type InvoicedJob } from './job-invoicing.ts';

const job = (changes: Partial<InvoicedJob>): InvoicedJob => ({
  id: 7,
  origin: 'one_time',
  status: 'completed',
  invoice: null,
  ...changes,
});

describe('invoicing a job from its page', () => {
  it('offers a completed one-time job that no invoice bills yet', () => {
    expect(canInvoiceJob(job({}))).toBe(true);
  });

  it('does not offer a job already invoiced, not done yet, or a recurring visit', () => {
    expect(canInvoiceJob(job({ invoice: { id: 3, number: 1004 } }))).toBe(false);
    expect(canInvoiceJob(job({ status: 'scheduled' }))).toBe(false);
    expect(canInvoiceJob(job({ status: 'skipped' }))).toBe(false);
    expect(canInvoiceJob(job({ origin: 'recurring' }))).toBe(false);
  });
});
