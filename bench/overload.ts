/**
 * `npm run bench:overload`: what a burst does to a server on the embedded database (PGlite). Starts the real server
 * on a fresh data folder with the demo organization, signs in as its owner, and lets `--connections` clients
 * (autocannon, each sending its next request when the last is answered) ask for the client list for `--duration`
 * seconds. Reports how the answers went: served, refused at once (503 with Retry-After), timed out on the client
 * (no answer within `--timeout` seconds), and the latency of each kind.
 *
 *   --connections=200  --duration=20  --timeout=10  --path=/api/clients
 *   any server setting can be passed through the environment (e.g. MAX_EVENT_LOOP_DELAY_MS=0 turns that check off)
 *
 * Not a test: a measurement on this machine. The server and the load generator share the machine's cores.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fmt, freePort, getJson, option, percentile, startServerWith, stopServer } from './support.ts';

const connections = Number(option('connections', '200'));
const durationSeconds = Number(option('duration', '20'));
const timeoutSeconds = Number(option('timeout', '10'));
const pathName = option('path', '/api/clients');

interface Outcome {
  latencies: number[];
}

async function patiently<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('answered 503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-overload-'));
  const port = await freePort();
  console.log(`bench:overload on PGlite in ${dataDir}: starting the server and loading the demo organization...`);
  const server = await startServerWith(port, { NODE_ENV: 'development', DATA_DIR: dataDir });
  try {
    // Right after the start the loop is still catching up with the demo load, and the server may say it is busy.
    const session = await patiently(() =>
      getJson(port, null, '/api/auth/login', { email: 'owner@demo.test', password: 'demo12345' }),
    );
    const token = String(session.token);
    await patiently(() => getJson(port, token, pathName));
    console.log(`  GET ${pathName} answers; ${connections} connections for ${durationSeconds} s...`);

    const byStatus = new Map<number, Outcome>();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}${pathName}`,
          connections,
          duration: durationSeconds,
          timeout: timeoutSeconds,
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        const outcome = byStatus.get(statusCode) ?? { latencies: [] };
        outcome.latencies.push(responseTime);
        byStatus.set(statusCode, outcome);
      });
    });

    const all = Float64Array.from([...byStatus.values()].flatMap((outcome) => outcome.latencies)).sort();
    const row = (label: string, count: number, sorted: Float64Array) =>
      [
        label.padEnd(22),
        String(count).padStart(7),
        fmt(percentile(sorted, 50), 0).padStart(8),
        fmt(percentile(sorted, 99), 0).padStart(8),
        fmt(sorted.at(-1) ?? Number.NaN, 0).padStart(8),
      ].join(' ');
    console.log(
      `\n${'answer'.padEnd(22)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    );
    for (const [status, outcome] of [...byStatus.entries()].sort(([a], [b]) => a - b))
      console.log(row(`${status}`, outcome.latencies.length, Float64Array.from(outcome.latencies).sort()));
    console.log(row('every answer', all.length, all));
    console.log(
      `${'client time-outs'.padEnd(22)} ${String(result.timeouts).padStart(7)}   (no answer within ${timeoutSeconds} s)`,
    );
    console.log(`${'other socket errors'.padEnd(22)} ${String(result.errors - result.timeouts).padStart(7)}`);
    console.log(`throughput: ${fmt(result.requests.average, 0)} answers/s on average`);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
