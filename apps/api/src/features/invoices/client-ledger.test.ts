import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import type { Db } from '../../platform/db/client.ts';
import { clients } from '../clients/clients.table.ts';
import { payments } from '../payments/payments.table.ts';
import { applyPayment, availableCreditCents, openInvoicesOf, residentialClient } from './client-ledger.ts';
import { invoices } from './invoices.table.ts';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const NOW = new Date('2026-11-20T15:00:00Z');

async function openInvoice(organizationId: number, clientId: number, number: number, due: string, cents: number) {
  const [row] = await db
    .insert(invoices)
    .values({
      organization_id: organizationId,
      number,
      kind: 'one_time',
      client_id: clientId,
      status: 'open',
      issue_date: due,
      due_date: due,
      bill_to: { name: 'Casey Client', email: null, phone: null, address: null },
      total_cents: cents,
      amount_due_cents: cents,
    })
    .returning();
  return row!;
}

async function checkPayment(organizationId: number, clientId: number, cents: number) {
  const [row] = await db
    .insert(payments)
    .values({
      organization_id: organizationId,
      client_id: clientId,
      method: 'check',
      source: 'office',
      status: 'succeeded',
      amount_cents: cents,
      received_on: '2026-11-20',
    })
    .returning();
  return row!;
}

describe('client ledger', () => {
  it('pays the named invoices in order, keeps the overpayment as credit and stores what is owed', async () => {
    const organization = await createOrganization(db);
    const client = await createClient(db, organization.id);
    const older = await openInvoice(organization.id, client.id, 1, '2026-10-01', 4000);
    const newer = await openInvoice(organization.id, client.id, 2, '2026-11-01', 3000);
    const ref = residentialClient(client.id);

    const partial = await checkPayment(organization.id, client.id, 2500);
    const first = await db.transaction((tx) =>
      applyPayment(tx, organization.id, ref, {
        payment_id: partial.id,
        amount_cents: 2500,
        invoice_ids: null,
        created_by_user_id: null,
        now: NOW,
      }),
    );
    expect(first).toEqual({ applied: [{ invoice_id: older.id, amount_cents: 2500 }], credit_cents: 0 });
    expect((await db.select().from(clients).where(eq(clients.id, client.id)))[0]!.balance_cents).toBe(4500);

    const over = await checkPayment(organization.id, client.id, 6000);
    const second = await db.transaction((tx) =>
      applyPayment(tx, organization.id, ref, {
        payment_id: over.id,
        amount_cents: 6000,
        invoice_ids: [newer.id, older.id],
        created_by_user_id: null,
        now: NOW,
      }),
    );
    expect(second).toEqual({
      applied: [
        { invoice_id: newer.id, amount_cents: 3000 },
        { invoice_id: older.id, amount_cents: 1500 },
      ],
      credit_cents: 1500,
    });
    const statuses = await db.select({ id: invoices.id, status: invoices.status }).from(invoices);
    expect(statuses.every((row) => row.status === 'paid')).toBe(true);
    expect(await openInvoicesOf(db, organization.id, ref)).toEqual([]);
    expect(await availableCreditCents(db, organization.id, ref)).toBe(1500);
    expect((await db.select().from(clients).where(eq(clients.id, client.id)))[0]!.balance_cents).toBe(-1500);
  });

  it("refuses another client's invoice or another organization's client and writes nothing", async () => {
    const organization = await createOrganization(db);
    const other = await createOrganization(db);
    const client = await createClient(db, organization.id);
    const stranger = await createClient(db, organization.id);
    const strangersInvoice = await openInvoice(organization.id, stranger.id, 1, '2026-11-01', 1000);
    const payment = await checkPayment(organization.id, client.id, 1000);
    const apply = (organizationId: number, invoiceIds: number[] | null) =>
      db.transaction((tx) =>
        applyPayment(tx, organizationId, residentialClient(client.id), {
          payment_id: payment.id,
          amount_cents: 1000,
          invoice_ids: invoiceIds,
          created_by_user_id: null,
          now: NOW,
        }),
      );
    expect(await apply(organization.id, [strangersInvoice.id])).toBeNull();
    expect(await apply(other.id, null)).toBeNull();
    expect(await availableCreditCents(db, organization.id, residentialClient(client.id))).toBe(0);
    expect((await db.select().from(invoices).where(eq(invoices.id, strangersInvoice.id)))[0]!.paid_cents).toBe(0);
  });
});
