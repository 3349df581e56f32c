/**
 * How deliveries are signed, and how a receiver checks them:
 *
 *   X-Employee-Portal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint secret>
 *
 * A receiver recomputes v1 over the exact bytes it received, compares in constant time, and refuses a `t` older than
 * a few minutes, so a captured delivery cannot be replayed later. In Node, for example:
 *
 *   const [t, v1] = header.split(',').map((part) => part.split('=')[1]);
 *   const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
 *   const valid = timingSafeEqual(Buffer.from(v1), Buffer.from(expected)) && Date.now() / 1000 - Number(t) < 300;
 *
 * Deliveries are at least once: a retried or resent event keeps its `id`, which a receiver uses to drop repeats.
 * Web Crypto keeps this module free of Node imports, so the same function runs in tests, the API and a browser.
 */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Employee-Portal-Signature';
/** How old a signed timestamp a receiver should still accept. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
}

export async function webhookSignatureHeader(secret: string, timestamp: number, body: string): Promise<string> {
  return `t=${timestamp},v1=${await webhookSignature(secret, timestamp, body)}`;
}

export function parseWebhookSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value as string);
  return Number.isInteger(timestamp) && signatures.length ? { timestamp, signatures } : null;
}

function sameText(a: string, b: string) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** True when the header signs this body with this secret and its timestamp is within the tolerance of `nowSeconds`. */
export async function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
): Promise<boolean> {
  const parsed = parseWebhookSignatureHeader(header);
  if (!parsed || Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return false;
  const expected = await webhookSignature(secret, parsed.timestamp, body);
  return parsed.signatures.some((signature) => sameText(signature, expected));
}
