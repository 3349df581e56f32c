import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { deleteThrottle, lockThrottle, saveThrottle } from './throttle.repository.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('lockThrottle', () => {
  it('hands a locked row to an attempt even when a sign-in deletes the row while the attempt waits for it', async () => {
    const { db } = handle;
    const key = 'pair:race@example.test:203.0.113.9';
    const now = new Date('2026-11-25T12:00:00Z');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));

    await db.transaction(async (tx) => lockThrottle(tx, key, now));
    // A: an attempt holding the row. B: a successful sign-in deleting it, queued behind A. C: the next attempt,
    // queued behind B. On PostgreSQL B deletes the row as soon as A ends, before C is served.
    const first = db.transaction(async (tx) => {
      await lockThrottle(tx, key, now);
      holding();
      await released;
    });
    await held;
    const signedIn = deleteThrottle(db, key);
    await pause(150);
    const next = db.transaction(async (tx) => lockThrottle(tx, key, now));
    await pause(150);
    release();

    await Promise.all([first, signedIn]);
    // Which of B and C the row goes to first is PostgreSQL's choice; either way C gets a row, never an error.
    expect(await next).toMatchObject({ key, attempts: 0 });
  });

  it('keeps what earlier attempts counted when it locks the row again', async () => {
    const { db } = handle;
    const key = 'pair:kept@example.test:203.0.113.10';
    const now = new Date('2026-11-25T12:00:00Z');
    const later = new Date('2026-11-25T12:05:00Z');
    await db.transaction(async (tx) => {
      const row = await lockThrottle(tx, key, now);
      await saveThrottle(tx, { ...row, attempts: 3, last_attempt_at: now });
    });
    const again = await db.transaction(async (tx) => lockThrottle(tx, key, later));
    expect(again).toMatchObject({ key, attempts: 3, window_started_at: now, last_attempt_at: now });
  });
});
