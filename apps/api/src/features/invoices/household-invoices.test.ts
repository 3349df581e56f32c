import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { createSavedCard } from '../../../test/support/payment-factories.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';
import { clients } from '../clients/clients.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { payments } from '../payments/payments.table.ts';
import { runClientBilling } from './billing-run.service.ts';
import { availableCreditCents, recordClientCredit, residentialClient } from './client-ledger.ts';
import { invoices } from './invoices.table.ts';
import { billingSetting, DECEMBER_FIRST } from './recurring-billing.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(DECEMBER_FIRST);
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

/** Morgan (the member, at 12 Elm St) is linked to Pat, who pays the household's invoices. */
async function household(options: { autopay: boolean }) {
  const s = await billingSetting(t.db);
  await s.settings({ billing_mode: 'prepaid', autopay: options.autopay });
  const owner = await createMember(t.db, s.organization.id, { role: 'Owner' });
  const payer = await createClient(t.db, s.organization.id, {
    first_name: 'Pat',
    email: `pat-${s.organization.id}@example.com`,
  });
  await t.db.update(clients).set({ billing_client_id: payer.id }).where(eq(clients.id, s.client.id));
  const subscription = await s.subscribe();
  for (const day of ['2026-12-01', '2026-12-08']) await s.visit(subscription, day);
  const balanceOf = async (id: number) =>
    (await t.db.select().from(clients).where(eq(clients.id, id)))[0]!.balance_cents;
  return { s, owner, payer, subscription, balanceOf };
}

describe("a household member's invoices", () => {
  it("are made out to the payer, name the member and the address served, and use the payer's credit", async () => {
    const { s, owner, payer, subscription, balanceOf } = await household({ autopay: false });
    await recordClientCredit(t.db, s.organization.id, residentialClient(payer.id), {
      kind: 'manual',
      amount_cents: 500,
      created_at: t.clock.now(),
    });
    await runClientBilling({ db: t.db, clock: t.clock });
    await runClientBilling({ db: t.db, clock: t.clock });
    const made = await t.db.select().from(invoices).where(eq(invoices.subscription_id, subscription.id));
    expect(made).toHaveLength(1);
    const invoice = made[0]!;
    expect(invoice).toMatchObject({ client_id: payer.id, service_client_id: s.client.id });

    const finalized = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    expect(finalized.statusCode, finalized.body).toBe(200);
    const shown = finalized.json().invoice;
    expect(shown).toMatchObject({
      client_id: payer.id,
      client_name: 'Pat Client',
      status: 'open',
      total_cents: 4000,
      credit_applied_cents: 500,
      balance_cents: 3500,
    });
    expect(shown.lines.map((line: { description: string }) => line.description)).toEqual([
      'Weekly visit (for Morgan Client, 12 Elm St, Denver, CO 80202)',
      'Weekly visit (for Morgan Client, 12 Elm St, Denver, CO 80202)',
    ]);
    const [mail] = await latestOutboxMessages(t.db, { to: payer.email!, limit: 5 });
    expect(mail!.subject).toContain(`Invoice #${invoice.number}`);
    expect(await latestOutboxMessages(t.db, { to: 'morgan@example.com', limit: 5 })).toHaveLength(0);
    expect(await availableCreditCents(t.db, s.organization.id, residentialClient(payer.id))).toBe(0);
    expect(await balanceOf(payer.id)).toBe(3500);
    expect(await balanceOf(s.client.id)).toBe(0);

    for (const id of [payer.id, s.client.id]) {
      const listed = (await send(owner.token, 'GET', `/api/invoices?kind=recurring&client_id=${id}`)).json();
      expect(listed.data.map((row: { id: number }) => row.id)).toEqual([invoice.id]);
    }
    const report = (await send(owner.token, 'GET', '/api/open_balance_report')).json();
    expect(JSON.stringify(report)).toContain('Pat Client');
    expect(JSON.stringify(report)).not.toContain('Morgan Client');
  });

  it("are charged to the payer's saved card on autopay", async () => {
    const { s, owner, payer, subscription, balanceOf } = await household({ autopay: true });
    await createSavedCard(t.db, s.organization.id, residentialClient(payer.id));
    await runClientBilling({ db: t.db, clock: t.clock });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.subscription_id, subscription.id));
    const finalized = await send(owner.token, 'POST', `/api/invoices/${invoice!.id}/finalize`);
    expect(finalized.json().invoice).toMatchObject({ status: 'paid', paid_cents: 4000 });
    const charged = await t.db.select().from(payments).where(eq(payments.organization_id, s.organization.id));
    expect(charged).toEqual([expect.objectContaining({ client_id: payer.id, method: 'card', amount_cents: 4000 })]);
    expect(await balanceOf(payer.id)).toBe(0);
  });

  it('a one-time job of the member is invoiced to the payer, naming the member', async () => {
    const { s, owner, payer } = await household({ autopay: false });
    const [job] = await t.db
      .insert(jobs)
      .values({
        organization_id: s.organization.id,
        kind: 'residential',
        origin: 'one_time',
        client_id: s.client.id,
        client_location_id: s.location.id,
        service_date: '2026-11-30',
        status: 'completed',
        price_cents: 4500,
      })
      .returning();
    const made = await send(owner.token, 'POST', '/api/invoices/from_job', { job_id: job!.id });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().invoice).toMatchObject({ client_id: payer.id, client_name: 'Pat Client' });
    expect(made.json().invoice.lines[0].description).toBe(
      'One-time cleanup (for Morgan Client, 12 Elm St, Denver, CO 80202)',
    );
  });
});
