/**
 * Demo Scoopers' visits over its year, made by the jobs feature's own generation from the subscriptions as they were
 * (cancelled ones ran until they ended), then played: the past mostly completed with add-ons done, some skipped with
 * reasons, a few of the last weeks missed; today partly done with one tech on the way; the horizon ahead scheduled.
 * Set-based SQL keeps a year of visits quick.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { addCalendarDays, daysBetween, DEFAULT_HORIZON_WEEKS, minDay, todayIn } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { generateOrganizationJobs, insertDefaultSkipReasons, storeJobPhotoFile } from '../features/jobs/index.ts';
import { jobCrossSells, jobEvents, jobHorizons, jobPhotos, jobs, skipReasons } from '../features/jobs/jobs.table.ts';
import { subscriptionCrossSells, subscriptions } from '../features/subscriptions/subscriptions.table.ts';
import { crossSells } from '../features/cross-sells/cross-sells.table.ts';
import type { FileStorage } from '../platform/providers/storage/file-storage.ts';
import { demoYardPng } from './demo-photos.ts';
import { cleanupNotifications } from '../features/cleanup-notifications/cleanup-notifications.table.ts';
import { clients } from '../features/clients/clients.table.ts';
import { playJobs } from './seed-job-times.ts';
import { DEMO_TIME_ZONE } from './demo-timeline.ts';

/** Completed visits of this many last days get a photo. */
const PHOTO_DAYS = 7;
const PHOTO_VARIANTS = 6;
/** Fewer jobs than this today (a weekend) and the seed adds a few one-off visits per tech. */
const QUIET_DAY_JOBS = 10;

/** A subscription that ends on its day (the 1st of a month): it ran, and planned its visits, until then. */
export interface DemoCancellation {
  subscription_id: number;
  cancelled_on: string;
  cancel_reason_id: number;
  cancel_note: string;
  cancelled_at: Date;
}

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

/** Ends the cancelled subscriptions on their day: the visits planned from then on go, as cancelling removes them. */
async function applyCancellations(db: Db, organizationId: number, cancellations: readonly DemoCancellation[]) {
  if (cancellations.length === 0) return;
  const ended = sql.join(
    cancellations.map(
      (row) =>
        sql`(${row.subscription_id}::int, ${row.cancelled_on}::date, ${row.cancel_reason_id}::int, ${row.cancel_note}::text, ${row.cancelled_at}::timestamptz)`,
    ),
    sql`, `,
  );
  const endedSql = sql`(values ${ended}) as ended(subscription_id, cancelled_on, reason_id, note, cancelled_at)`;
  await db.execute(sql`
    delete from ${jobs} j using ${endedSql}
    where j.organization_id = ${organizationId} and j.subscription_id = ended.subscription_id
      and j.service_date >= ended.cancelled_on`);
  await db.execute(sql`
    update ${subscriptions} s set status = 'cancelled', cancelled_on = ended.cancelled_on,
      cancel_reason_id = ended.reason_id, cancel_note = ended.note, updated_at = ended.cancelled_at
    from ${endedSql}
    where s.organization_id = ${organizationId} and s.id = ended.subscription_id`);
}

/**
 * An every-visit add-on is in the visit's price (as generation prices it) only from the day it was added; the
 * monthly and one-off ones are done on a visit and recorded on it: the first visit of each month from the day it
 * was added, or the first visit after it was added.
 */
async function playAddOns(db: Db, organizationId: number) {
  const everyVisit = sql`
    select coalesce(sum(sc.price_cents), 0) from ${subscriptionCrossSells} sc
    join ${crossSells} c on c.id = sc.cross_sell_id
    where sc.organization_id = ${organizationId} and sc.subscription_id = ${jobs.subscription_id}
      and c.frequency = 'every_visit' and sc.added_on > ${jobs.service_date}`;
  await db.execute(sql`
    update ${jobs} set price_cents = ${jobs.price_cents} - (${everyVisit})
    where ${jobs.organization_id} = ${organizationId} and ${jobs.subscription_id} is not null and (${everyVisit}) > 0`);
  await db.execute(sql`
    insert into ${jobCrossSells} (organization_id, job_id, cross_sell_id, price_cents)
    select distinct on (sc.subscription_id, sc.cross_sell_id,
        case when c.frequency = 'monthly' then date_trunc('month', j.service_date) end)
      ${organizationId}::int, j.id, sc.cross_sell_id, sc.price_cents
    from ${subscriptionCrossSells} sc
    join ${crossSells} c on c.id = sc.cross_sell_id
    join ${jobs} j on j.organization_id = sc.organization_id and j.subscription_id = sc.subscription_id
      and j.status = 'completed' and j.service_date >= sc.added_on
    where sc.organization_id = ${organizationId} and c.frequency in ('monthly', 'once')
    order by sc.subscription_id, sc.cross_sell_id,
      case when c.frequency = 'monthly' then date_trunc('month', j.service_date) end, j.service_date, j.id`);
}

/** The day whole weeks before today on or before the earliest subscription start: where the year's visits begin. */
async function firstPlannedDay(db: Db, organizationId: number, today: string) {
  const [row] = await db
    .select({ first: sql<string | null>`min(${subscriptions.start_date})::text` })
    .from(subscriptions)
    .where(eq(subscriptions.organization_id, organizationId));
  const earliest = minDay(row?.first ?? today, today);
  return addCalendarDays(today, -7 * Math.ceil(daysBetween(earliest, today) / 7));
}

export async function seedJobs(
  db: Db,
  organizationIds: readonly number[],
  demo: {
    organization_id: number;
    techs: readonly number[];
    techOnTheWay: number;
    cancellations: readonly DemoCancellation[];
  },
  now: Date,
  storage: FileStorage | null = null,
) {
  for (const organizationId of organizationIds) await insertDefaultSkipReasons(db, organizationId);
  const organization_id = demo.organization_id;
  const today = todayIn(DEMO_TIME_ZONE, now);
  const firstDay = await firstPlannedDay(db, organization_id, today);
  // Whole weeks from the first day, so the window ends where today's horizon does.
  const weeks = daysBetween(firstDay, today) / 7 + DEFAULT_HORIZON_WEEKS;
  await generateOrganizationJobs(db, { organization_id, today: firstDay, now }, weeks);
  // A year of rows written at once: the planner needs to know them to join them well from here on.
  await db.execute(sql`analyze jobs, subscriptions`);
  await applyCancellations(db, organization_id, demo.cancellations);
  await addWeekendVisits(db, demo, today, now);
  await playJobs(
    db,
    {
      organization_id,
      techOnTheWay: demo.techOnTheWay,
      fallbackTech: demo.techs.at(-1)!,
      horizonWeeks: DEFAULT_HORIZON_WEEKS,
    },
    today,
    now,
  );
  await playAddOns(db, organization_id);

  await db.execute(sql`
    insert into ${jobEvents} (organization_id, job_id, action, summary, created_at)
    select ${organization_id}, j.id, j.status,
      case j.status
        when 'completed' then 'Completed'
        when 'skipped' then 'Skipped: ' || coalesce(s.name, '')
        when 'missed' then 'Missed: the day ended before the visit was done'
        else 'On the way' end,
      coalesce(j.completed_at, j.on_the_way_at, ((j.service_date + 1) + time '00:05') at time zone ${DEMO_TIME_ZONE})
    from ${jobs} j left join ${skipReasons} s on s.id = j.skip_reason_id
    where j.organization_id = ${organization_id} and j.status in ('completed', 'skipped', 'missed', 'on_the_way')`);

  // The clients heard about last week's visits by e-mail.
  await db.execute(sql`
    insert into ${cleanupNotifications} (organization_id, job_id, client_id, kind, channel, recipient, status, created_at)
    select ${organization_id}, j.id, j.client_id, case j.status when 'completed' then 'completed' else 'skipped' end,
      'email', c.email, 'sent', coalesce(j.completed_at, ((j.service_date + time '17:00') at time zone ${DEMO_TIME_ZONE}))
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
