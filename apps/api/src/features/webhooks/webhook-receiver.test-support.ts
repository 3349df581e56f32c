/** A local receiver for webhook tests: records what arrives and answers with the statuses it is given, in turn. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  body: string;
  signature: string;
}

export async function startReceiver(options: { statuses?: number[]; delayMs?: number } = {}) {
  const received: Received[] = [];
  const statuses = [...(options.statuses ?? [])];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString(),
        signature: String(request.headers['x-employee-portal-signature'] ?? ''),
      });
      const status = statuses.shift() ?? 200;
      setTimeout(
        () => response.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`),
        options.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
