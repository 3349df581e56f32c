import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { feedbackLinks, jobRatings, recurringTips, tippingSettings, tips } from './ratings-and-tips.table.ts';

export type TippingSettingsRow = typeof tippingSettings.$inferSelect;

/** The organization's settings, or the defaults until it saves its own: reading never writes. */
export async function tippingSettingsOf(db: Db, organizationId: number): Promise<TippingSettingsRow> {
  const [found] = await db.select().from(tippingSettings).where(eq(tippingSettings.organization_id, organizationId));
  return (
    found ?? {
      organization_id: organizationId,
      ratings_enabled: true,
      comments_enabled: true,
      tipping_enabled: true,
      recurring_tips_enabled: true,
      suggested_tip_cents: [300, 500, 1000],
      updated_at: new Date(0),
    }
  );
}

export async function saveTippingSettings(
  db: Db,
  organizationId: number,
  values: Omit<TippingSettingsRow, 'organization_id' | 'updated_at'>,
  now: Date,
) {
  const [row] = await db
    .insert(tippingSettings)
    .values({ organization_id: organizationId, ...values, updated_at: now })
    .onConflictDoUpdate({ target: tippingSettings.organization_id, set: { ...values, updated_at: now } })
    .returning();
  return row!;
}

/** One link per visit: a newer message's token replaces the older one, which then opens nothing. */
export async function saveFeedbackLink(db: Db, organizationId: number, jobId: number, tokenHash: string, now: Date) {
  await db
    .insert(feedbackLinks)
    .values({ organization_id: organizationId, job_id: jobId, token_hash: tokenHash, created_at: now })
    .onConflictDoUpdate({ target: feedbackLinks.job_id, set: { token_hash: tokenHash, created_at: now } });
}

/** The completed visit a link opens, with what the public page shows of it; null for an unknown or replaced one. */
export async function visitOfFeedbackLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      organization_id: jobs.organization_id,
      organization_name: organizations.name,
      job_id: jobs.id,
      status: jobs.status,
      service_date: jobs.service_date,
      subscription_id: jobs.subscription_id,
      client_id: jobs.client_id,
      commercial_customer_id: jobs.commercial_customer_id,
      tech_user_id: jobs.assigned_user_id,
      tech_first_name: users.first_name,
    })
    .from(feedbackLinks)
    .innerJoin(jobs, and(eq(jobs.id, feedbackLinks.job_id), eq(jobs.organization_id, feedbackLinks.organization_id)))
    .innerJoin(organizations, eq(organizations.id, jobs.organization_id))
    .leftJoin(users, eq(users.id, jobs.assigned_user_id))
    .where(eq(feedbackLinks.token_hash, tokenHash));
  return row ?? null;
}
export type FeedbackVisit = NonNullable<Awaited<ReturnType<typeof visitOfFeedbackLink>>>;

export async function feedbackOfVisit(db: Db, visit: FeedbackVisit) {
  const [rating] = await db
    .select({ stars: jobRatings.stars, comment: jobRatings.comment })
    .from(jobRatings)
    .where(and(eq(jobRatings.organization_id, visit.organization_id), eq(jobRatings.job_id, visit.job_id)));
  const [tip] = await db
    .select({ amount_cents: tips.amount_cents, source: tips.source })
    .from(tips)
    .where(and(eq(tips.organization_id, visit.organization_id), eq(tips.job_id, visit.job_id)));
  const [recurring] = visit.subscription_id
    ? await db
        .select({ id: recurringTips.id, amount_cents: recurringTips.amount_cents })
        .from(recurringTips)
        .where(
          and(
            eq(recurringTips.organization_id, visit.organization_id),
            eq(recurringTips.subscription_id, visit.subscription_id),
            isNull(recurringTips.stopped_at),
          ),
        )
    : [];
  return { rating: rating ?? null, tip: tip ?? null, recurring_tip: recurring ?? null };
}

const clientOf = (visit: FeedbackVisit) => ({
  organization_id: visit.organization_id,
  job_id: visit.job_id,
  tech_user_id: visit.tech_user_id,
  client_id: visit.client_id,
  commercial_customer_id: visit.commercial_customer_id,
});

/** The first rating of a visit stays; a second submit changes nothing (unique job). */
export async function saveRating(db: Db, visit: FeedbackVisit, stars: number, comment: string | null, now: Date) {
  await db
    .insert(jobRatings)
    .values({ ...clientOf(visit), stars, comment, created_at: now })
    .onConflictDoNothing({ target: jobRatings.job_id });
}

/**
 * One tip per visit: the first submit wins and a second changes nothing. An every-visit tip also starts (or replaces
 * the amount of) the subscription's standing tip, in the same transaction as this visit's tip.
 */
export async function saveTip(db: Db, visit: FeedbackVisit, amountCents: number, everyVisit: boolean, now: Date) {
  await db.transaction(async (tx) => {
    const [tip] = await tx
      .insert(tips)
      .values({ ...clientOf(visit), amount_cents: amountCents, source: 'once', created_at: now })
      .onConflictDoNothing({ target: tips.job_id })
      .returning({ id: tips.id });
    if (!tip || !everyVisit || !visit.subscription_id) return;
    await stopRecurringTip(tx, visit, now);
    const [standing] = await tx
      .insert(recurringTips)
      .values({
        organization_id: visit.organization_id,
        subscription_id: visit.subscription_id,
        amount_cents: amountCents,
        created_at: now,
      })
      .returning({ id: recurringTips.id });
    await tx
      .update(tips)
      .set({ recurring_tip_id: standing!.id })
      .where(and(eq(tips.organization_id, visit.organization_id), eq(tips.id, tip.id)));
  });
}

export async function stopRecurringTip(db: Db, visit: FeedbackVisit, now: Date) {
  if (!visit.subscription_id) return;
  await db
    .update(recurringTips)
    .set({ stopped_at: now })
    .where(
      and(
        eq(recurringTips.organization_id, visit.organization_id),
        eq(recurringTips.subscription_id, visit.subscription_id),
        isNull(recurringTips.stopped_at),
      ),
    );
}

/**
 * A 'recurring' tip for each visit completed since its subscription's standing tip began. The unique job makes each
 * visit's tip once, however many instances run this at once; a visit already tipped by hand keeps that tip.
 */
export async function addRecurringTips(db: Db) {
  const result = await db.execute(sql`
    insert into ${tips} (organization_id, job_id, tech_user_id, client_id, commercial_customer_id, amount_cents,
      source, recurring_tip_id, created_at)
    select j.organization_id, j.id, j.assigned_user_id, j.client_id, j.commercial_customer_id, r.amount_cents,
      'recurring', r.id, j.completed_at
    from ${recurringTips} r
    join ${jobs} j on j.organization_id = r.organization_id and j.subscription_id = r.subscription_id
    where r.stopped_at is null and j.status = 'completed' and j.completed_at >= r.created_at
      and not exists (select 1 from ${tips} t where t.job_id = j.id)
    on conflict (job_id) do nothing`);
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

// ---- Reports ----

export interface ReportFilter {
  time_zone: string;
  date_from?: string;
  date_to?: string;
  tech_user_id?: number;
}

const techName = sql<string>`coalesce(${users.first_name} || ' ' || ${users.last_name}, 'No tech')`;

function ratingCondition(organizationId: number, filter: ReportFilter) {
  return and(
    eq(jobRatings.organization_id, organizationId),
    filter.date_from
      ? sql`${jobRatings.created_at} >= (${filter.date_from}::date::timestamp at time zone ${filter.time_zone})`
      : undefined,
    filter.date_to
      ? sql`${jobRatings.created_at} < ((${filter.date_to}::date + 1)::timestamp at time zone ${filter.time_zone})`
      : undefined,
    filter.tech_user_id ? eq(jobRatings.tech_user_id, filter.tech_user_id) : undefined,
  );
}

const ratingClient = sql<string>`coalesce(
  (select c.first_name || ' ' || c.last_name from clients c where c.id = ${jobRatings.client_id}),
  (select cc.company_name from commercial_customers cc where cc.id = ${jobRatings.commercial_customer_id}), '')`;

export async function ratingComments(
  db: Db,
  organizationId: number,
  filter: ReportFilter & { sort: string },
  page: { limit: number; offset: number },
) {
  const where = ratingCondition(organizationId, filter);
  const direction = filter.sort.startsWith('-') ? desc : asc;
  const order = filter.sort.endsWith('stars') ? jobRatings.stars : jobRatings.created_at;
  const rows = await db
    .select({
      id: jobRatings.id,
      created_at: jobRatings.created_at,
      service_date: jobs.service_date,
      client_name: ratingClient,
      tech_name: techName,
      stars: jobRatings.stars,
      comment: jobRatings.comment,
    })
    .from(jobRatings)
    .innerJoin(jobs, eq(jobs.id, jobRatings.job_id))
    .leftJoin(users, eq(users.id, jobRatings.tech_user_id))
    .where(where)
    .orderBy(direction(order), direction(jobRatings.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

export async function ratingsByTech(db: Db, organizationId: number, filter: ReportFilter) {
  return db
    .select({
      tech_user_id: jobRatings.tech_user_id,
      tech_name: techName,
      ratings_count: sql<number>`count(*)::int`,
      average_stars: sql<number | null>`round(avg(${jobRatings.stars}), 2)::float8`,
    })
    .from(jobRatings)
    .leftJoin(users, eq(users.id, jobRatings.tech_user_id))
    .where(ratingCondition(organizationId, filter))
    .groupBy(jobRatings.tech_user_id, users.first_name, users.last_name)
    .orderBy(asc(techName));
}

export async function ratingTotals(db: Db, organizationId: number, filter: ReportFilter) {
  const [row] = await db
    .select({
      ratings_count: sql<number>`count(*)::int`,
      average_stars: sql<number | null>`round(avg(${jobRatings.stars}), 2)::float8`,
    })
    .from(jobRatings)
    .where(ratingCondition(organizationId, filter));
  return row!;
}

function tipCondition(organizationId: number, filter: ReportFilter) {
  return and(
    eq(tips.organization_id, organizationId),
    filter.date_from
      ? sql`${tips.created_at} >= (${filter.date_from}::date::timestamp at time zone ${filter.time_zone})`
      : undefined,
    filter.date_to
      ? sql`${tips.created_at} < ((${filter.date_to}::date + 1)::timestamp at time zone ${filter.time_zone})`
      : undefined,
    filter.tech_user_id ? eq(tips.tech_user_id, filter.tech_user_id) : undefined,
  );
}

const tipFigures = {
  tips_count: sql<number>`count(*)::int`,
  total_cents: sql<number>`coalesce(sum(${tips.amount_cents}), 0)::int`,
  once_cents: sql<number>`coalesce(sum(${tips.amount_cents}) filter (where ${tips.source} = 'once'), 0)::int`,
  recurring_cents: sql<number>`coalesce(sum(${tips.amount_cents}) filter (where ${tips.source} = 'recurring'), 0)::int`,
  invoiced_cents: sql<number>`coalesce(sum(${tips.amount_cents}) filter (where ${tips.invoice_id} is not null), 0)::int`,
  uninvoiced_cents: sql<number>`coalesce(sum(${tips.amount_cents}) filter (where ${tips.invoice_id} is null), 0)::int`,
};

export async function tipsByTech(
  db: Db,
  organizationId: number,
  filter: ReportFilter & { sort: string },
  page: { limit: number; offset: number },
) {
  const where = tipCondition(organizationId, filter);
  const direction = filter.sort.startsWith('-') ? desc : asc;
  const order = filter.sort.endsWith('tech_name') ? techName : tipFigures.total_cents;
  const rows = await db
    .select({ tech_user_id: tips.tech_user_id, tech_name: techName, ...tipFigures })
    .from(tips)
    .leftJoin(users, eq(users.id, tips.tech_user_id))
    .where(where)
    .groupBy(tips.tech_user_id, users.first_name, users.last_name)
    .orderBy(direction(order), asc(tips.tech_user_id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select(tipFigures).from(tips).where(where);
  const [groups] = await db
    .select({ total: sql<number>`count(distinct coalesce(${tips.tech_user_id}, 0))::int` })
    .from(tips)
    .where(where);
  return { rows, totals: totals!, total: groups!.total };
}
