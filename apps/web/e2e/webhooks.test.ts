/**
 * Issue 20 as the owner sees it: on /settings/open_api the owner adds a webhook for a receiver (started here, on
 * 127.0.0.1, which the test servers are allowed to call), a client created through the API reaches it signed with the
 * endpoint's secret, the delivery shows in the log, and 'Send test event' goes out at once.
 * It needs the lead's wiring: <WebhooksPanel /> placed on the Open API settings page.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '@employee-portal/core/webhooks/webhook-signature';
import { callApi, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

interface Received {
  body: string;
  signature: string;
}

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString(),
        signature: String(request.headers['x-employee-portal-signature'] ?? ''),
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/portal-hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

async function waitFor<T>(what: string, find: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

describe('webhooks', () => {
  it('adds a webhook, delivers a created client to it signed, logs it and sends a test event', async () => {
    const { page, server } = suite;
    receiver = await startReceiver();
    await signIn(page, 'owner@demo.test');
    await page.goto(`${server.baseUrl}/settings/open_api`);
    const panel = page.getByRole('region', { name: 'Webhooks' });
    await panel.getByRole('heading', { name: 'Webhooks', level: 2 }).waitFor();

    await panel.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByLabel('Description').fill('E2E receiver');
    await dialog.getByRole('checkbox', { name: /client\.created/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing Secret' });
    const secret = await secretDialog.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const card = panel.getByRole('article', { name: 'Webhook E2E receiver' });
    await card.getByText(receiver.url).waitFor();

    const token = await storedToken(page);
    const made = await callApi<{ client: { id: number } }>(server.baseUrl, token!, 'POST', '/clients', {
      first_name: 'Webhook',
      last_name: 'Receiver',
      email: `webhook-e2e-${Date.now()}@example.com`,
      phone: '3035550199',
      locations: [{ address_line1: '1 Hook St', city: 'Denver', state: 'CO', zip: '80202', dog_count: 1 }],
    });

    // The server's scheduled pass sends it within seconds.
    const delivery = await waitFor('the client.created delivery', () =>
      receiver!.received.find((request) => JSON.parse(request.body).type === 'client.created'),
    );
    const envelope = JSON.parse(delivery.body);
    expect(envelope.data.client).toMatchObject({ id: made.client.id, first_name: 'Webhook', last_name: 'Receiver' });
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyWebhookSignature(secret, delivery.signature, delivery.body, now)).toBe(true);

    await card.getByRole('button', { name: 'Delivery log' }).click();
    const log = card.getByRole('table', { name: 'Delivery log' });
    await log.getByRole('row').filter({ hasText: 'client.created' }).filter({ hasText: 'Delivered' }).waitFor();

    await card.getByRole('button', { name: 'Send test event' }).click();
    await log.getByRole('row').filter({ hasText: 'webhook.test' }).filter({ hasText: 'Delivered' }).waitFor();
    const test = receiver.received.find((request) => JSON.parse(request.body).type === 'webhook.test');
    expect(test && (await verifyWebhookSignature(secret, test.signature, test.body, now + 60))).toBe(true);

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Webhook' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
  });
});
