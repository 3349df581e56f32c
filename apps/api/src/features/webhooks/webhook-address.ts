/**
 * Where a webhook may be sent. An organization must not be able to point the server at loopback or private-network
 * services (cloud metadata at 169.254.169.254 or fd00:ec2::254, an internal admin port): the URL's host is resolved
 * and every address it names must be public. Only an operator's explicit opt-in (`allowPrivateAddresses`) lets
 * deliveries reach local receivers.
 *
 * Addresses are compared as parsed bytes, never as text: one address has many spellings (0x7f.1, 2130706433,
 * 0177.0.0.1, 127.1, ::ffff:127.0.0.1, ::ffff:7f00:1, 64:ff9b::7f00:1) and a text pattern misses some of them.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// IPv6 ranges whose last 32 bits are an IPv4 address the packet ends up at: IPv4-mapped, IPv4-translated (RFC 6145)
// and NAT64 (RFC 6052, and the local-use prefix of RFC 8215).
const CARRIES_IPV4 = [
  ipaddr.IPv6.parseCIDR('::ffff:0:0/96'),
  ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'),
  ipaddr.IPv6.parseCIDR('64:ff9b::/96'),
  ipaddr.IPv6.parseCIDR('64:ff9b:1::/48'),
];
// The IPv4-compatible form (::a.b.c.d), deprecated since 2006: no receiver needs it, and systems read it differently.
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (!CARRIES_IPV4.some((range) => address.match(range))) return null;
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12));
}

/**
 * True only for a globally routable unicast address. Everything ipaddr.js files under another range is refused:
 * unspecified, loopback, private, carrier-grade NAT, link-local (cloud metadata), unique-local, multicast,
 * broadcast, documentation and reserved blocks, and the 6to4 and Teredo tunnels, which could lead anywhere.
 * Text that is no address at all is not public either.
 */
export function isPublicAddress(text: string): boolean {
  let bare = text.replace(/^\[|\]$/g, '');
  // ipaddr.js reads '::a.b.c.d' as IPv4-mapped; the URL standard's own parser writes it the one canonical way first.
  if (isIP(bare) === 6) bare = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  if (!ipaddr.isValid(bare)) return false;
  const address = ipaddr.parse(bare);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  if (v6.match(IPV4_COMPATIBLE)) return false;
  const carried = embeddedIpv4(v6);
  if (carried) return carried.range() === 'unicast';
  return v6.range() === 'unicast';
}

export const PRIVATE_ADDRESS_REFUSAL = 'Refused: the URL points to a private or loopback address.';

/** Null when the URL may be called; otherwise why not, for the delivery log. */
export async function refusedAddress(url: URL, allowPrivateAddresses: boolean): Promise<string | null> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only http and https URLs are called.';
  if (allowPrivateAddresses) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `The host ${host} could not be found.`;
  }
  return addresses.every(isPublicAddress) ? null : PRIVATE_ADDRESS_REFUSAL;
}

/**
 * The check when a URL is saved: a host that names or resolves to a private address is refused at once. A name that
 * does not resolve yet is let through (the receiver may not be set up yet); each delivery checks again anyway.
 */
export async function privateAddressOfUrl(url: string, allowPrivateAddresses: boolean): Promise<boolean> {
  if (allowPrivateAddresses) return false;
  return (await refusedAddress(new URL(url), false)) === PRIVATE_ADDRESS_REFUSAL;
}
