import { describe, expect, it } from 'vitest';
import { AccountingError } from './accounting.ts';
import { createQuickBooksOnline } from './quickbooks-online.ts';

/**
 * What goes over the wire to Intuit, compared with the requests in Intuit's documentation (OAuth 2.0 guide and the
 * Accounting API reference), and how its failures come back: throttling and outages retry, faults do not.
 */

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

function adapterAnswering(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const adapter = createQuickBooksOnline({
    clientId: 'ABcd1234',
    clientSecret: 'sEcReT',
    environment: 'sandbox',
    redirectUri: 'https://portal.example.com/quick_books_oauth',
    webhookVerifierToken: 'verifier',
    now: () => new Date('2026-11-20T15:00:00Z'),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const call = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      };
      sent.push(call);
      return answer(call);
    },
  });
  return { adapter, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const company = { realm_id: '4620816365178432480', access_token: 'eyJ-access' };

describe('requests as Intuit documents them', () => {
  it('sends the browser to the app center with the accounting scope and our redirect URI', () => {
    const { adapter } = adapterAnswering(() => json(200, {}));
    const url = new URL(adapter.authorizeUrl('st-1'));
    expect(`${url.origin}${url.pathname}`).toBe('https://appcenter.intuit.com/connect/oauth2');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'ABcd1234',
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      redirect_uri: 'https://portal.example.com/quick_books_oauth',
      state: 'st-1',
    });
  });

  it('exchanges a code at the bearer endpoint with Basic client credentials and a form body', async () => {
    const { adapter, sent } = adapterAnswering(() =>
      json(200, {
        token_type: 'bearer',
        access_token: 'eyJlbmMiOiJBMTI4Q0JDLUhTMjU2',
        refresh_token: 'Q011507...',
        expires_in: 3600,
        x_refresh_token_expires_in: 8726400,
      }),
    );
    const tokens = await adapter.exchangeCode('Q0115...code', company.realm_id);
    expect(tokens.refresh_expires_at.toISOString()).toBe('2027-03-01T15:00:00.000Z');
    const [call] = sent;
    expect(call?.method).toBe('POST');
    expect(call?.url.toString()).toBe('https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer');
    expect(call?.headers.get('authorization')).toBe(`Basic ${Buffer.from('ABcd1234:sEcReT').toString('base64')}`);
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'Q0115...code',
      redirect_uri: 'https://portal.example.com/quick_books_oauth',
    });
  });

  it('revokes at the revocation endpoint of the discovery document', async () => {
    const { adapter, sent } = adapterAnswering(() => new Response(null, { status: 200 }));
    await adapter.revoke('RT1-old');
    expect(sent[0]?.url.toString()).toBe('https://developer.api.intuit.com/v2/oauth2/tokens/revoke');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ token: 'RT1-old' });
  });

  it('creates a customer at the sandbox host with minor version 75, a request id and JSON both ways', async () => {
    const { adapter, sent } = adapterAnswering(() => json(200, { Customer: { Id: '67', SyncToken: '0' }, time: 'x' }));
    const ref = await adapter.createCustomer(
      company,
      {
        display_name: "Bill's Windsurf Shop",
        given_name: 'Bill',
        family_name: 'Lucchini',
        company_name: null,
        email: 'Surf@Intuit.com',
        phone: '(415) 444-6538',
        billing_address: { line1: '12 Ocean Dr.', city: 'Half Moon Bay', state: 'CA', zip: '94213' },
        our_id: '42',
      },
      'c0ffee-1',
    );
    expect(ref).toEqual({ id: '67', sync_token: '0' });
    const [call] = sent;
    expect(call?.url.origin).toBe('https://sandbox-quickbooks.api.intuit.com');
    expect(call?.url.pathname).toBe('/v3/company/4620816365178432480/customer');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ requestid: 'c0ffee-1', minorversion: '75' });
    expect(call?.headers.get('authorization')).toBe('Bearer eyJ-access');
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      DisplayName: "Bill's Windsurf Shop",
      GivenName: 'Bill',
      FamilyName: 'Lucchini',
      PrimaryEmailAddr: { Address: 'Surf@Intuit.com' },
      PrimaryPhone: { FreeFormNumber: '(415) 444-6538' },
      BillAddr: { Line1: '12 Ocean Dr.', City: 'Half Moon Bay', CountrySubDivisionCode: 'CA', PostalCode: '94213' },
      Notes: 'ep:42',
    });
  });

  it('voids with operation=void and only the id and sync token, as the reference shows', async () => {
    const { adapter, sent } = adapterAnswering(() => json(200, { Invoice: { Id: '129', SyncToken: '1' } }));
    await adapter.voidInvoice(company, { id: '129', sync_token: '0' }, 'void-129');
    expect(sent[0]?.url.searchParams.get('operation')).toBe('void');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ Id: '129', SyncToken: '0' });
  });

  it('pages a query with STARTPOSITION and MAXRESULTS until a short page', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ Id: String(from + index), DisplayName: `C${from + index}` }));
    const { adapter, sent } = adapterAnswering((call) => {
      const start = Number(/STARTPOSITION (\d+)/.exec(call.url.searchParams.get('query') ?? '')?.[1]);
      return json(200, { QueryResponse: { Customer: page(start, start === 1 ? 1000 : 3) } });
    });
    expect(await adapter.customers(company)).toHaveLength(1003);
    expect(sent.map((call) => call.url.searchParams.get('query'))).toEqual([
      'select * from Customer STARTPOSITION 1 MAXRESULTS 1000',
      'select * from Customer STARTPOSITION 1001 MAXRESULTS 1000',
    ]);
  });

  it('asks change data capture for customers, invoices and payments since an instant', async () => {
    const { adapter, sent } = adapterAnswering(() =>
      json(200, {
        CDCResponse: [
          {
            QueryResponse: [
              {
                Customer: [{ Id: '63', status: 'Deleted', MetaData: { LastUpdatedTime: '2026-11-19T10:00:00-08:00' } }],
              },
              { Invoice: [{ Id: '130', SyncToken: '2', CustomerRef: { value: '1' }, TotalAmt: 1234.5, Balance: 0.3 }] },
              {},
            ],
          },
        ],
      }),
    );
    const changes = await adapter.changesSince(company, new Date('2026-11-19T00:00:00Z'));
    expect(sent[0]?.url.pathname).toBe('/v3/company/4620816365178432480/cdc');
    expect(sent[0]?.url.searchParams.get('entities')).toBe('Customer,Invoice,Payment');
    expect(sent[0]?.url.searchParams.get('changedSince')).toBe('2026-11-19T00:00:00.000Z');
    expect(changes.deleted).toEqual([{ entity: 'customer', id: '63' }]);
    expect(changes.invoices).toEqual([
      {
        id: '130',
        sync_token: '2',
        customer_id: '1',
        doc_number: null,
        total_cents: 123450,
        balance_cents: 30,
        voided: false,
      },
    ]);
  });
});

describe('failures', () => {
  const failing = (answer: () => Response | Promise<Response>) =>
    adapterAnswering(answer).adapter.createCustomer(
      company,
      {
        display_name: 'X',
        given_name: null,
        family_name: null,
        company_name: null,
        email: null,
        phone: null,
        billing_address: null,
        our_id: '1',
      },
      'r-1',
    );

  it('retries throttling, outages and calls that never answer', async () => {
    await expect(
      failing(() => json(429, { fault: { error: [{ message: 'ThrottleExceeded', code: '003001' }] } })),
    ).rejects.toMatchObject({
      retryable: true,
      code: '003001',
      message: 'ThrottleExceeded',
    });
    await expect(failing(() => json(503, {}))).rejects.toMatchObject({ retryable: true, code: '503' });
    await expect(
      failing(() => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      }),
    ).rejects.toMatchObject({ retryable: true, code: 'network' });
  });

  it('does not retry a fault, and keeps its code', async () => {
    const fault = {
      Fault: {
        Error: [
          { Message: 'Duplicate Name Exists Error', Detail: 'The name supplied already exists. : Id=58', code: '6240' },
        ],
        type: 'ValidationFault',
      },
      time: '2026-11-20T07:00:00.000-08:00',
    };
    const error = await failing(() => json(400, fault)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccountingError);
    expect(error).toMatchObject({ retryable: false, code: '6240', message: expect.stringContaining('Id=58') });
  });
});
