/**
 * The stand-in's Intuit OAuth 2.0: the consent page, the token endpoint (codes single-use, refresh tokens rotated
 * with the old one dead) and revocation. Grants live in the store under a realm of their own.
 */
import { randomBytes } from 'node:crypto';
import { createCompany, type StandinBooks } from './quickbooks-standin-company.ts';

export const OAUTH_REALM = '_oauth';
const ACCESS_SECONDS = 3600;
const REFRESH_SECONDS = 8_726_400;
const CODE_SECONDS = 600;

export interface StandinApp {
  clientId: string;
  clientSecret: string;
  /** The only redirect URI registered for the app: the consent page sends nobody anywhere else. */
  redirectUri: string;
}

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const oauthError = (status: number, error: string) => json(status, { error });

async function nextCompanyNumber(books: StandinBooks): Promise<number> {
  return (await books.store.list(OAUTH_REALM, 'Company')).length + 1;
}
export const companyName = (number: number) => `Sandbox Company_US_${number}`;

/** What the Connect button does: a fresh sandbox company and a single-use code for it. */
export async function approveConsent(books: StandinBooks, redirectUri: string) {
  const number = await nextCompanyNumber(books);
  const realmId = String(9_130_357_000_000_000n + BigInt(number) * 7919n);
  await createCompany(books, realmId, companyName(number));
  await save(books, 'Company', realmId, { number });
  const code = token('AB11');
  const expires = books.now().getTime() + CODE_SECONDS * 1000;
  await save(books, 'AuthCode', code, { realm_id: realmId, redirect_uri: redirectUri, used: false, expires });
  return { code, realmId };
}

const save = (books: StandinBooks, entity: string, id: string, body: Record<string, unknown>) =>
  books.store.save({ realm_id: OAUTH_REALM, entity, id, sync_token: '0', body, updated_at: books.now() });

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function consentPage(action: string, fields: Record<string, string>, company: string) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Connect to QuickBooks</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f8;color:#1a1a1a}main{max-width:28rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px}
button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.75rem;border-radius:4px;border:1px solid #1b7a12}button[value=connect]{background:#1b7a12;color:#fff}button[value=cancel]{background:#fff;color:#1a1a1a;border-color:#6b6c72}button:focus-visible{outline:3px solid #0077c5;outline-offset:2px}</style>
</head><body><main><h1>Connect to QuickBooks</h1>
<p>Employee Portal wants to read and write the books of <strong>${escape(company)}</strong> (QuickBooks Online sandbox, local stand-in).</p>
<form method="post" action="${escape(action)}">${hidden}
<button type="submit" name="decision" value="connect">Connect</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form></main></body></html>`;
}

const htmlPage = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

function redirectTo(target: string, params: Record<string, string>) {
  const url = new URL(target);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return new Response(null, { status: 302, headers: { location: url.toString() } });
}

export async function consent(books: StandinBooks, app: StandinApp, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const params = request.method === 'POST' ? new URLSearchParams(await request.text()) : url.searchParams;
  const clientId = params.get('client_id') ?? '';
  const redirectUri = params.get('redirect_uri') ?? '';
  const state = params.get('state') ?? '';
  const scope = params.get('scope') ?? '';
  if (clientId !== app.clientId || redirectUri !== app.redirectUri || params.get('response_type') !== 'code')
    return htmlPage(
      400,
      '<!doctype html><html lang="en"><title>Error</title><main><h1>Invalid request</h1><p>The app or its redirect URI is not registered.</p></main></html>',
    );
  if (!scope.split(' ').includes('com.intuit.quickbooks.accounting'))
    return redirectTo(redirectUri, { error: 'invalid_scope', state });
  if (request.method === 'GET') {
    const fields = { client_id: clientId, redirect_uri: redirectUri, state, scope, response_type: 'code' };
    return htmlPage(200, consentPage(url.pathname, fields, companyName(await nextCompanyNumber(books))));
  }
  if (params.get('decision') !== 'connect') return redirectTo(redirectUri, { error: 'access_denied', state });
  const { code, realmId } = await approveConsent(books, redirectUri);
  return redirectTo(redirectUri, { code, state, realmId });
}

function clientOf(request: Request, app: StandinApp): boolean {
  const header = request.headers.get('authorization') ?? '';
  const expected = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
  return header === expected;
}

async function issue(books: StandinBooks, realmId: string, grant: string) {
  const at = books.now().getTime();
  const access = token('eyJ');
  const refresh = token('RT1-');
  await save(books, 'AccessToken', access, { realm_id: realmId, grant, expires: at + ACCESS_SECONDS * 1000 });
  await save(books, 'RefreshToken', refresh, {
    realm_id: realmId,
    grant,
    dead: false,
    expires: at + REFRESH_SECONDS * 1000,
  });
  return json(200, {
    token_type: 'bearer',
    access_token: access,
    refresh_token: refresh,
    expires_in: ACCESS_SECONDS,
    x_refresh_token_expires_in: REFRESH_SECONDS,
  });
}

export async function tokens(books: StandinBooks, app: StandinApp, request: Request): Promise<Response> {
  if (request.method !== 'POST') return oauthError(405, 'invalid_request');
  if (!clientOf(request, app)) return oauthError(401, 'invalid_client');
  const form = new URLSearchParams(await request.text());
  const now = books.now().getTime();
  if (form.get('grant_type') === 'authorization_code') {
    const code = await books.store.find(OAUTH_REALM, 'AuthCode', form.get('code') ?? '');
    const body = code?.body;
    if (!code || !body || body.used || Number(body.expires) < now || body.redirect_uri !== form.get('redirect_uri'))
      return oauthError(400, 'invalid_grant');
    await save(books, 'AuthCode', code.id, { ...body, used: true });
    const grant = token('G');
    await save(books, 'Grant', grant, { realm_id: body.realm_id, revoked: false });
    return issue(books, String(body.realm_id), grant);
  }
  if (form.get('grant_type') === 'refresh_token') {
    const refresh = await books.store.find(OAUTH_REALM, 'RefreshToken', form.get('refresh_token') ?? '');
    const body = refresh?.body;
    const grant = body ? await books.store.find(OAUTH_REALM, 'Grant', String(body.grant)) : null;
    if (!refresh || !body || body.dead || Number(body.expires) < now || !grant || grant.body.revoked)
      return oauthError(400, 'invalid_grant');
    await save(books, 'RefreshToken', refresh.id, { ...body, dead: true });
    return issue(books, String(body.realm_id), String(body.grant));
  }
  return oauthError(400, 'unsupported_grant_type');
}

/** Revoking either token ends the whole grant: every access and refresh token it gave. */
export async function revoke(books: StandinBooks, app: StandinApp, request: Request): Promise<Response> {
  if (request.method !== 'POST') return oauthError(405, 'invalid_request');
  if (!clientOf(request, app)) return oauthError(401, 'invalid_client');
  let given = '';
  try {
    given = String((JSON.parse(await request.text()) as { token?: unknown }).token ?? '');
  } catch {
    return oauthError(400, 'invalid_request');
  }
  const found =
    (await books.store.find(OAUTH_REALM, 'RefreshToken', given)) ??
    (await books.store.find(OAUTH_REALM, 'AccessToken', given));
  if (!found) return oauthError(400, 'invalid_token');
  const grant = await books.store.find(OAUTH_REALM, 'Grant', String(found.body.grant));
  if (grant) await save(books, 'Grant', grant.id, { ...grant.body, revoked: true });
  return new Response(null, { status: 200 });
}

/** The realm an access token may reach, or null when it is unknown, expired or its grant revoked. */
export async function realmOfAccessToken(books: StandinBooks, accessToken: string): Promise<string | null> {
  const found = await books.store.find(OAUTH_REALM, 'AccessToken', accessToken);
  if (!found || Number(found.body.expires) < books.now().getTime()) return null;
  const grant = await books.store.find(OAUTH_REALM, 'Grant', String(found.body.grant));
  return grant && !grant.body.revoked ? String(found.body.realm_id) : null;
}
