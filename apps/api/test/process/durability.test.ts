import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/demo-accounts.ts';
import {
  createEmptyPostgresDatabase,
  freshDataDir,
  killAllServers,
  killServer,
  startServer,
  type ServerProcess,
} from '../support/server-process.ts';

/**
 * Every write the server answered 2xx survives a SIGKILL mid-stream and a restart. The write is a login: each
 * success stores a new session token, and the token working after the restart proves the row is there.
 */

const ROUNDS = 3;
const WORKERS = 4;
// Each round writes for a random while before the kill, so the kill lands at a different point of a write.
// The kill waits for a few answered writes (a restarted server is slow to its first answers on a busy machine),
// then a random while more, so it lands at a different point of a write each round.
const WRITES_BEFORE_KILL = 5;
const killDelayMs = () => Math.floor(Math.random() * 1000);
// Thousands of logins from one address would trip the per-IP limit (300 per 15 minutes) long before the kill, and
// logins racing each other count as attempts until their password is checked, so the address would be made to wait.
const env = { LOGIN_LIMIT_PER_IP: '1000000', LOGIN_FREE_ATTEMPTS: '1000000' };

afterAll(killAllServers);

interface StreamResult {
  answered: string[];
  cut: number;
}

/** `WORKERS` loops logging in back to back until the server stops answering; `result` fills as they go. */
function writeUntilKilled(server: ServerProcess): { result: StreamResult; done: Promise<void> } {
  const result: StreamResult = { answered: [], cut: 0 };
  const worker = async () => {
    for (;;) {
      let response: Response;
      try {
        response = await fetch(`${server.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
        });
      } catch {
        result.cut++;
        return;
      }
      if (response.status !== 200) {
        const body = await response.text();
        // The server's own log of the failed request says why (its request_id is in the answer).
        const requestId = /"request_id":"([^"]+)"/.exec(body)?.[1];
        const logged = requestId
          ? server
              .output()
              .split('\n')
              .filter((line) => line.includes(requestId))
          : [];
        throw new Error(`login answered ${response.status}: ${body}\n${logged.join('\n')}`);
      }
      try {
        result.answered.push(((await response.json()) as { token: string }).token);
      } catch {
        // Killed between the status line and the body: the client never saw the write acknowledged.
        result.cut++;
        return;
      }
    }
  };
  return { result, done: Promise.all(Array.from({ length: WORKERS }, worker)).then(() => undefined) };
}

async function tokensThatNoLongerWork(server: ServerProcess, tokens: string[]): Promise<string[]> {
  const lost: string[] = [];
  for (let start = 0; start < tokens.length; start += 8) {
    await Promise.all(
      tokens.slice(start, start + 8).map(async (token) => {
        const response = await fetch(`${server.baseUrl}/api/auth/employee_user`, {
          headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
        });
        if (response.status !== 200) lost.push(`${token.slice(0, 8)}… answered ${response.status}`);
      }),
    );
  }
  return lost;
}

async function killAndRestartRounds(start: () => Promise<ServerProcess>) {
  let server = await start();
  const acknowledged: string[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const stream = writeUntilKilled(server);
      const deadline = Date.now() + 30_000;
      while (stream.result.answered.length < WRITES_BEFORE_KILL && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const delay = killDelayMs();
      await new Promise((resolve) => setTimeout(resolve, delay));
      const killed = await killServer(server, 'SIGKILL');
      expect(killed.signal).toBe('SIGKILL');
      await stream.done;
      const { answered, cut } = stream.result;
      expect(answered.length, `round ${round}: writes answered before the kill`).toBeGreaterThanOrEqual(
        WRITES_BEFORE_KILL,
      );
      // A cut request shows the kill landed mid-stream, not in a pause between writes.
      expect(cut, `round ${round}: requests cut by the kill`).toBeGreaterThan(0);
      acknowledged.push(...answered);

      server = await start();
      expect(
        await tokensThatNoLongerWork(server, acknowledged),
        `round ${round} (kill ${delay} ms after the ${WRITES_BEFORE_KILL}th answer): acknowledged logins lost`,
      ).toEqual([]);
    }
  } finally {
    await killServer(server);
  }
}

// Each run of the suite checks the database it runs on: CI runs it on PGlite and again with DATABASE_URL.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(onPostgres)('durability on PGlite', () => {
  // Made in the test, not when the suite is collected: a skipped suite's afterAll never runs to remove it.
  let dataDir: string | null = null;
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across SIGKILL and restart on the same data folder', async () => {
    const folder = freshDataDir();
    dataDir = folder;
    await killAndRestartRounds(() => startServer({ dataDir: folder, env }));
  }, 270_000);
});

describe.runIf(onPostgres)('durability on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | null = null;
  afterAll(async () => {
    await killAllServers();
    await database?.drop();
  });

  it('keeps every acknowledged write across SIGKILL and restart', async () => {
    database = await createEmptyPostgresDatabase('ep_dur');
    const url = database.url;
    await killAndRestartRounds(() => startServer({ databaseUrl: url, env }));
  }, 270_000);
});
