import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { webhookStartupWarning } from './index.ts';
import { isPublicAddress, refusedAddress } from './webhook-address.ts';
import { startReceiver } from './webhook-receiver.test-support.ts';
import { postToReceiver, publicOnlyLookup, RefusedAddressError } from './webhook-request.ts';

describe('webhook addresses', () => {
  it('reads every spelling of a loopback, private, link-local or metadata address as not public', () => {
    for (const address of [
      '127.0.0.1',
      '0x7f.1',
      '2130706433',
      '0177.0.0.1',
      '127.1',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1', // carrier-grade NAT
      '169.254.169.254', // cloud metadata
      '198.18.0.1', // benchmarking
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:7f00:1]',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '::ffff:0:7f00:1', // IPv4-translated
      '64:ff9b::7f00:1', // NAT64
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a00:1', // local-use NAT64
      '::7f00:1', // IPv4-compatible
      '::127.0.0.1',
      '::8.8.8.8',
      'fd00:ec2::254', // cloud metadata over IPv6
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '2002:7f00:1::1', // 6to4
      '2001::1', // Teredo
      '2001:db8::1', // documentation
      'localhost',
      '',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('lets public addresses through, an IPv4 one in IPv6 dress too', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses private hosts in every URL spelling unless allowed, and other schemes always', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://0x7f.1/hook',
      'http://2130706433/hook',
      'http://0177.0.0.1/hook',
      'http://127.1/hook',
      'http://[::ffff:127.0.0.1]:8899/',
      'http://[::ffff:7f00:1]:8899/',
      'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://[::1]:9/hook',
      'http://localhost/hook',
    ]) {
      expect(await refusedAddress(new URL(url), false), url).toMatch(/private or loopback/);
      expect(await refusedAddress(new URL(url), true), url).toBeNull();
    }
    expect(await refusedAddress(new URL('http://8.8.8.8/hook'), false)).toBeNull();
    expect(await refusedAddress(new URL('file:///etc/passwd'), true)).toMatch(/Only http and https/);
  });

  it('warns at start only when an operator let webhooks reach private networks', () => {
    expect(webhookStartupWarning({ allowPrivateAddresses: false })).toBeNull();
    expect(webhookStartupWarning({ allowPrivateAddresses: true })).toMatch(/^WARNING: WEBHOOKS_ALLOW_PRIVATE_NETWORKS/);
  });
});

describe('the connection to a receiver', () => {
  const lookupOf = (allowPrivate: boolean, hostname: string, all = false) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      publicOnlyLookup(allowPrivate)(hostname, { all }, (error, address) => resolve({ error, address })),
    );

  it('checks the addresses it connects to, so a name that turns private after the first check is refused', async () => {
    // localhost stands for a name whose DNS answer changed to a private address between the check and the connection.
    const refused = await lookupOf(false, 'localhost');
    expect(refused.error).toBeInstanceOf(RefusedAddressError);
    expect(refused.error?.message).toMatch(/private or loopback/);
    expect((await lookupOf(true, 'localhost')).address).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect((await lookupOf(true, 'localhost', true)).address).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) })]),
    );
  });

  it('does not connect to a private address written in the URL, which Node dials without a lookup', async () => {
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.url).port;
      for (const url of [receiver.url, `http://[::ffff:127.0.0.1]:${port}/hooks`, `http://[::ffff:7f00:1]:${port}/`]) {
        const sent = postToReceiver({
          url: new URL(url),
          headers: {},
          body: '{}',
          timeoutMs: 5_000,
          snippetBytes: 500,
          allowPrivateAddresses: false,
        });
        await expect(sent, url).rejects.toBeInstanceOf(RefusedAddressError);
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it('reads only the start of a huge answer', async () => {
    const huge = 'x'.repeat(5_000_000);
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200).end(huge));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await postToReceiver({
        url: new URL(`http://127.0.0.1:${port}/hooks`),
        headers: { 'content-type': 'application/json' },
        body: '{}',
        timeoutMs: 5_000,
        snippetBytes: 500,
        allowPrivateAddresses: true,
      });
      expect(answer).toEqual({ status: 200, snippet: 'x'.repeat(500) });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
