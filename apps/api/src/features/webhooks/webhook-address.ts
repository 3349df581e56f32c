/**
 * Where a webhook may be sent. In production an organization must not be able to point the server at loopback or
 * private-network services (cloud metadata at 169.254.169.254, an internal admin port): the URL's host is resolved
 * and every address it names must be public. Elsewhere (`allowPrivateAddresses`) local receivers are allowed.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const V4_PRIVATE: [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8],
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8],
  [0xa9fe0000, 16], // link-local, cloud metadata
  [0xac100000, 12],
  [0xc0000000, 24],
  [0xc0a80000, 16],
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
];

function v4Number(address: string) {
  return address.split('.').reduce((total, part) => total * 256 + Number(part), 0);
}

export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const value = v4Number(address);
    return V4_PRIVATE.some(
      ([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
    );
  }
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPrivateAddress(mapped[1]!);
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd]/.test(lower) || // unique local
    /^fe[89ab]/.test(lower) || // link-local
    lower.startsWith('ff') // multicast
  );
}

export const PRIVATE_ADDRESS_REFUSAL = 'Refused: the URL points to a private or loopback address.';

/** Null when the URL may be called; otherwise why not, for the delivery log. */
export async function refusedAddress(url: URL, allowPrivateAddresses: boolean): Promise<string | null> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only http and https URLs are called.';
  if (allowPrivateAddresses) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `The host ${host} could not be found.`;
  }
  return addresses.some(isPrivateAddress) ? PRIVATE_ADDRESS_REFUSAL : null;
}
