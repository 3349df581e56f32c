import { describe, expect, it } from 'vitest';
import { webhookEndpointSchema } from './webhooks.schema.ts';
import { webhookRetryDelaySeconds } from './webhook-events.ts';

describe('webhook endpoint requests', () => {
  it('takes an http(s) URL and at least one known event, once each', () => {
    const parsed = webhookEndpointSchema.parse({
      url: ' https://hooks.example.com/portal ',
      events: ['client.created', 'client.created', 'invoice.paid'],
    });
    expect(parsed).toEqual({
      url: 'https://hooks.example.com/portal',
      events: ['client.created', 'invoice.paid'],
      enabled: true,
      description: null,
    });
  });

  it('refuses other schemes, credentials in the URL, unknown events and none', () => {
    for (const url of ['ftp://example.com/x', 'javascript:alert(1)', 'https://user:pw@example.com/', 'example.com'])
      expect(webhookEndpointSchema.safeParse({ url, events: ['job.completed'] }).success).toBe(false);
    const bad = webhookEndpointSchema.safeParse({ url: 'http://127.0.0.1:9/x', events: [] });
    expect(bad.error?.issues[0]?.message).toBe('Must be at least 1 items');
    expect(webhookEndpointSchema.safeParse({ url: 'http://x.test/', events: ['client.deleted'] }).success).toBe(false);
  });
});

describe('webhook retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 12 h, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6].map(webhookRetryDelaySeconds)).toEqual([60, 300, 1800, 7200, 43200, null]);
  });
});
