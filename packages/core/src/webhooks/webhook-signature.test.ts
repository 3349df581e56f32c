import { describe, expect, it } from 'vitest';
import {
  parseWebhookSignatureHeader,
  verifyWebhookSignature,
  webhookSignature,
  webhookSignatureHeader,
} from './webhook-signature.ts';

const SECRET = 'whsec_test_secret';
const T = 1767225600;
const BODY = '{"type":"client.created","created":1767225600,"data":{"client":{"id":1}}}';
// Worked out apart from this code: openssl / node:crypto createHmac('sha256', SECRET).update(`${T}.${BODY}`).
const VECTOR = 'd4066d58b67db75dfa793856bc4571d6238e6636dcca4e03744449c368edc910';

describe('webhook signatures', () => {
  it('is HMAC-SHA256 over "timestamp.body", in hex (test vector)', async () => {
    expect(await webhookSignature(SECRET, T, BODY)).toBe(VECTOR);
    expect(await webhookSignatureHeader(SECRET, T, BODY)).toBe(`t=${T},v1=${VECTOR}`);
  });

  it('verifies a fresh header and refuses a changed body, another secret or an old timestamp', async () => {
    const header = `t=${T},v1=${VECTOR}`;
    expect(await verifyWebhookSignature(SECRET, header, BODY, T + 10)).toBe(true);
    expect(await verifyWebhookSignature(SECRET, header, `${BODY} `, T + 10)).toBe(false);
    expect(await verifyWebhookSignature('whsec_other', header, BODY, T + 10)).toBe(false);
    expect(await verifyWebhookSignature(SECRET, header, BODY, T + 301)).toBe(false);
    expect(await verifyWebhookSignature(SECRET, 'v1=abc', BODY, T)).toBe(false);
  });

  it('reads every v1 signature of a header', () => {
    expect(parseWebhookSignatureHeader('t=5, v1=aa, v1=bb')).toEqual({ timestamp: 5, signatures: ['aa', 'bb'] });
    expect(parseWebhookSignatureHeader('t=x,v1=aa')).toBeNull();
  });
});
