/** The changes the other features report (issue 20): each reaches a subscribed endpoint with its envelope. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, JOBS_TODAY, jobSetting } from '../../../test/support/job-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { createOpenInvoice } from '../../../test/support/payment-factories.ts';
import { residentialClient } from '../invoices/index.ts';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../jobs/jobs.table.ts';
import { runWebhookDeliveries } from './index.ts';
import { startReceiver } from './webhook-receiver.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  // The receivers listen on 127.0.0.1, which only an operator's explicit opt-in lets webhooks reach.
  t = await createTestApp({ config: { webhooks: { allowPrivateAddresses: true } } });
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

const envelopes = (received: { body: string }[]) =>
  received.map(
    (request) => JSON.parse(request.body) as { type: string; data: Record<string, Record<string, unknown>> },
  );

describe('events from other features', () => {
  it('tells a completed job and a paid invoice, and nothing to an endpoint not subscribed to them', async () => {
    const setting = await jobSetting(t);
    const receiver = await startReceiver();
    const other = await startReceiver();
    try {
      const add = (url: string, events: string[]) =>
        send(setting.owner.token, 'POST', '/api/webhooks', { url, events });
      expect((await add(receiver.url, ['job.completed', 'invoice.paid'])).statusCode).toBe(200);
      expect((await add(other.url, ['client.created'])).statusCode).toBe(200);

      await setting.subscribe();
      const [stop] = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.organization_id, setting.organization.id), eq(jobs.service_date, JOBS_TODAY)));
      if (!stop) throw new Error('no job today');
      const done = await send(setting.tech.token, 'POST', `/api/jobs/${stop.id}/complete`, { gate_closed: true });
      expect(done.statusCode, done.body).toBe(200);

      const client = await createClient(t.db, setting.organization.id, { first_name: 'Payer' });
      const invoice = await createOpenInvoice(t.db, setting.organization.id, residentialClient(client.id), {
        amount_cents: 4_000,
        due_date: '2026-11-01',
      });
      const check = await t.injectAs(setting.owner.token, {
        method: 'POST',
        url: '/api/receive_check_payment',
        payload: {
          client_id: client.id,
          invoice_ids: [invoice.id],
          check_number: '77',
          check_date: '2026-11-20',
          amount_cents: 4_000,
        },
        headers: { 'idempotency-key': 'webhook-check' },
      });
      expect(check.statusCode, check.body).toBe(201);

      await runWebhookDeliveries(t.deps);
      const told = envelopes(receiver.received);
      expect(told.map((envelope) => envelope.type).sort()).toEqual(['invoice.paid', 'job.completed']);
      expect(told.find((envelope) => envelope.type === 'job.completed')!.data.job).toMatchObject({
        id: stop.id,
        service_date: JOBS_TODAY,
      });
      expect(told.find((envelope) => envelope.type === 'invoice.paid')!.data.invoice).toMatchObject({
        id: invoice.id,
        client_id: client.id,
        paid_cents: 4_000,
      });
      expect(other.received).toEqual([]);
    } finally {
      await receiver.close();
      await other.close();
    }
  });
});
