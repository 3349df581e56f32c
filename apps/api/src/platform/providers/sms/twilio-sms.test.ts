import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTwilioSms, toE164 } from './twilio-sms.ts';

/**
 * The real Twilio adapter against a local stand-in that answers as Twilio's Messages resource documents:
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth (SID:token), form-encoded To/From/Body;
 * 201 with the message resource on success, 4xx with { code, message, more_info, status } on refusal.
 */

interface Received {
  method: string;
  url: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'test-auth-token';
const FROM = '+15005550006';

let received: Received[] = [];
let answer: { status: number; body: string } = { status: 201, body: '{}' };
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'] ?? '',
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const twilioMessage = (to: string, body: string) =>
  JSON.stringify({
    sid: 'SM0123456789abcdef0123456789abcdef',
    account_sid: ACCOUNT_SID,
    to,
    from: FROM,
    body,
    status: 'queued',
    num_segments: '1',
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
  });

const sms = () => createTwilioSms({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, baseUrl });

describe('Twilio SMS adapter', () => {
  it('posts the message to the account Messages resource with basic auth and a form body', async () => {
    answer = { status: 201, body: twilioMessage('+13035550199', 'Your code is 1234') };
    const body = 'Your Employee Portal login code is 1234. Ünïcode & symbols: 100% = ok?';
    await sms().send({ to: '(303) 555-0199', body });

    expect(received).toEqual([
      {
        method: 'POST',
        url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        form: { To: '+13035550199', From: FROM, Body: body },
      },
    ]);
  });

  it("rejects with Twilio's own message when Twilio refuses the number", async () => {
    answer = {
      status: 400,
      body: JSON.stringify({
        code: 21211,
        message: "The 'To' number is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      }),
    };
    await expect(sms().send({ to: '0000000000', body: 'hello' })).rejects.toThrow(
      "The 'To' number is not a valid phone number.",
    );
    await expect(sms().send({ to: '0000000000', body: 'hello' })).rejects.toThrow(/400.*21211/);
  });

  it('rejects when Twilio answers an error without a JSON body (an outage page), so the caller never thinks it was sent', async () => {
    answer = { status: 503, body: '<html><body>Service Unavailable</body></html>' };
    await expect(sms().send({ to: '3035550199', body: 'hello' })).rejects.toThrow(/503/);
  });

  it('rejects when Twilio cannot be reached', async () => {
    const unreachable = createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(unreachable.send({ to: '3035550199', body: 'hello' })).rejects.toThrow();
  });
});

describe('toE164', () => {
  it('turns stored 10-digit US phones into E.164 and leaves international numbers as they are', () => {
    expect(toE164('3035550199')).toBe('+13035550199');
    expect(toE164('303-555-0199')).toBe('+13035550199');
    expect(toE164('+447700900123')).toBe('+447700900123');
  });
});
