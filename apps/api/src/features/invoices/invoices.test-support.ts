/** Invoices for tests and the route walk, written straight to the tables (no API, no totals math). */
import type { Db } from '../../platform/db/client.ts';
import { invoiceLines, invoices } from './invoices.table.ts';

export async function createDraftInvoice(
  db: Db,
  organizationId: number,
  options: { clientId: number; name?: string; number?: number; amountCents?: number },
) {
  const amount = options.amountCents ?? 2500;
  const [invoice] = await db
    .insert(invoices)
    .values({
      organization_id: organizationId,
      number: options.number ?? 900_001,
      kind: 'one_time',
      client_id: options.clientId,
      status: 'draft',
      issue_date: '2030-01-07',
      due_date: '2030-01-14',
      bill_to: { name: options.name ?? 'Casey Client', email: null, phone: null, address: null },
      subtotal_cents: amount,
      total_cents: amount,
      amount_due_cents: amount,
      notes: options.name ?? null,
    })
    .returning();
  await db.insert(invoiceLines).values({
    organization_id: organizationId,
    invoice_id: invoice!.id,
    position: 1,
    kind: 'custom',
    description: options.name ?? 'Yard cleanup',
    quantity: 1,
    unit_cents: amount,
    amount_cents: amount,
    taxable: true,
    discountable: true,
  });
  return invoice!;
}
