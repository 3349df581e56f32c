/**
 * A fake QuickBooks Online company for the demo and the tests (issue 17), as a Fetch-API handler answering what the
 * real adapter calls the way Intuit documents it. The adapter runs against it unchanged: its `fetch` is routed here
 * in-process, and the consent page is served to the browser under /api/demo/quickbooks.
 */
import { randomUUID } from 'node:crypto';
import { StandinFault, type Entity, type StandinBooks } from './quickbooks-standin-company.ts';
import { writeEntity } from './quickbooks-standin-writes.ts';
import {
  approveConsent,
  consent,
  realmOfAccessToken,
  revoke,
  tokens,
  type StandinApp,
} from './quickbooks-standin-oauth.ts';
import { changeData, readEntity, runQuery } from './quickbooks-standin-reads.ts';
import type { StandinStore } from './quickbooks-standin-store.ts';
import { toAmount } from './quickbooks-money.ts';
import { signWebhook } from './quickbooks-webhooks.ts';

export interface QuickBooksStandinOptions extends StandinApp {
  store: StandinStore;
  webhookVerifierToken: string;
  now?: () => Date;
}

/** A payment as an accountant records it in QuickBooks: a check, no note of ours. */
export interface AccountantPayment {
  customer_id: string;
  txn_date: string;
  amount_cents: number;
  applied: { invoice_id: string; amount_cents: number }[];
  reference?: string;
}

export interface StandinWebhook {
  payment_id: string;
  body: string;
  signature: string;
}

export interface QuickBooksStandin {
  handle(request: Request): Promise<Response>;
  /** The consent page's Connect button without the browser: a new sandbox company and a single-use code. */
  connect(): Promise<{ code: string; realmId: string }>;
  /**
   * The next write to this company is made but its answer never arrives (the connection drops): what a retry with
   * the same request id must survive. The demo seeds its sync history with it.
   */
  loseNextAnswer(realmId: string): Promise<void>;
  recordPaymentInQuickBooks(
    realmId: string,
    payment: AccountantPayment,
    shape?: 'classic' | 'cloudevents',
  ): Promise<StandinWebhook>;
}

const entityPaths: Record<string, string> = {
  account: 'Account',
  item: 'Item',
  taxcode: 'TaxCode',
  customer: 'Customer',
  invoice: 'Invoice',
  payment: 'Payment',
  deposit: 'Deposit',
  refundreceipt: 'RefundReceipt',
  companyinfo: 'CompanyInfo',
};

/** The stand-in's own record (not a QuickBooks entity): the next write's answer is lost. */
const LOST_ANSWER = 'LostAnswer';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// One request at a time across every stand-in in the process, as one company's books would be kept.
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

export function createQuickBooksStandin(options: QuickBooksStandinOptions): QuickBooksStandin {
  const books: StandinBooks = { store: options.store, now: options.now ?? (() => new Date()) };
  const time = () => books.now().toISOString();
  const faultResponse = (fault: StandinFault) =>
    json(fault.status, {
      Fault: { Error: [{ Message: fault.message, Detail: fault.detail, code: fault.code }], type: fault.type },
      time: time(),
    });
  const unauthorized = () =>
    faultResponse(
      new StandinFault(
        401,
        '3200',
        'message=AuthenticationFailed; errorCode=003200; statusCode=401',
        'Token invalid',
        'AUTHENTICATION',
      ),
    );

  async function company(request: Request, realmId: string, rest: string[]): Promise<Response> {
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    if ((await realmOfAccessToken(books, bearer)) !== realmId) return unauthorized();
    const url = new URL(request.url);
    const [path = '', id] = rest;
    if (request.method === 'GET') {
      if (path === 'query')
        return json(200, { ...(await runQuery(books, realmId, url.searchParams.get('query') ?? '')), time: time() });
      if (path === 'cdc')
        return json(200, {
          ...(await changeData(
            books,
            realmId,
            url.searchParams.get('entities') ?? '',
            url.searchParams.get('changedSince') ?? '',
          )),
          time: time(),
        });
      const entity = entityPaths[path];
      if (!entity || !id) return json(404, { error: 'Not Found' });
      return json(200, { ...(await readEntity(books, realmId, entity, decodeURIComponent(id))), time: time() });
    }
    const entity = entityPaths[path];
    if (request.method !== 'POST' || !entity || entity === 'CompanyInfo' || id)
      return json(405, { error: 'Method Not Allowed' });
    const requestId = url.searchParams.get('requestid');
    if (requestId) {
      const answered = await books.store.find(realmId, 'Request', requestId);
      if (answered) return json(Number(answered.body.status), answered.body.answer);
    }
    let status = 200;
    let answer: unknown;
    try {
      const body = JSON.parse(await request.text()) as Entity;
      answer = {
        [entity]: await writeEntity(books, realmId, entity, body, url.searchParams.get('operation')),
        time: time(),
      };
    } catch (error) {
      if (!(error instanceof StandinFault) && !(error instanceof SyntaxError)) throw error;
      const fault =
        error instanceof StandinFault
          ? error
          : new StandinFault(400, '2010', 'Request has invalid or unsupported property', 'The body is not JSON');
      status = fault.status;
      answer = JSON.parse(await faultResponse(fault).text());
    }
    if (requestId)
      await books.store.save({
        realm_id: realmId,
        entity: 'Request',
        id: requestId,
        sync_token: '0',
        body: { status, answer },
        updated_at: books.now(),
      });
    const lost = await books.store.find(realmId, LOST_ANSWER, 'next');
    if (lost?.body.armed === true) {
      await books.store.save({ ...lost, body: { armed: false }, updated_at: books.now() });
      // As fetch fails when the connection drops: the caller cannot tell whether the write was made.
      throw new TypeError('The connection to QuickBooks was reset');
    }
    return json(status, answer);
  }

  async function route(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    try {
      if (pathname.endsWith('/connect/oauth2')) return await consent(books, options, request);
      if (pathname.endsWith('/oauth2/v1/tokens/bearer')) return await tokens(books, options, request);
      if (pathname.endsWith('/oauth2/tokens/revoke') || pathname.endsWith('/oauth2/v1/tokens/revoke'))
        return await revoke(books, options, request);
      const at = pathname.indexOf('/v3/company/');
      if (at >= 0) {
        const [realmId = '', ...rest] = pathname.slice(at + '/v3/company/'.length).split('/');
        return await company(request, decodeURIComponent(realmId), rest);
      }
      return json(404, { error: 'Not Found' });
    } catch (error) {
      if (error instanceof StandinFault) return faultResponse(error);
      // A malformed escape in the path is the caller's mistake, as Intuit's gateway would answer it.
      if (error instanceof URIError) return json(400, { error: 'Bad Request' });
      throw error;
    }
  }

  function notification(realmId: string, paymentId: string, shape: 'classic' | 'cloudevents') {
    const at = time();
    if (shape === 'cloudevents')
      return JSON.stringify([
        {
          specversion: '1.0',
          id: randomUUID(),
          source: 'intuit.quickbooks.standin',
          type: 'qbo.payment.created.v1',
          datacontenttype: 'application/json',
          time: at,
          intuitentityid: paymentId,
          intuitaccountid: realmId,
          data: {},
        },
      ]);
    return JSON.stringify({
      eventNotifications: [
        {
          realmId,
          dataChangeEvent: { entities: [{ name: 'Payment', id: paymentId, operation: 'Create', lastUpdated: at }] },
        },
      ],
    });
  }

  return {
    handle: (request) => serially(() => route(request)),
    connect: () => serially(() => approveConsent(books, options.redirectUri)),
    loseNextAnswer: (realmId) =>
      serially(() =>
        books.store.save({
          realm_id: realmId,
          entity: LOST_ANSWER,
          id: 'next',
          sync_token: '0',
          body: { armed: true },
          updated_at: books.now(),
        }),
      ),
    recordPaymentInQuickBooks: (realmId, payment, shape = 'classic') =>
      serially(async () => {
        const created = await writeEntity(
          books,
          realmId,
          'Payment',
          {
            CustomerRef: { value: payment.customer_id },
            TxnDate: payment.txn_date,
            TotalAmt: toAmount(payment.amount_cents),
            PaymentRefNum: payment.reference ?? 'Check',
            Line: payment.applied.map((applied) => ({
              Amount: toAmount(applied.amount_cents),
              LinkedTxn: [{ TxnId: applied.invoice_id, TxnType: 'Invoice' }],
            })),
          },
          null,
        );
        const body = notification(realmId, String(created.Id), shape);
        return { payment_id: String(created.Id), body, signature: signWebhook(body, options.webhookVerifierToken) };
      }),
  };
}
