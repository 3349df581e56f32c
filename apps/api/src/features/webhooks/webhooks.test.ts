import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { clientBody } from '../clients/client-test-helpers.ts';
import { runWebhookDeliveries, webhooksSettingsState } from './index.ts';
import { startReceiver } from './webhook-receiver.test-support.ts';
import { insertEndpoint } from './webhooks.repository.ts';

let t: TestApp;
beforeAll(async () => {
  // These tests deliver to receivers on 127.0.0.1, which only an operator's explicit opt-in allows.
  t = await createTestApp({ config: { webhooks: { allowPrivateAddresses: true } } });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : (payload ?? {}) });

async function setting() {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
  return { organization, owner, tech };
}

async function addEndpoint(token: string, url: string, events = ['client.created']) {
  const created = await send(token, 'POST', '/api/webhooks', { url, events });
  expect(created.statusCode, created.body).toBe(200);
  return created.json() as { webhook_endpoint: { id: number; secret_hint: string }; secret: string };
}

const log = async (token: string, id: number) => {
  const answer = await send(token, 'GET', `/api/webhooks/${id}/deliveries?per_page=10`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: number; status: string; attempt_count: number; response_status: number | null }[];
};

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

describe('webhook endpoints', () => {
  it('adds, lists, edits, reveals the secret of and deletes an endpoint', async () => {
    const { organization, owner } = await setting();
    expect(await webhooksSettingsState(t.db, organization.id)).toBeNull();
    const { webhook_endpoint, secret } = await addEndpoint(owner.token, 'https://hooks.example.com/a');
    expect(secret).toMatch(/^whsec_/);
    expect(webhook_endpoint.secret_hint).toBe(secret.slice(-4));
    expect(await webhooksSettingsState(t.db, organization.id)).toBe('1 webhook');

    const listed = (await send(owner.token, 'GET', '/api/webhooks')).json();
    expect(listed.webhook_endpoints).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.event_types.map((row: { type: string }) => row.type)).toEqual([
      'client.created',
      'job.completed',
      'invoice.paid',
    ]);

    const id = webhook_endpoint.id;
    const edited = await send(owner.token, 'PUT', `/api/webhooks/${id}`, {
      url: 'https://hooks.example.com/b',
      events: ['invoice.paid', 'job.completed'],
      enabled: false,
      description: 'Books',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().webhook_endpoint).toMatchObject({ url: 'https://hooks.example.com/b', enabled: false });
    expect((await send(owner.token, 'POST', `/api/webhooks/${id}/secret`)).json()).toEqual({ secret });

    expect((await send(owner.token, 'DELETE', `/api/webhooks/${id}`)).statusCode).toBe(200);
    expect((await send(owner.token, 'GET', '/api/webhooks')).json().webhook_endpoints).toEqual([]);
  });

  it('refuses bad URLs and events (422), other tenants’ endpoints (404) and members without open_api (403)', async () => {
    const { owner, tech } = await setting();
    const other = await setting();
    const bad = await send(owner.token, 'POST', '/api/webhooks', { url: 'file:///etc/passwd', events: ['nope'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['events.0', 'url'].sort());
    const theirs = await addEndpoint(other.owner.token, 'https://hooks.example.com/theirs');
    const id = theirs.webhook_endpoint.id;
    for (const [method, url] of [
      ['PUT', `/api/webhooks/${id}`],
      ['DELETE', `/api/webhooks/${id}`],
      ['POST', `/api/webhooks/${id}/secret`],
      ['POST', `/api/webhooks/${id}/test`],
      ['GET', `/api/webhooks/${id}/deliveries`],
    ] as const) {
      const answer = await send(owner.token, method, url, { url: 'https://x.example.com/', events: ['invoice.paid'] });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await send(tech.token, 'GET', '/api/webhooks')).statusCode).toBe(403);
    expect(
      (await send(tech.token, 'POST', '/api/webhooks', { url: 'https://x.example.com/', events: [] })).statusCode,
    ).toBe(403);
  });
});

describe('webhook deliveries', () => {
  it('delivers a created client to a local receiver with a valid signature, and nothing to a disabled endpoint', async () => {
    const { owner } = await setting();
    const receiver = await startReceiver();
    const disabledReceiver = await startReceiver();
    try {
      const { webhook_endpoint, secret } = await addEndpoint(owner.token, receiver.url);
      const off = await addEndpoint(owner.token, disabledReceiver.url);
      await send(owner.token, 'PUT', `/api/webhooks/${off.webhook_endpoint.id}`, {
        url: disabledReceiver.url,
        events: ['client.created'],
        enabled: false,
      });
      const made = await send(
        owner.token,
        'POST',
        '/api/clients',
        clientBody({ first_name: 'Hook', last_name: 'Test' }),
      );
      expect(made.statusCode, made.body).toBe(201);

      expect(await runWebhookDeliveries(t.deps)).toMatchObject({ attempted: 1 });
      expect(receiver.received).toHaveLength(1);
      const [{ body, signature }] = receiver.received as [{ body: string; signature: string }];
      expect(await verifyWebhookSignature(secret, signature, body, nowSeconds())).toBe(true);
      expect(await verifyWebhookSignature('whsec_wrong', signature, body, nowSeconds())).toBe(false);
      const envelope = JSON.parse(body);
      expect(envelope).toMatchObject({
        type: 'client.created',
        id: expect.stringMatching(/^evt_/),
        data: { client: { id: made.json().client.id, first_name: 'Hook', last_name: 'Test' } },
      });
      expect(typeof envelope.created).toBe('number');
      expect(disabledReceiver.received).toHaveLength(0);

      const [row] = await log(owner.token, webhook_endpoint.id);
      expect(row).toMatchObject({ status: 'delivered', attempt_count: 1, response_status: 200 });
      expect(await log(owner.token, off.webhook_endpoint.id)).toEqual([]);
      expect(await runWebhookDeliveries(t.deps)).toMatchObject({ attempted: 0 });
    } finally {
      await receiver.close();
      await disabledReceiver.close();
    }
  });

  it('retries after a 500 on the backoff schedule, then delivers; gives up after the sixth failure', async () => {
    const { owner } = await setting();
    const receiver = await startReceiver({ statuses: [500, 200, 500, 500, 500, 500, 500, 500] });
    try {
      const { webhook_endpoint } = await addEndpoint(owner.token, receiver.url);
      const id = webhook_endpoint.id;
      await send(owner.token, 'POST', '/api/clients', clientBody({ first_name: 'Retry', last_name: 'Once' }));
      await runWebhookDeliveries(t.deps);
      const [first] = await log(owner.token, id);
      expect(first).toMatchObject({ status: 'pending', attempt_count: 1, response_status: 500 });
      const firstNext = (await send(owner.token, 'GET', `/api/webhooks/${id}/deliveries`)).json().data[0]
        .next_attempt_at;
      expect(new Date(firstNext).getTime() - t.clock.now().getTime()).toBe(60_000);

      t.clock.advance(30_000);
      await runWebhookDeliveries(t.deps);
      expect(receiver.received).toHaveLength(1);
      t.clock.advance(31_000);
      await runWebhookDeliveries(t.deps);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body);
      expect((await log(owner.token, id))[0]).toMatchObject({ status: 'delivered', attempt_count: 2 });

      // A second event meets six failures: 1 min, 5 min, 30 min, 2 h, 12 h apart, then it is given up.
      await send(owner.token, 'POST', '/api/clients', clientBody({ first_name: 'Retry', last_name: 'Never' }));
      await runWebhookDeliveries(t.deps);
      for (const waitSeconds of [60, 300, 1800, 7200, 43200]) {
        t.clock.advance(waitSeconds * 1000);
        await runWebhookDeliveries(t.deps);
      }
      const [given] = await log(owner.token, id);
      expect(given).toMatchObject({ status: 'failed', attempt_count: 6, response_status: 500 });
      t.clock.advance(86_400_000);
      expect(await runWebhookDeliveries(t.deps)).toMatchObject({ attempted: 0 });

      const resent = await send(owner.token, 'POST', `/api/webhooks/${id}/deliveries/${given!.id}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().webhook_delivery).toMatchObject({ status: 'delivered', attempt_count: 7 });
      expect(receiver.received.at(-1)!.body).toBe(receiver.received.at(-2)!.body);
    } finally {
      await receiver.close();
    }
  });

  it('delivers each event once when two passes run at the same time', async () => {
    const { owner } = await setting();
    const receiver = await startReceiver({ delayMs: 150 });
    try {
      await addEndpoint(owner.token, receiver.url);
      for (const n of [1, 2, 3, 4])
        await send(owner.token, 'POST', '/api/clients', clientBody({ first_name: `Twice${n}`, last_name: 'Never' }));
      const passes = await Promise.all([runWebhookDeliveries(t.deps), runWebhookDeliveries(t.deps)]);
      expect(passes[0]!.attempted + passes[1]!.attempted).toBe(4);
      expect(receiver.received).toHaveLength(4);
      const ids = receiver.received.map((request) => JSON.parse(request.body).id);
      expect(new Set(ids).size).toBe(4);
    } finally {
      await receiver.close();
    }
  });

  it('sends a test event at once and answers how it went', async () => {
    const { owner } = await setting();
    const receiver = await startReceiver({ statuses: [204] });
    try {
      const { webhook_endpoint, secret } = await addEndpoint(owner.token, receiver.url, ['job.completed']);
      const tested = await send(owner.token, 'POST', `/api/webhooks/${webhook_endpoint.id}/test`);
      expect(tested.statusCode, tested.body).toBe(200);
      expect(tested.json().webhook_delivery).toMatchObject({
        event_type: 'webhook.test',
        status: 'delivered',
        response_status: 204,
      });
      const [{ body, signature }] = receiver.received as [{ body: string; signature: string }];
      expect(await verifyWebhookSignature(secret, signature, body, nowSeconds())).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhooks on a server that keeps them off private networks (the default)', () => {
  let guarded: TestApp;
  let token: string;
  beforeAll(async () => {
    guarded = await createTestApp();
    const organization = await createOrganization(guarded.db);
    token = (await createMember(guarded.db, organization.id, { role: 'Owner' })).token;
  });
  afterAll(() => guarded.close());

  it('refuses to save a URL at a private, loopback or metadata address, however it is spelled', async () => {
    const saved = await guarded.injectAs(token, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://hooks.example.com/fine', events: ['client.created'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().webhook_endpoint.id;
    for (const url of [
      'http://[::ffff:127.0.0.1]:8899/',
      'http://[::ffff:7f00:1]:8899/',
      'http://0x7f.1:8899/',
      'http://2130706433:8899/',
      'http://0177.0.0.1:8899/',
      'http://127.1:8899/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://10.0.0.5/hooks',
      'http://localhost:8899/',
    ]) {
      for (const [method, path] of [
        ['POST', '/api/webhooks'],
        ['PUT', `/api/webhooks/${id}`],
      ] as const) {
        const answer = await guarded.injectAs(token, {
          method,
          url: path,
          payload: { url, events: ['client.created'] },
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(422);
        expect(answer.json().errors.url, url).toEqual([
          'This URL leads to a private, loopback or cloud metadata address, which webhooks may not reach.',
        ]);
      }
    }
    const listed = await guarded.injectAs(token, { method: 'GET', url: '/api/webhooks' });
    expect(listed.json().webhook_endpoints.map((row: { url: string }) => row.url)).toEqual([
      'https://hooks.example.com/fine',
    ]);
  });

  it('does not deliver to an endpoint saved before the check that points at a local receiver, nor show its answer', async () => {
    const receiver = await startReceiver({ statuses: [200] });
    try {
      const organization = await createOrganization(guarded.db);
      const owner = await createMember(guarded.db, organization.id, { role: 'Owner' });
      const port = new URL(receiver.url).port;
      const ids: number[] = [];
      for (const url of [`http://[::ffff:127.0.0.1]:${port}/hooks`, receiver.url]) {
        const row = await insertEndpoint(
          guarded.db,
          organization.id,
          { url, events: ['client.created'], enabled: true, description: null, secret_sealed: null, secret_hint: null },
          guarded.clock.now(),
        );
        ids.push(row.id);
      }
      for (const id of ids) {
        const tested = await guarded.injectAs(owner.token, { method: 'POST', url: `/api/webhooks/${id}/test` });
        expect(tested.statusCode, tested.body).toBe(200);
        expect(tested.json().webhook_delivery).toMatchObject({
          status: 'pending',
          response_status: null,
          response_snippet: 'Refused: the URL points to a private or loopback address.',
        });
        expect(tested.body).not.toContain('answer 200');
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
