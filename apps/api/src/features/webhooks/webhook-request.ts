/**
 * One POST to a receiver, guarded where the address check alone cannot be: the host is checked again as the
 * connection is made, on the very addresses it connects to (a name that resolved to a public address for the check
 * and to a private one a moment later, DNS rebinding, is refused), and only the start of the answer is read (a
 * receiver cannot make the server hold a huge body).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, PRIVATE_ADDRESS_REFUSAL } from './webhook-address.ts';

export class RefusedAddressError extends Error {
  constructor() {
    super(PRIVATE_ADDRESS_REFUSAL);
    this.name = 'RefusedAddressError';
  }
}

/** Resolves as the system does, then refuses the connection if any address it would use is private. */
export function publicOnlyLookup(allowPrivateAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivateAddresses && !addresses.every((entry) => isPublicAddress(entry.address)))
        return callback(new RefusedAddressError(), '', 0);
      if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

export interface ReceiverAnswer {
  status: number;
  /** The first `snippetBytes` of the answer's body, as text. */
  snippet: string;
}

export interface ReceiverRequest {
  url: URL;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  snippetBytes: number;
  allowPrivateAddresses: boolean;
}

/**
 * POSTs `body`; a redirect counts as the receiver's answer (following it could lead anywhere). Rejects with a
 * TimeoutError when the whole exchange takes longer than `timeoutMs`.
 */
export function postToReceiver(request: ReceiverRequest): Promise<ReceiverAnswer> {
  const client = request.url.protocol === 'https:' ? https : http;
  // Node connects to an address written in the URL without asking `lookup`, so such a host is checked here.
  const literal = request.url.hostname.replace(/^\[|\]$/g, '');
  if (!request.allowPrivateAddresses && isIP(literal) && !isPublicAddress(literal))
    return Promise.reject(new RefusedAddressError());
  return new Promise((resolve, reject) => {
    const outgoing = client.request(request.url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
      lookup: publicOnlyLookup(request.allowPrivateAddresses),
    });
    const deadline = setTimeout(() => {
      const timedOut = new Error('No answer in time');
      timedOut.name = 'TimeoutError';
      outgoing.destroy(timedOut);
    }, request.timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      const finish = () => {
        clearTimeout(deadline);
        resolve({
          status: response.statusCode ?? 0,
          snippet: Buffer.concat(chunks).subarray(0, request.snippetBytes).toString('utf8'),
        });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        // Enough read: the rest of the body is not ours to hold.
        if (length >= request.snippetBytes) {
          response.destroy();
          finish();
        }
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    outgoing.end(request.body);
  });
}
