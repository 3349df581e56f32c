import { describe, expect, it } from 'vitest';
import { customerInput, quickbooksFixture } from '../../../../test/support/quickbooks-fixture.ts';
import type { AccountingCompany, InvoiceInput } from './accounting.ts';

/** The real adapter against the stand-in company: what the sync sees of QuickBooks. */

const invoiceFor = (customerId: string, docNumber: string, lines: number[], taxCents = 0): InvoiceInput => ({
  customer_id: customerId,
  doc_number: docNumber,
  txn_date: '2026-11-20',
  due_date: '2026-12-05',
  lines: lines.map((amount, index) => ({
    item_id: index === 0 ? '20' : '22',
    description: index === 0 ? 'Weekly cleanup, November' : 'Deodorizer',
    amount_cents: amount,
    taxable: true,
  })),
  tax_code_id: taxCents ? '2' : null,
  tax_cents: taxCents,
  our_id: `invoice-${docNumber}`,
});

async function connectedWithCustomer() {
  const fixture = quickbooksFixture();
  const company = await fixture.connect();
  const customer = await fixture.adapter.createCustomer(company, customerInput('Rita Moreno', '101'), 'req-c-101');
  return { ...fixture, company, customer };
}

describe('OAuth', () => {
  it('exchanges a code once for tokens that expire in an hour and a hundred days', async () => {
    const { adapter, standin, now } = quickbooksFixture();
    const { code, realmId } = await standin.connect();
    const tokens = await adapter.exchangeCode(code, realmId);
    expect(tokens.realm_id).toBe(realmId);
    expect(tokens.access_expires_at.getTime() - now().getTime()).toBe(3_600_000);
    expect(tokens.refresh_expires_at.getTime() - now().getTime()).toBe(8_726_400_000);
    await expect(adapter.exchangeCode(code, realmId)).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('rotates the refresh token: the new one works, the old one is dead', async () => {
    const { adapter, connect } = quickbooksFixture();
    const company = await connect();
    const renewed = await adapter.refresh(company.refresh_token, company.realm_id);
    expect(renewed.refresh_token).not.toBe(company.refresh_token);
    expect(await adapter.companyName({ realm_id: company.realm_id, access_token: renewed.access_token })).toMatch(
      /^Sandbox Company_US_/,
    );
    await expect(adapter.refresh(company.refresh_token, company.realm_id)).rejects.toMatchObject({
      code: 'invalid_grant',
      retryable: false,
    });
    await adapter.refresh(renewed.refresh_token, company.realm_id);
  });

  it('refuses an expired access token and, after revoking, every token of the grant', async () => {
    const { adapter, connect, advance } = quickbooksFixture();
    const company = await connect();
    advance(3_601_000);
    await expect(adapter.companyName(company)).rejects.toMatchObject({ code: '3200', retryable: false });
    const renewed = await adapter.refresh(company.refresh_token, company.realm_id);
    const live = { realm_id: company.realm_id, access_token: renewed.access_token };
    await adapter.revoke(renewed.refresh_token);
    await expect(adapter.companyName(live)).rejects.toMatchObject({ code: '3200' });
    await expect(adapter.refresh(renewed.refresh_token, company.realm_id)).rejects.toMatchObject({
      code: 'invalid_grant',
    });
  });

  it('a token reaches only its own company', async () => {
    const { connect, adapter } = quickbooksFixture();
    const first = await connect();
    const second = await connect();
    await expect(
      adapter.customers({ realm_id: second.realm_id, access_token: first.access_token }),
    ).rejects.toMatchObject({ code: '3200' });
  });
});

describe('the chart and customers', () => {
  it('lists the accounts, items and tax codes to map', async () => {
    const { adapter, connect } = quickbooksFixture();
    const chart = await adapter.chart(await connect());
    expect(chart.income_accounts.map((account) => account.name)).toContain('Pet Waste Removal Income');
    expect(chart.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Weekly Cleanup', 'Deodorizer Treatment', 'Tip']),
    );
    expect(chart.tax_codes.map((code) => code.name)).toContain('Denver Sales Tax');
    expect(chart.deposit_accounts.map((account) => account.name)).toEqual(
      expect.arrayContaining(['Checking', 'Undeposited Funds']),
    );
    expect(chart.expense_accounts.map((account) => account.name)).toContain('Merchant Processing Fees');
  });

  it('creates a customer, updates it with its sync token, and refuses a stale one (5010)', async () => {
    const { adapter, company, customer } = await connectedWithCustomer();
    const renamed = customerInput('Rita Moreno-Diaz', '101');
    const updated = await adapter.updateCustomer(company, customer, renamed, 'req-u-1');
    expect(updated).toEqual({ id: customer.id, sync_token: '1' });
    await expect(adapter.updateCustomer(company, customer, renamed, 'req-u-2')).rejects.toMatchObject({
      code: '5010',
      retryable: false,
    });
    const found = (await adapter.customers(company)).find((one) => one.id === customer.id);
    expect(found).toMatchObject({ display_name: 'Rita Moreno-Diaz', email: '101@clients.example', active: true });
  });

  it('refuses a second customer of the same display name (6240), whatever its case', async () => {
    const { adapter, company } = await connectedWithCustomer();
    await expect(
      adapter.createCustomer(company, customerInput('rita moreno', '102'), 'req-c-102'),
    ).rejects.toMatchObject({ code: '6240', retryable: false });
    await expect(
      adapter.createCustomer(company, customerInput('Dave Wilson', '103'), 'req-c-103'),
    ).rejects.toMatchObject({ code: '6240' });
  });

  it('answers a retried create with the first answer, and the company holds one record', async () => {
    const { adapter, company, customer } = await connectedWithCustomer();
    const again = await adapter.createCustomer(company, customerInput('Rita Moreno', '101'), 'req-c-101');
    expect(again).toEqual(customer);
    const named = (await adapter.customers(company)).filter((one) => one.display_name === 'Rita Moreno');
    expect(named).toHaveLength(1);
  });
});

describe('invoices, payments and deposits', () => {
  async function twoInvoices(company: AccountingCompany, fixture: Awaited<ReturnType<typeof connectedWithCustomer>>) {
    const first = await fixture.adapter.createInvoice(
      company,
      invoiceFor(fixture.customer.id, '1001', [4000, 1250], 430),
      'req-i-1',
    );
    const second = await fixture.adapter.createInvoice(
      company,
      invoiceFor(fixture.customer.id, '1002', [4000]),
      'req-i-2',
    );
    return { first, second };
  }

  it('books an invoice with its lines and sales tax, and refuses a second with the same number (6140)', async () => {
    const fixture = await connectedWithCustomer();
    const { first } = await twoInvoices(fixture.company, fixture);
    expect(await fixture.adapter.invoice(fixture.company, first.id)).toMatchObject({
      customer_id: fixture.customer.id,
      doc_number: '1001',
      total_cents: 5680,
      balance_cents: 5680,
      voided: false,
    });
    await expect(
      fixture.adapter.createInvoice(fixture.company, invoiceFor(fixture.customer.id, '1001', [100]), 'req-i-3'),
    ).rejects.toMatchObject({ code: '6140', retryable: false });
    const customer = (await fixture.adapter.customers(fixture.company)).find((one) => one.id === fixture.customer.id);
    expect(customer?.balance_cents).toBe(9680);
  });

  it('applies one payment to two invoices', async () => {
    const fixture = await connectedWithCustomer();
    const { first, second } = await twoInvoices(fixture.company, fixture);
    const payment = await fixture.adapter.createPayment(
      fixture.company,
      {
        customer_id: fixture.customer.id,
        txn_date: '2026-11-21',
        amount_cents: 7680,
        applied: [
          { invoice_id: first.id, amount_cents: 5680 },
          { invoice_id: second.id, amount_cents: 2000 },
        ],
        deposit_account_id: null,
        reference: 'pi_123',
        our_id: 'payment-7',
      },
      'req-p-1',
    );
    expect(await fixture.adapter.payment(fixture.company, payment.id)).toMatchObject({
      amount_cents: 7680,
      applied: [
        { invoice_id: first.id, amount_cents: 5680 },
        { invoice_id: second.id, amount_cents: 2000 },
      ],
      our_id: 'payment-7',
    });
    expect((await fixture.adapter.invoice(fixture.company, first.id))?.balance_cents).toBe(0);
    expect((await fixture.adapter.invoice(fixture.company, second.id))?.balance_cents).toBe(2000);
  });

  it('posts a payout as one deposit: the payments less the fees to the expense account', async () => {
    const fixture = await connectedWithCustomer();
    const { first, second } = await twoInvoices(fixture.company, fixture);
    const pay = (invoiceId: string, cents: number, key: string) =>
      fixture.adapter.createPayment(
        fixture.company,
        {
          customer_id: fixture.customer.id,
          txn_date: '2026-11-21',
          amount_cents: cents,
          applied: [{ invoice_id: invoiceId, amount_cents: cents }],
          deposit_account_id: null,
          reference: null,
          our_id: key,
        },
        `req-${key}`,
      );
    const payments = [await pay(first.id, 5680, 'p1'), await pay(second.id, 4000, 'p2')];
    const deposit = await fixture.adapter.createDeposit(
      fixture.company,
      {
        deposit_account_id: '35',
        txn_date: '2026-11-23',
        payment_ids: payments.map((payment) => payment.id),
        fee_cents: 311,
        fee_expense_account_id: '11',
        refund_cents: 1250,
        refund_account_id: '1',
        our_id: 'payout-4',
      },
      'req-d-1',
    );
    const stored = await fixture.store.find(fixture.company.realm_id, 'Deposit', deposit.id);
    expect(stored?.body.TotalAmt).toBe(81.19);
    const lines = stored?.body.Line as { Amount: number; DepositLineDetail?: { AccountRef: { value: string } } }[];
    expect(lines.map((line) => line.Amount)).toEqual([56.8, 40, -3.11, -12.5]);
    expect(lines[2]?.DepositLineDetail?.AccountRef.value).toBe('11');
    expect(lines[3]?.DepositLineDetail?.AccountRef.value).toBe('1');
    await expect(
      fixture.adapter.createDeposit(
        fixture.company,
        {
          deposit_account_id: '35',
          txn_date: '2026-11-24',
          payment_ids: [payments[0]?.id ?? ''],
          fee_cents: 0,
          fee_expense_account_id: '11',
          refund_cents: 0,
          refund_account_id: null,
          our_id: 'payout-5',
        },
        'req-d-2',
      ),
    ).rejects.toMatchObject({ code: '6000' });
  });

  it('updates an invoice sparsely with its sync token: new lines and total, what was paid stays paid', async () => {
    const fixture = await connectedWithCustomer();
    const { first } = await twoInvoices(fixture.company, fixture);
    await fixture.standin.recordPaymentInQuickBooks(fixture.company.realm_id, {
      customer_id: fixture.customer.id,
      txn_date: '2026-11-21',
      amount_cents: 1000,
      applied: [{ invoice_id: first.id, amount_cents: 1000 }],
    });
    const paidOnce = await fixture.adapter.invoice(fixture.company, first.id);
    expect(paidOnce?.sync_token).toBe('1');
    const updated = await fixture.adapter.updateInvoice(
      fixture.company,
      paidOnce!,
      invoiceFor(fixture.customer.id, '1001', [4500], 300),
      'req-iu-1',
    );
    expect(updated).toEqual({ id: first.id, sync_token: '2' });
    const sent = fixture.calls.at(-1)!;
    expect(sent.url.pathname).toBe(`/v3/company/${fixture.company.realm_id}/invoice`);
    expect(sent.url.searchParams.get('requestid')).toBe('req-iu-1');
    expect(JSON.parse(sent.body)).toMatchObject({ Id: first.id, SyncToken: '1', sparse: true, DocNumber: '1001' });
    expect(await fixture.adapter.invoice(fixture.company, first.id)).toMatchObject({
      total_cents: 4800,
      balance_cents: 3800,
    });
    const customer = (await fixture.adapter.customers(fixture.company)).find((one) => one.id === fixture.customer.id);
    expect(customer?.balance_cents).toBe(3800 + 4000);
    await expect(
      fixture.adapter.updateInvoice(fixture.company, paidOnce!, invoiceFor(fixture.customer.id, '1001', [10]), 'x'),
    ).rejects.toMatchObject({ code: '5010', retryable: false });
  });

  it('voids an invoice: zero total and balance, marked voided, the customer owes nothing for it', async () => {
    const fixture = await connectedWithCustomer();
    const { second } = await twoInvoices(fixture.company, fixture);
    const voided = await fixture.adapter.voidInvoice(fixture.company, second, 'req-v-1');
    expect(voided.sync_token).toBe('1');
    expect(await fixture.adapter.invoice(fixture.company, second.id)).toMatchObject({
      total_cents: 0,
      balance_cents: 0,
      voided: true,
    });
    await expect(fixture.adapter.voidInvoice(fixture.company, second, 'req-v-2')).rejects.toMatchObject({
      code: '5010',
    });
    expect(await fixture.adapter.invoice(fixture.company, '99999')).toBeNull();
  });

  it('reports through change data capture what changed since a moment, payments entered in QuickBooks too', async () => {
    const fixture = await connectedWithCustomer();
    const { first } = await twoInvoices(fixture.company, fixture);
    fixture.advance(60_000);
    const since = fixture.now();
    fixture.advance(60_000);
    const { payment_id } = await fixture.standin.recordPaymentInQuickBooks(fixture.company.realm_id, {
      customer_id: fixture.customer.id,
      txn_date: '2026-11-22',
      amount_cents: 5680,
      applied: [{ invoice_id: first.id, amount_cents: 5680 }],
    });
    const changes = await fixture.adapter.changesSince(fixture.company, since);
    expect(changes.payments).toEqual([expect.objectContaining({ id: payment_id, amount_cents: 5680, our_id: null })]);
    expect(changes.invoices).toEqual([expect.objectContaining({ id: first.id, balance_cents: 0 })]);
    expect(changes.customers.map((customer) => customer.id)).toEqual([fixture.customer.id]);
    expect(changes.deleted).toEqual([]);
  });
});
