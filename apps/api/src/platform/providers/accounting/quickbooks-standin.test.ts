import { describe, expect, it } from 'vitest';
import { QBO_APP, quickbooksFixture, STANDIN_URL } from '../../../../test/support/quickbooks-fixture.ts';

/** The stand-in answers the parts of Intuit's API a client may call beyond what the adapter uses, as documented. */

async function queryAs(statement: string, token?: string) {
  const fixture = quickbooksFixture();
  const company = await fixture.connect();
  const url = new URL(`${STANDIN_URL}/v3/company/${company.realm_id}/query`);
  url.searchParams.set('query', statement);
  url.searchParams.set('minorversion', '75');
  const response = await fixture.standin.handle(
    new Request(url, {
      headers: { authorization: `Bearer ${token ?? company.access_token}`, accept: 'application/json' },
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, Record<string, unknown>> };
}

describe('the stand-in query endpoint', () => {
  it('filters with =, LIKE and IN, pages, counts, and leaves the entity out of an empty answer', async () => {
    const byEmail = await queryAs(
      "select * from Customer where PrimaryEmailAddr.Address = 'david.wilson1@example.com'",
    );
    expect(byEmail.body.QueryResponse?.Customer).toEqual([expect.objectContaining({ DisplayName: 'Dave Wilson' })]);
    const like = await queryAs("SELECT * FROM Customer WHERE DisplayName LIKE '%walk%'");
    expect(like.body.QueryResponse?.Customer).toEqual([expect.objectContaining({ DisplayName: 'Matthew Walker' })]);
    const anyOf = await queryAs("select * from Account where AccountType in ('Bank', 'Expense') MAXRESULTS 2");
    expect(anyOf.body.QueryResponse).toMatchObject({ startPosition: 1, maxResults: 2 });
    expect(anyOf.body.QueryResponse?.Account).toHaveLength(2);
    expect((await queryAs('select count(*) from Item')).body.QueryResponse).toEqual({ totalCount: 4 });
    expect((await queryAs("select * from Invoice where DocNumber = '1'")).body.QueryResponse).toEqual({});
  });

  it('answers a query it cannot parse with fault 4000, and a call without a live token with 401', async () => {
    const bad = await queryAs('select Id from Nowhere');
    expect(bad.status).toBe(400);
    expect(bad.body.Fault).toMatchObject({ Error: [expect.objectContaining({ code: '4000' })] });
    const stranger = await queryAs('select * from Customer', 'eyJ-made-up');
    expect(stranger.status).toBe(401);
    expect(stranger.body.Fault).toMatchObject({ type: 'AUTHENTICATION' });
  });
});

describe('the stand-in consent page', () => {
  const consentUrl = (params: Record<string, string>) => {
    const url = new URL(`${STANDIN_URL}/connect/oauth2`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url;
  };
  const valid = {
    client_id: QBO_APP.clientId,
    response_type: 'code',
    scope: 'com.intuit.quickbooks.accounting',
    redirect_uri: QBO_APP.redirectUri,
    state: 's1',
  };

  it('names the company it will connect, with Connect and Cancel buttons', async () => {
    const { standin } = quickbooksFixture();
    const page = await (await standin.handle(new Request(consentUrl(valid)))).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<main>');
    expect(page).toContain('Sandbox Company_US_1');
    expect(page).toMatch(/<button type="submit" name="decision" value="connect">Connect<\/button>/);
    expect(page).toMatch(/<button type="submit" name="decision" value="cancel">Cancel<\/button>/);
  });

  it('sends a request without the accounting scope back with invalid_scope, and an unknown app nowhere', async () => {
    const { standin } = quickbooksFixture();
    const noScope = await standin.handle(new Request(consentUrl({ ...valid, scope: 'openid' })));
    expect(new URL(noScope.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_scope');
    const unknown = await standin.handle(new Request(consentUrl({ ...valid, client_id: 'other-app' })));
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('location')).toBeNull();
  });
});
