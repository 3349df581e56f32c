/**
 * Issue 14's jobs of Demo Scoopers, so the board, schedule and reports look lived-in on the day the demo is opened:
 * the past four weeks mostly completed (some skipped with reasons, a few missed), today partly done with one tech on
 * the way, and the horizon ahead scheduled. Set-based SQL with a fixed hash of each job's id keeps it deterministic
 * and quick.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { addCalendarDays, DEFAULT_HORIZON_WEEKS, todayIn } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { generateOrganizationJobs, insertDefaultSkipReasons, storeJobPhotoFile } from '../features/jobs/index.ts';
import { jobEvents, jobHorizons, jobPhotos, jobs, skipReasons } from '../features/jobs/jobs.table.ts';
import type { FileStorage } from '../platform/providers/storage/file-storage.ts';
import { demoYardPng } from './demo-photos.ts';
import { orderDemoRoutes } from './seed-routes.ts';
import { cleanupNotifications } from '../features/cleanup-notifications/cleanup-notifications.table.ts';
import { clients } from '../features/clients/clients.table.ts';

const TIME_ZONE = 'America/Denver';
const PAST_WEEKS = 4;
/** Completed visits of this many last days get a photo. */
const PHOTO_DAYS = 7;
const PHOTO_VARIANTS = 6;
/** Fewer jobs than this today (a weekend) and the seed adds a few one-off visits per tech. */
const QUIET_DAY_JOBS = 10;
/** A job's own pseudo-random number 0..99, stable across seeds. */
const roll = sql`((${jobs.id} * 7919) % 100)`;

/**
 * Service days are weekdays; a demo opened on a weekend still shows a working board: a few one-off visits today for
 * each tech, at locations with a running subscription.
 */
async function addWeekendVisits(
  db: Db,
  demo: { organization_id: number; techs: readonly number[] },
  today: string,
  now: Date,
) {
  const [scheduled] = (
    (await db.execute(
      sql`select count(*)::int as total from ${jobs} where organization_id = ${demo.organization_id} and service_date = ${today}`,
    )) as unknown as { rows: { total: number }[] }
  ).rows;
  if ((scheduled?.total ?? 0) >= QUIET_DAY_JOBS) return;
  for (const [index, techId] of demo.techs.entries()) {
    await db.execute(sql`
      insert into ${jobs} (organization_id, kind, origin, subscription_id, client_id, client_location_id,
        service_date, assigned_user_id, price_cents, office_notes, is_manual, created_at, updated_at)
      select s.organization_id, 'residential', 'custom', s.id, s.client_id, s.client_location_id,
        ${today}, ${techId}, s.price_cents, 'Weekend visit the client asked for', true, ${now}, ${now}
      from subscriptions s
      where s.organization_id = ${demo.organization_id} and s.kind = 'residential' and s.status = 'active'
      order by s.id offset ${index * 6} limit 6`);
  }
}

/** The last week's completed visits each get a photo of the finished yard (stored like a tech's upload). */
async function addVisitPhotos(db: Db, storage: FileStorage, organizationId: number, since: string) {
  const done = await db
    .select({ id: jobs.id, completed_at: jobs.completed_at })
    .from(jobs)
    .where(and(eq(jobs.organization_id, organizationId), eq(jobs.status, 'completed'), gte(jobs.service_date, since)))
    .orderBy(asc(jobs.id));
  const pictures = Array.from({ length: PHOTO_VARIANTS }, (_, variant) => demoYardPng(variant));
  const rows = [];
  for (const job of done) {
    const bytes = pictures[job.id % PHOTO_VARIANTS]!;
    const key = await storeJobPhotoFile(storage, bytes, 'image/png');
    rows.push({
      organization_id: organizationId,
      job_id: job.id,
      kind: 'completion' as const,
      storage_key: key,
      content_type: 'image/png',
      byte_size: bytes.length,
      created_at: job.completed_at ?? new Date(),
    });
  }
  if (rows.length) await db.insert(jobPhotos).values(rows);
}

export async function seedJobs(
  db: Db,
  organizationIds: readonly number[],
  demo: { organization_id: number; techs: readonly number[]; techOnTheWay: number },
  now: Date,
  storage: FileStorage | null = null,
) {
  for (const organizationId of organizationIds) await insertDefaultSkipReasons(db, organizationId);
  const organization_id = demo.organization_id;
  const today = todayIn(TIME_ZONE, now);
  const firstDay = addCalendarDays(today, -7 * PAST_WEEKS);
  await generateOrganizationJobs(db, { organization_id, today: firstDay, now }, PAST_WEEKS + DEFAULT_HORIZON_WEEKS);

  await addWeekendVisits(db, demo, today, now);

  await orderDemoRoutes(db, organization_id);

  // Visit times: from 8:30 in Denver, about 25 minutes a stop.
  const arrival = sql`((${jobs.service_date} + time '08:30' + (${jobs.route_position} - 1) * interval '25 minutes') at time zone ${TIME_ZONE})`;
  const pastOrEarlyToday = sql`(${jobs.service_date} < ${today} or (${jobs.service_date} = ${today} and ${jobs.route_position} <= 3 and ${jobs.assigned_user_id} is not null))`;
  await db.execute(sql`
    update ${jobs} set
      status = 'completed',
      on_the_way_at = ${arrival} - interval '12 minutes',
      arrived_at = ${arrival},
      completed_at = ${arrival} + interval '14 minutes',
      gate_closed = true,
      tech_notes = case when ${roll} < 6 then 'Left the side gate latched; dog was inside.' when ${roll} < 10 then 'Extra mess by the patio, cleaned it all.' else null end
    where ${jobs.organization_id} = ${organization_id} and ${pastOrEarlyToday}
      and ${jobs.assigned_user_id} is not null and (${jobs.service_date} = ${today} or ${roll} < 88)`);
  await db.execute(sql`
    update ${jobs} set
      status = 'skipped',
      skip_reason_id = (
        select s.id from ${skipReasons} s where s.organization_id = ${organization_id}
        order by s.id offset (${jobs.id} % 3) limit 1
      ),
      skip_note = case when ${jobs.id} % 2 = 0 then 'We will be back on your next service day.' else null end
    where ${jobs.organization_id} = ${organization_id} and ${jobs.service_date} < ${today}
      and ${jobs.status} = 'scheduled' and ${jobs.assigned_user_id} is not null and ${roll} < 97`);
  await db.execute(sql`
    update ${jobs} set status = 'missed'
    where ${jobs.organization_id} = ${organization_id} and ${jobs.service_date} < ${today} and ${jobs.status} = 'scheduled'`);
  // One tech is on the way to the next stop right now.
  await db.execute(sql`
    update ${jobs} set status = 'on_the_way', on_the_way_at = ${now}
    where ${jobs.id} = (
      select id from ${jobs}
      where organization_id = ${organization_id} and service_date = ${today}
        and assigned_user_id = ${demo.techOnTheWay} and status = 'scheduled'
      order by route_position limit 1
    )`);

  await db.execute(sql`
    insert into ${jobEvents} (organization_id, job_id, action, summary, created_at)
    select ${organization_id}, j.id, j.status,
      case j.status
        when 'completed' then 'Completed'
        when 'skipped' then 'Skipped: ' || coalesce(s.name, '')
        when 'missed' then 'Missed: the day ended before the visit was done'
        else 'On the way' end,
      coalesce(j.completed_at, j.on_the_way_at, ((j.service_date + 1) + time '00:05') at time zone ${TIME_ZONE})
    from ${jobs} j left join ${skipReasons} s on s.id = j.skip_reason_id
    where j.organization_id = ${organization_id} and j.status in ('completed', 'skipped', 'missed', 'on_the_way')`);

  // The clients heard about last week's visits by e-mail.
  await db.execute(sql`
    insert into ${cleanupNotifications} (organization_id, job_id, client_id, kind, channel, recipient, status, created_at)
    select ${organization_id}, j.id, j.client_id, case j.status when 'completed' then 'completed' else 'skipped' end,
      'email', c.email, 'sent', coalesce(j.completed_at, ((j.service_date + time '17:00') at time zone ${TIME_ZONE}))
    from ${jobs} j join ${clients} c on c.id = j.client_id
    where j.organization_id = ${organization_id} and j.status in ('completed', 'skipped') and c.email is not null
      and j.service_date >= ${addCalendarDays(today, -7)}`);

  if (storage) await addVisitPhotos(db, storage, organization_id, addCalendarDays(today, -PHOTO_DAYS));

  await db
    .insert(jobHorizons)
    .values(
      organizationIds.map((id) => ({
        organization_id: id,
        last_run_on: today,
        generated_through: addCalendarDays(today, DEFAULT_HORIZON_WEEKS * 7 - 1),
      })),
    )
    .onConflictDoNothing();
}
