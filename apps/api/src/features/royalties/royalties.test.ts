import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { franchises, organizations } from '../../platform/identity/organizations.table.ts';
import { payments } from '../payments/payments.table.ts';
import { platformPaymentMethods } from '../organization-subscription/organization-subscription.table.ts';
import { royaltySettingsState, runRoyaltyInvoicing, writeRoyaltyTerms } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

const TERMS = { royalty_bps: 600, ad_fund_bps: 200, monthly_minimum_cents: 50_000 };

async function franchiseWithTerms() {
  const [franchise] = await t.db.insert(franchises).values({ name: 'Scoop Squad' }).returning();
  const franchisor = await createOrganization(t.db, { name: 'Scoop Squad HQ' });
  await t.db.update(organizations).set({ franchise_id: franchise!.id }).where(eq(organizations.id, franchisor.id));
  await writeRoyaltyTerms(t.db, { franchise_id: franchise!.id, franchisor_organization_id: franchisor.id, ...TERMS });
  const head = await createMember(t.db, franchisor.id, { role: 'Owner' });
  return { franchise: franchise!, franchisor, head };
}

async function memberOf(franchiseId: number, options: { card?: string | null } = {}) {
  const organization = await createOrganization(t.db);
  await t.db.update(organizations).set({ franchise_id: franchiseId }).where(eq(organizations.id, organization.id));
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
  if (options.card !== null)
    await t.db.insert(platformPaymentMethods).values({
      organization_id: organization.id,
      processor: 'card_connect',
      customer_ref: `test:${options.card ?? '9418594164541111'}`,
      card_last4: '1111',
      card_expiry: '1230',
      name_on_card: 'Owner',
    });
  return { organization, owner, tech };
}

async function collected(
  organizationId: number,
  received_on: string,
  amount_cents: number,
  extra: { refunded_cents?: number; status?: 'succeeded' | 'failed' } = {},
) {
  const client = await createClient(t.db, organizationId);
  await t.db.insert(payments).values({
    organization_id: organizationId,
    client_id: client.id,
    method: 'check',
    source: 'office',
    status: extra.status ?? 'succeeded',
    amount_cents,
    refunded_cents: extra.refunded_cents ?? 0,
    received_on,
  });
}

const generate = (token: string, month: string) => send(token, 'POST', '/api/royalty_invoices/generate', { month });
const sumOwed = (lines: { amount_cents: number; counts_towards_total: boolean }[]) =>
  lines.filter((line) => line.counts_towards_total).reduce((sum, line) => sum + line.amount_cents, 0);

describe('royalty invoices', () => {
  it('bills the month collected, refunds netted, and the lines add up to the shares of it', async () => {
    const { franchise, head } = await franchiseWithTerms();
    const { organization, owner } = await memberOf(franchise.id);
    await collected(organization.id, '2026-09-03', 600_000);
    await collected(organization.id, '2026-09-30', 334_567, { refunded_cents: 100_000 });
    await collected(organization.id, '2026-09-15', 90_000, { status: 'failed' });
    await collected(organization.id, '2026-10-01', 500_000);
    await collected(organization.id, '2026-08-31', 400_000);

    const made = await generate(head.token, '2026-09');
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ month: '2026-09', created: 1 });

    const history = (await send(owner.token, 'GET', '/api/royalty_payments')).json();
    expect(history.data).toHaveLength(1);
    const id = history.data[0].id;
    const invoice = (await send(owner.token, 'GET', `/api/royalty_invoices/${id}`)).json().royalty_invoice;
    // 6,000.00 + 3,345.67 - 1,000.00 refunded = 8,345.67; royalty 6 % = 50,074.02 -> 50,074 (over the minimum);
    // ad fund 2 % = 16,691.34 -> 16,691.
    expect(invoice).toMatchObject({
      month: '2026-09',
      status: 'due',
      collected_revenue_cents: 834_567,
      royalty_cents: 50_074,
      ad_fund_cents: 16_691,
      minimum_top_up_cents: 0,
      total_cents: 66_765,
      balance_due_cents: 66_765,
    });
    expect(sumOwed(invoice.lines)).toBe(invoice.total_cents);
    expect(history.balance_due_cents).toBe(66_765);
    expect(await royaltySettingsState(t.db, organization.id)).toBe('1 invoice due');

    // Asked again, the month is not billed twice.
    expect((await generate(head.token, '2026-09')).json().created).toBe(0);
  });

  it('tops a slow month up to the monthly minimum', async () => {
    const { franchise, head } = await franchiseWithTerms();
    const { organization, owner } = await memberOf(franchise.id);
    await collected(organization.id, '2026-09-10', 300_000);
    await generate(head.token, '2026-09');
    const [row] = (await send(owner.token, 'GET', '/api/royalty_payments')).json().data;
    const invoice = (await send(owner.token, 'GET', `/api/royalty_invoices/${row.id}`)).json().royalty_invoice;
    expect(invoice.lines.map((line: { kind: string }) => line.kind)).toEqual([
      'collected_revenue',
      'royalty',
      'ad_fund',
      'minimum_top_up',
    ]);
    expect(invoice).toMatchObject({ royalty_cents: 18_000, ad_fund_cents: 6_000, minimum_top_up_cents: 32_000 });
    expect(sumOwed(invoice.lines)).toBe(56_000);
  });

  it('makes each member’s last month once however many scheduled runs race', async () => {
    const { franchise, franchisor } = await franchiseWithTerms();
    const members = await Promise.all([memberOf(franchise.id), memberOf(franchise.id)]);
    t.clock.set(new Date('2026-12-02T18:00:00Z'));
    await collected(members[0].organization.id, '2026-11-20', 120_000);
    const runs = await Promise.all([
      runRoyaltyInvoicing(t.deps),
      runRoyaltyInvoicing(t.deps),
      runRoyaltyInvoicing(t.deps),
    ]);
    expect(runs.reduce((sum, created) => sum + created, 0)).toBeGreaterThanOrEqual(2);
    for (const { owner } of members) {
      const history = (await send(owner.token, 'GET', '/api/royalty_payments')).json();
      expect(history.data.map((row: { month: string }) => row.month)).toEqual(['2026-11']);
    }
    expect(await royaltySettingsState(t.db, franchisor.id)).toBe('Up to date');
    expect(await runRoyaltyInvoicing(t.deps)).toBe(0);
  });

  it('charges the card once for a double submit and shows the payment', async () => {
    const { franchise, head } = await franchiseWithTerms();
    const { organization, owner } = await memberOf(franchise.id);
    await collected(organization.id, '2026-09-10', 1_000_000);
    await generate(head.token, '2026-09');
    const [row] = (await send(owner.token, 'GET', '/api/royalty_payments')).json().data;
    const charge = vi.spyOn(t.deps.payments, 'charge');
    const body = { idempotency_key: 'click-0001-abcdef' };
    const [first, second] = await Promise.all([
      send(owner.token, 'POST', `/api/royalty_invoices/${row.id}/pay`, body),
      send(owner.token, 'POST', `/api/royalty_invoices/${row.id}/pay`, body),
    ]);
    expect(charge).toHaveBeenCalledTimes(1);
    charge.mockRestore();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().royalty_payment.id).toBe(first.json().royalty_payment.id);
    const paymentId = first.json().royalty_payment.id;

    const shown = (await send(owner.token, 'GET', `/api/royalty_payments/${paymentId}`)).json().royalty_payment;
    expect(shown).toMatchObject({ status: 'succeeded', amount_cents: 80_000, royalty_invoice_id: row.id });
    const invoice = (await send(owner.token, 'GET', `/api/royalty_invoices/${row.id}`)).json().royalty_invoice;
    expect(invoice).toMatchObject({ status: 'paid', balance_due_cents: 0, paid_cents: 80_000 });
    const again = await send(owner.token, 'POST', `/api/royalty_invoices/${row.id}/pay`, {
      idempotency_key: 'click-0002',
    });
    expect(again.statusCode).toBe(409);
    expect(await royaltySettingsState(t.db, organization.id)).toBe('Up to date');
  });

  it('records a declined card as a failed payment and leaves the invoice due', async () => {
    const { franchise, head } = await franchiseWithTerms();
    const { organization, owner } = await memberOf(franchise.id, { card: '9711111111111111' });
    await collected(organization.id, '2026-09-10', 1_000_000);
    await generate(head.token, '2026-09');
    const [row] = (await send(owner.token, 'GET', '/api/royalty_payments')).json().data;
    const declined = await send(owner.token, 'POST', `/api/royalty_invoices/${row.id}/pay`, {
      idempotency_key: 'click-declined-1',
    });
    expect(declined.statusCode).toBe(402);
    const history = (await send(owner.token, 'GET', '/api/royalty_payments')).json();
    expect(history.payments[0]).toMatchObject({ status: 'failed' });
    expect(history.data[0]).toMatchObject({ status: 'due', balance_due_cents: 80_000 });
  });

  it('shows the franchisor its members’ revenue and royalties by month, and no one else', async () => {
    const { franchise, head } = await franchiseWithTerms();
    const a = await memberOf(franchise.id);
    const b = await memberOf(franchise.id);
    await collected(a.organization.id, '2026-09-10', 1_000_000);
    await collected(b.organization.id, '2026-09-12', 2_000_000);
    await generate(head.token, '2026-09');
    const rollup = await send(head.token, 'GET', '/api/royalty_payments/rollup');
    expect(rollup.statusCode).toBe(200);
    const [month] = rollup.json().months;
    expect(month).toMatchObject({ month: '2026-09', collected_revenue_cents: 3_000_000, royalty_cents: 180_000 });
    expect(month.members).toHaveLength(2);
    expect((await send(head.token, 'GET', '/api/royalty_payments')).json().is_franchisor).toBe(true);
    expect((await send(a.owner.token, 'GET', '/api/royalty_payments/rollup')).statusCode).toBe(403);
    expect((await generate(a.owner.token, '2026-09')).statusCode).toBe(403);
    expect((await generate(head.token, '2999-01')).statusCode).toBe(422);
  });

  it('marks the franchisor’s signed-in user as running the franchise, and its members as managed by it', async () => {
    const { franchise, head } = await franchiseWithTerms();
    const { owner } = await memberOf(franchise.id);
    const signedIn = async (token: string) => (await send(token, 'GET', '/api/auth/employee_user')).json().user;
    expect(await signedIn(head.token)).toMatchObject({ belongs_to_franchise: 1, is_franchisor: 1 });
    expect(await signedIn(owner.token)).toMatchObject({
      belongs_to_franchise: 1,
      belongs_to_franchise_name: 'Scoop Squad',
      is_franchisor: 0,
    });
    const outsider = await createMember(t.db, (await createOrganization(t.db)).id, { role: 'Owner' });
    expect(await signedIn(outsider.token)).toMatchObject({ belongs_to_franchise: 0, is_franchisor: 0 });
  });

  it('refuses a non-member, hides another member’s records, and keeps field techs out', async () => {
    const { franchise, head } = await franchiseWithTerms();
    const mine = await memberOf(franchise.id);
    const theirs = await memberOf(franchise.id);
    await collected(theirs.organization.id, '2026-09-10', 1_000_000);
    await generate(head.token, '2026-09');
    const [theirInvoice] = (await send(theirs.owner.token, 'GET', '/api/royalty_payments')).json().data;
    const paid = await send(theirs.owner.token, 'POST', `/api/royalty_invoices/${theirInvoice.id}/pay`, {
      idempotency_key: 'theirs-click-1',
    });
    const theirPayment = paid.json().royalty_payment.id;

    expect((await send(mine.owner.token, 'GET', `/api/royalty_invoices/${theirInvoice.id}`)).statusCode).toBe(404);
    expect((await send(mine.owner.token, 'GET', `/api/royalty_payments/${theirPayment}`)).statusCode).toBe(404);
    const steal = await send(mine.owner.token, 'POST', `/api/royalty_invoices/${theirInvoice.id}/pay`, {
      idempotency_key: 'mine-click-1',
    });
    expect(steal.statusCode).toBe(404);

    expect((await send(mine.tech.token, 'GET', '/api/royalty_payments')).statusCode).toBe(403);
    expect((await send(mine.tech.token, 'GET', `/api/royalty_invoices/${theirInvoice.id}`)).statusCode).toBe(403);

    const outsider = await createOrganization(t.db);
    const outsiderOwner = await createMember(t.db, outsider.id, { role: 'Owner' });
    expect((await send(outsiderOwner.token, 'GET', '/api/royalty_payments')).statusCode).toBe(403);
    expect(await royaltySettingsState(t.db, outsider.id)).toBeNull();
  });

  it('refuses a bad month and a missing key with field errors', async () => {
    const { head } = await franchiseWithTerms();
    const bad = await generate(head.token, '2026-13');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['month']);
    const noKey = await send(head.token, 'POST', '/api/royalty_invoices/1/pay', {});
    expect(noKey.statusCode).toBe(422);
  });
});
