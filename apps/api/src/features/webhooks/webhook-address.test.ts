import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, refusedAddress } from './webhook-address.ts';
import { postToReceiver, publicOnlyLookup, RefusedAddressError } from './webhook-request.ts';

describe('webhook addresses', () => {
  it('knows loopback, private, link-local and mapped addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fd00::1'])
      expect(isPrivateAddress(address), address).toBe(true);
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700::1111']) expect(isPrivateAddress(address)).toBe(false);
  });

  it('refuses private hosts only when they are not allowed, and other schemes always', async () => {
    const local = new URL('http://127.0.0.1:8080/hook');
    expect(await refusedAddress(local, true)).toBeNull();
    expect(await refusedAddress(local, false)).toMatch(/private or loopback/);
    expect(await refusedAddress(new URL('http://localhost/hook'), false)).toMatch(/private or loopback/);
    expect(await refusedAddress(new URL('http://[::1]:9/hook'), false)).toMatch(/private or loopback/);
    expect(await refusedAddress(new URL('file:///etc/passwd'), true)).toMatch(/Only http and https/);
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
