import { describe, expect, it } from 'vitest';
import { isPrivateAddress, refusedAddress } from './webhook-address.ts';

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
