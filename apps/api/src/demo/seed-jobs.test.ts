import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/support/test-database.ts';
import type { Db } from '../platform/db/client.ts';
import { organizations } from '../platform/identity/organizations.table.ts';
import { jobPhotos, jobs, skipReasons } from '../features/jobs/jobs.table.ts';
import { runJobGeneration } from '../features/jobs/index.ts';
import { seedDemo } from './seed-demo.ts';
import { createMemoryStorage } from '../platform/providers/storage/memory-storage.ts';

/** Saturday 21 November 2026, 11:00 in Denver: no weekday service falls today, yet the board must not be empty. */
const SATURDAY = new Date('2026-11-21T18:00:00Z');
const TODAY = '2026-11-21';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let demoId: number;
const storage = createMemoryStorage();

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedDemo(db, SATURDAY, storage);
  const [demo] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Demo Scoopers'));
  demoId = demo!.id;
}, 300_000);
afterAll(() => handle?.close());

const countBy = async (where: ReturnType<typeof sql>) => {
  const rows = await db
    .select({ status: jobs.status, total: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.organization_id, demoId), where))
    .groupBy(jobs.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
};

describe('demo seed: jobs', () => {
  it('the year past is mostly completed, some skipped with a reason, a few of the last weeks missed, none left open', async () => {
    const past = await countBy(sql`${jobs.service_date} < ${TODAY}`);
    const total = Object.values(past).reduce((sum, value) => sum + value, 0);
    expect(total).toBeGreaterThan(2500);
    expect(past.completed! / total).toBeGreaterThan(0.85);
    expect(past.skipped).toBeGreaterThan(100);
    expect(past.missed).toBeGreaterThan(0);
    expect(past.scheduled ?? 0).toBe(0);
    const olderMissed = await countBy(sql`${jobs.service_date} < '2026-10-24' and ${jobs.status} = 'missed'`);
    expect(olderMissed).toEqual({});
    const [unexplained] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.organization_id, demoId), eq(jobs.status, 'skipped'), sql`${jobs.skip_reason_id} is null`));
    expect(unexplained!.total).toBe(0);
    const [first] = await db
      .select({ day: sql<string>`min(${jobs.service_date})::text` })
      .from(jobs)
      .where(eq(jobs.organization_id, demoId));
    expect(first!.day <= '2025-12-31').toBe(true);
  });

  it('today, even a Saturday, has visits: some done, one tech on the way, the rest to do; the horizon is scheduled', async () => {
    const today = await countBy(sql`${jobs.service_date} = ${TODAY}`);
    expect(today.completed).toBeGreaterThan(0);
    expect(today.on_the_way).toBe(1);
    expect(today.scheduled).toBeGreaterThan(0);
    const ahead = await countBy(sql`${jobs.service_date} > ${TODAY}`);
    expect(Object.keys(ahead)).toEqual(['scheduled']);
    expect(ahead.scheduled).toBeGreaterThan(500);
  });

  it('every demo organization has its skip reasons, and the first nightly pass finds nothing left to do', async () => {
    const reasons = await db.select({ organization_id: skipReasons.organization_id }).from(skipReasons);
    const everyOrganization = await db.select({ id: organizations.id }).from(organizations);
    expect(everyOrganization).toHaveLength(5);
    expect(new Set(reasons.map((row) => row.organization_id)).size).toBe(everyOrganization.length);
    const pass = await runJobGeneration({ db, clock: { now: () => SATURDAY } });
    expect(pass).toEqual({ organizations: 0, made: 0, missed: 0 });
  });

  it("last week's completed visits have a photo the storage holds", async () => {
    const photos = await db
      .select({ key: jobPhotos.storage_key, status: jobs.status, day: jobs.service_date })
      .from(jobPhotos)
      .innerJoin(jobs, eq(jobs.id, jobPhotos.job_id))
      .where(eq(jobPhotos.organization_id, demoId));
    expect(photos.length).toBeGreaterThan(20);
    expect(photos.every((photo) => photo.status === 'completed' && photo.day >= '2026-11-14')).toBe(true);
    const stored = storage.files.get(`job-photos/${photos[0]!.key}`);
    expect(stored?.content_type).toBe('image/png');
    expect(stored!.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});
