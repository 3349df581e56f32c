import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { lastMessageTo } from '../../../test/support/outbox.ts';
import {
  connectStripe,
  createOpenInvoice,
  createSavedCard,
  invoiceById,
} from '../../../test/support/payment-factories.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { residentialClient } from '../invoices/index.ts';
import { autopayAttempts, payments } from './payments.table.ts';
import { chargeAutopayInvoiceNow, runAutopay } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function autopayInvoice(token: string, email: string) {
  const organization = await createOrganization(t.db);
  await connectStripe(t.db, organization.id);
  const client = await createClient(t.db, organization.id, { email });
  await createSavedCard(t.db, organization.id, residentialClient(client.id), token);
  const invoice = await createOpenInvoice(t.db, organization.id, residentialClient(client.id), {
    amount_cents: 4_200,
    autopay: true,
    email,
  });
  return { organization, invoice };
}

const attemptsOf = (invoiceId: number) =>
  t.db
    .select()
    .from(autopayAttempts)
    .where(eq(autopayAttempts.invoice_id, invoiceId))
    .orderBy(asc(autopayAttempts.attempt));

describe('autopay', () => {
  it('charges an open autopay invoice once with the card on file', async () => {
    t.clock.set(new Date('2026-11-22T18:00:00Z'));
    const { organization, invoice } = await autopayInvoice('9411111111111111', 'ok@example.com');
    await runAutopay(t.deps);
    await runAutopay(t.deps);
    expect(await invoiceById(t.db, invoice.id)).toMatchObject({ status: 'paid', paid_cents: 4_200 });
    const rows = await t.db.select().from(payments).where(eq(payments.organization_id, organization.id));
    expect(rows).toMatchObject([{ source: 'autopay', idempotency_key: `autopay-${invoice.id}-1`, fee_cents: 152 }]);
    expect(await attemptsOf(invoice.id)).toMatchObject([{ attempt: 1, status: 'succeeded' }]);
  });

  it('retries a declined card on the retry days, telling the client and the office, and stops after the last', async () => {
    const start = new Date('2026-11-22T18:00:00Z');
    t.clock.set(start);
    const { organization, invoice } = await autopayInvoice('9700000000000341', 'declined@example.com');
    await runAutopay(t.deps);
    expect(await attemptsOf(invoice.id)).toMatchObject([
      { attempt: 1, status: 'failed', message: 'Insufficient Funds' },
      { attempt: 2, status: 'scheduled', due_at: new Date(start.getTime() + DAY) },
    ]);
    const mail = await lastMessageTo(t.db, 'declined@example.com');
    expect(mail?.subject).toContain(`invoice #${invoice.number} was declined`);
    expect(mail?.body).toContain('We will try again on November 23, 2026');
    const bell = () =>
      t.db
        .select()
        .from(notifications)
        .where(eq(notifications.organization_id, organization.id))
        .orderBy(asc(notifications.id));
    expect((await bell())[0]).toMatchObject({
      title: `Autopay declined for invoice #${invoice.number}`,
      link: `/invoice/${invoice.id}`,
      required_permissions: ['invoice'],
    });

    // Not yet due: nothing happens.
    t.clock.set(new Date(start.getTime() + DAY - 60_000));
    await runAutopay(t.deps);
    expect(await attemptsOf(invoice.id)).toHaveLength(2);

    for (const day of [1, 3, 7]) {
      t.clock.set(new Date(start.getTime() + day * DAY));
      await runAutopay(t.deps);
    }
    const attempts = await attemptsOf(invoice.id);
    expect(attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
      [4, 'failed'],
    ]);
    expect(attempts[3]!.finished_at).toEqual(new Date(start.getTime() + 7 * DAY));
    const last = (await bell()).at(-1)!;
    expect(last.title).toBe(`Autopay stopped for invoice #${invoice.number}`);
    expect(last.body).toContain('That was the last retry');
    expect((await lastMessageTo(t.db, 'declined@example.com'))?.body).toContain('We will not try this card again');
    expect(await invoiceById(t.db, invoice.id)).toMatchObject({ status: 'open', paid_cents: 0 });
    const failed = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.organization_id, organization.id), eq(payments.status, 'failed')));
    expect(failed).toHaveLength(4);
  });

  it('charges at once when the invoices feature asks right after finalizing', async () => {
    t.clock.set(new Date('2026-11-22T18:00:00Z'));
    const { invoice } = await autopayInvoice('9411111111111111', 'now@example.com');
    expect(await chargeAutopayInvoiceNow(t.deps, invoice)).toBe(true);
    expect(await invoiceById(t.db, invoice.id)).toMatchObject({ status: 'paid' });
    expect(await chargeAutopayInvoiceNow(t.deps, invoice)).toBe(false);
  });
});
