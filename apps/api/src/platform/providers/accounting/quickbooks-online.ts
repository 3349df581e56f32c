/**
 * QuickBooks Online over its documented REST API v3 and Intuit's OAuth 2.0 endpoints, with plain `fetch`: Intuit's
 * `intuit-oauth` package brings axios and winston and cannot take our `fetch`, which the stand-in mode routes
 * in-process. Every write carries `requestid`, so QuickBooks answers a retried one with the first answer.
 */
import {
  AccountingError,
  type AccountingChanges,
  type AccountingChart,
  type AccountingCompany,
  type AccountingEnvironment,
  type AccountingPayment,
  type AccountingProvider,
  type AccountingRef,
  type AccountingTokens,
} from './accounting.ts';
import {
  customerBody,
  customerOf,
  depositBody,
  invoiceBody,
  invoiceOf,
  paymentBody,
  paymentOf,
  refOf,
  refundReceiptBody,
  type QboEntity,
} from './quickbooks-entities.ts';
import { parseWebhookNotices, webhookSignatureValid } from './quickbooks-webhooks.ts';

export interface QuickBooksOnlineOptions {
  clientId: string;
  clientSecret: string;
  environment: AccountingEnvironment;
  /** `${publicUrl}/quick_books_oauth`: registered with Intuit, never taken from a request. */
  redirectUri: string;
  webhookVerifierToken: string | undefined;
  /** Defaults to Intuit's sandbox or production API host. */
  apiBaseUrl?: string;
  /** Token and revocation endpoints' host; defaults to Intuit's. */
  oauthBaseUrl?: string;
  /** The consent page; defaults to Intuit's app center. */
  authorizeUrl?: string;
  fetch?: typeof fetch;
  /** Intuit ends requests after 120 s; we give up sooner and retry later. */
  timeoutMs?: number;
  now?: () => Date;
}

export const MINOR_VERSION = '75';
export const QUICKBOOKS_SCOPE = 'com.intuit.quickbooks.accounting';
const apiHosts: Record<AccountingEnvironment, string> = {
  sandbox: 'https://sandbox-quickbooks.api.intuit.com',
  production: 'https://quickbooks.api.intuit.com',
};
const INTUIT_AUTHORIZE = 'https://appcenter.intuit.com/connect/oauth2';
const INTUIT_TOKEN = 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer';
// Intuit's discovery document names this host for revocation, not the token endpoint's.
const INTUIT_REVOKE = 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke';
const PAGE_SIZE = 1000;

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const entities = (value: unknown): QboEntity[] => (Array.isArray(value) ? (value as QboEntity[]) : []);

/** A QuickBooks Fault's first error: its code ("6240") and message. */
function faultOf(body: Json): { code: string | null; message: string } | null {
  const fault = record(body.Fault ?? body.fault);
  const errors = entities(fault.Error ?? fault.error);
  const first = errors[0];
  if (!first) return null;
  const detail = typeof first.Detail === 'string' ? `: ${first.Detail}` : '';
  // Throttling answers spell the fault in lower case.
  const message = String(first.Message ?? first.message ?? 'QuickBooks fault');
  return { code: typeof first.code === 'string' ? first.code : null, message: `${message}${detail}` };
}

export function createQuickBooksOnline(options: QuickBooksOnlineOptions): AccountingProvider {
  const call = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 60_000;
  const apiBase = (options.apiBaseUrl ?? apiHosts[options.environment]).replace(/\/+$/, '');
  const oauthBase = options.oauthBaseUrl?.replace(/\/+$/, '');
  const tokenUrl = oauthBase ? `${oauthBase}/oauth2/v1/tokens/bearer` : INTUIT_TOKEN;
  const revokeUrl = oauthBase ? `${oauthBase}/v2/oauth2/tokens/revoke` : INTUIT_REVOKE;
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  async function send(url: string, init: RequestInit): Promise<{ status: number; body: Json }> {
    let response: Response;
    try {
      response = await call(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new AccountingError(`QuickBooks did not answer: ${(error as Error).message}`, true, 'network');
    }
    const text = await response.text();
    let body: Json = {};
    try {
      body = record(text ? JSON.parse(text) : {});
    } catch {
      body = { raw: text.slice(0, 200) };
    }
    if (response.status === 429 || response.status >= 500) {
      const fault = faultOf(body);
      throw new AccountingError(
        fault?.message ?? `QuickBooks answered ${response.status}`,
        true,
        fault?.code ?? String(response.status),
      );
    }
    return { status: response.status, body };
  }

  async function tokenRequest(form: Record<string, string>, realmId: string): Promise<AccountingTokens> {
    const { status, body } = await send(tokenUrl, {
      method: 'POST',
      headers: {
        authorization: basicAuth,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
    if (status !== 200 || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
      const code = typeof body.error === 'string' ? body.error : String(status);
      throw new AccountingError(`Intuit refused the token request: ${code}`, false, code);
    }
    const at = now().getTime();
    return {
      realm_id: realmId,
      access_token: body.access_token,
      refresh_token: body.refresh_token,
      access_expires_at: new Date(at + Number(body.expires_in ?? 3600) * 1000),
      refresh_expires_at: new Date(at + Number(body.x_refresh_token_expires_in ?? 8_726_400) * 1000),
    };
  }

  function companyUrl(company: AccountingCompany, path: string, query: Record<string, string> = {}): string {
    const params = new URLSearchParams({ ...query, minorversion: MINOR_VERSION });
    return `${apiBase}/v3/company/${encodeURIComponent(company.realm_id)}/${path}?${params.toString()}`;
  }

  async function api(company: AccountingCompany, method: 'GET' | 'POST', url: string, payload?: Json) {
    const { status, body } = await send(url, {
      method,
      headers: {
        authorization: `Bearer ${company.access_token}`,
        accept: 'application/json',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    if (status >= 400) {
      const fault = faultOf(body);
      throw new AccountingError(
        fault?.message ?? `QuickBooks answered ${status}`,
        false,
        fault?.code ?? String(status),
      );
    }
    return body;
  }

  const read = (company: AccountingCompany, path: string) => api(company, 'GET', companyUrl(company, path));

  async function write(company: AccountingCompany, entity: string, payload: Json, requestId: string, op?: string) {
    const query: Record<string, string> = { requestid: requestId };
    if (op) query.operation = op;
    const body = await api(company, 'POST', companyUrl(company, entity.toLowerCase(), query), payload);
    return record(body[entity]);
  }

  /** A record by id, or null when QuickBooks has none (fault 610 "Object Not Found"). */
  async function readOne(company: AccountingCompany, entity: string, id: string): Promise<QboEntity | null> {
    try {
      const body = await read(company, `${entity.toLowerCase()}/${encodeURIComponent(id)}`);
      return record(body[entity]);
    } catch (error) {
      if (error instanceof AccountingError && error.code === '610') return null;
      throw error;
    }
  }

  async function query(company: AccountingCompany, entity: string, where = ''): Promise<QboEntity[]> {
    const found: QboEntity[] = [];
    for (let start = 1; ; start += PAGE_SIZE) {
      const statement = `select * from ${entity}${where} STARTPOSITION ${start} MAXRESULTS ${PAGE_SIZE}`;
      const body = await api(company, 'GET', companyUrl(company, 'query', { query: statement }));
      const page = entities(record(body.QueryResponse)[entity]);
      found.push(...page);
      if (page.length < PAGE_SIZE) return found;
    }
  }

  const choices = (list: QboEntity[]) =>
    list.map((entity) => ({
      id: String(entity.Id),
      name: String(entity.FullyQualifiedName ?? entity.Name ?? ''),
    }));

  async function sparseUpdate(
    company: AccountingCompany,
    entity: 'Customer' | 'Invoice',
    ref: AccountingRef,
    payload: Json,
    requestId: string,
  ) {
    return refOf(
      await write(company, entity, { ...payload, Id: ref.id, SyncToken: ref.sync_token, sparse: true }, requestId),
    );
  }

  return {
    environment: options.environment,

    authorizeUrl(state) {
      const params = new URLSearchParams({
        client_id: options.clientId,
        response_type: 'code',
        scope: QUICKBOOKS_SCOPE,
        redirect_uri: options.redirectUri,
        state,
      });
      return `${options.authorizeUrl ?? INTUIT_AUTHORIZE}?${params.toString()}`;
    },

    exchangeCode: (code, realmId) =>
      tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: options.redirectUri }, realmId),

    refresh: (refreshToken, realmId) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, realmId),

    async revoke(refreshToken) {
      const { status, body } = await send(revokeUrl, {
        method: 'POST',
        headers: { authorization: basicAuth, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ token: refreshToken }),
      });
      // A token Intuit no longer knows is as revoked as it gets.
      if (status !== 200 && body.error !== 'invalid_grant' && body.error !== 'invalid_token')
        throw new AccountingError(`Intuit refused to revoke the token (${status})`, false, String(status));
    },

    async companyName(company) {
      const body = await read(company, `companyinfo/${encodeURIComponent(company.realm_id)}`);
      return String(record(body.CompanyInfo).CompanyName ?? '');
    },

    async chart(company): Promise<AccountingChart> {
      const [accounts, items, taxCodes] = await Promise.all([
        query(company, 'Account', ' where Active = true'),
        query(company, 'Item', ' where Active = true'),
        query(company, 'TaxCode', ' where Active = true'),
      ]);
      const ofType = (...types: string[]) =>
        choices(accounts.filter((account) => types.includes(String(account.AccountType))));
      return {
        income_accounts: ofType('Income', 'Other Income'),
        items: choices(items.filter((item) => item.Type === 'Service' || item.Type === 'NonInventory')),
        tax_codes: choices(taxCodes),
        deposit_accounts: ofType('Bank', 'Other Current Asset'),
        expense_accounts: ofType('Expense', 'Other Expense', 'Cost of Goods Sold'),
      };
    },

    customers: async (company) => (await query(company, 'Customer')).map(customerOf),

    async customer(company, id) {
      const found = await readOne(company, 'Customer', id);
      return found ? customerOf(found) : null;
    },

    createCustomer: async (company, input, requestId) =>
      refOf(await write(company, 'Customer', customerBody(input), requestId)),

    updateCustomer: (company, ref, input, requestId) =>
      sparseUpdate(company, 'Customer', ref, customerBody(input), requestId),

    createInvoice: async (company, input, requestId) =>
      refOf(await write(company, 'Invoice', invoiceBody(input), requestId)),

    updateInvoice: (company, ref, input, requestId) =>
      sparseUpdate(company, 'Invoice', ref, invoiceBody(input), requestId),

    voidInvoice: async (company, ref, requestId) =>
      refOf(await write(company, 'Invoice', { Id: ref.id, SyncToken: ref.sync_token }, requestId, 'void')),

    async invoice(company, id) {
      const found = await readOne(company, 'Invoice', id);
      return found ? invoiceOf(found) : null;
    },

    createPayment: async (company, input, requestId) =>
      refOf(await write(company, 'Payment', paymentBody(input), requestId)),

    async payment(company, id) {
      const found = await readOne(company, 'Payment', id);
      return found ? paymentOf(found) : null;
    },

    async createDeposit(company, input, requestId) {
      const payments: AccountingPayment[] = [];
      for (const id of input.payment_ids) {
        const found = await readOne(company, 'Payment', id);
        if (!found) throw new AccountingError(`Payment ${id} is not in QuickBooks`, false, '610');
        payments.push(paymentOf(found));
      }
      return refOf(await write(company, 'Deposit', depositBody(input, payments), requestId));
    },

    createRefundReceipt: async (company, input, requestId) =>
      refOf(await write(company, 'RefundReceipt', refundReceiptBody(input), requestId)),

    async changesSince(company, since): Promise<AccountingChanges> {
      const url = companyUrl(company, 'cdc', {
        entities: 'Customer,Invoice,Payment',
        changedSince: since.toISOString(),
      });
      const answer = await api(company, 'GET', url);
      const changes: AccountingChanges = { customers: [], invoices: [], payments: [], deleted: [] };
      for (const response of entities(answer.CDCResponse))
        for (const page of entities(response.QueryResponse))
          for (const [name, kind] of [
            ['Customer', 'customer'],
            ['Invoice', 'invoice'],
            ['Payment', 'payment'],
          ] as const)
            for (const entity of entities(page[name])) {
              if (entity.status === 'Deleted') changes.deleted.push({ entity: kind, id: String(entity.Id) });
              else if (kind === 'customer') changes.customers.push(customerOf(entity));
              else if (kind === 'invoice') changes.invoices.push(invoiceOf(entity));
              else changes.payments.push(paymentOf(entity));
            }
      return changes;
    },

    readWebhook(rawBody, signature) {
      if (!webhookSignatureValid(rawBody, signature, options.webhookVerifierToken ?? '')) return null;
      return parseWebhookNotices(rawBody);
    },
  };
}
