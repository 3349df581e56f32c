import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as sent, for binary uploads. */
  bytes: Buffer;
}

/** A JSON answer, or raw bytes with the headers a provider documents (an object store's GetObject). */
export type StandInAnswer =
  | { status: number; body: unknown }
  | { status: number; raw: Buffer | string; headers: Record<string, string> };

/** A local HTTP server answering like a provider's documented API, recording what it was sent. */
export async function startStandIn(answer: (request: RecordedRequest) => StandInAnswer) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: bytes.toString(),
        bytes,
      };
      requests.push(request);
      const reply = answer(request);
      if ('raw' in reply) outgoing.writeHead(reply.status, reply.headers).end(reply.raw);
      else outgoing.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
