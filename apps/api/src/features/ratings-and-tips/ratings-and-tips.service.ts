/**
 * Ratings, comments and tips (issue 16). The completion message carries a link; the client rates the visit and tips
 * the tech from it without an account. Tips wait on the next invoice (the billing run bills rows with no invoice)
 * and belong to the tech's pay.
 */
import {
  centsOfDollars,
  dollarsOfCents,
  type FeedbackResponse,
  type FeedbackSubmitBody,
  type TippingSettingsBody,
  type TippingSettingsResponse,
} from '@employee-portal/core';
import type { AppConfig } from '../../config.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { generateToken, hashToken } from '../../platform/auth/secrets.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps, Clock } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import {
  addRecurringTips,
  feedbackOfVisit,
  ratingTotals,
  saveFeedbackLink,
  saveRating,
  saveTip,
  saveTippingSettings,
  stopRecurringTip,
  tippingSettingsOf,
  visitOfFeedbackLink,
  type TippingSettingsRow,
} from './ratings-and-tips.repository.ts';

const FEEDBACK_VIEWS_PER_IP_PER_HOUR = 120;
const FEEDBACK_SUBMITS_PER_IP_PER_HOUR = 30;

const settingsWire = (row: TippingSettingsRow): TippingSettingsBody => ({
  ratings_enabled: row.ratings_enabled,
  comments_enabled: row.comments_enabled,
  tipping_enabled: row.tipping_enabled,
  recurring_tips_enabled: row.recurring_tips_enabled,
  suggested_tip_amounts: row.suggested_tip_cents.map(dollarsOfCents),
});

export async function readTippingSettings(deps: AppDeps, member: MemberContext): Promise<TippingSettingsResponse> {
  return { ratings_comments_and_tipping: settingsWire(await tippingSettingsOf(deps.db, member.organization.id)) };
}

export async function updateTippingSettings(
  deps: AppDeps,
  member: MemberContext,
  body: TippingSettingsBody,
): Promise<TippingSettingsResponse> {
  const { suggested_tip_amounts, ...switches } = body;
  const row = await saveTippingSettings(
    deps.db,
    member.organization.id,
    { ...switches, suggested_tip_cents: suggested_tip_amounts.map(centsOfDollars) },
    deps.clock.now(),
  );
  return { ratings_comments_and_tipping: settingsWire(row) };
}

/** The completion message's rating and tip link, or null when the organization asks for neither. */
export async function issueFeedbackLink(
  deps: { db: Db; config: Pick<AppConfig, 'publicUrl'>; clock: Clock },
  job: { organization_id: number; id: number },
): Promise<string | null> {
  const settings = await tippingSettingsOf(deps.db, job.organization_id);
  if (!settings.ratings_enabled && !settings.tipping_enabled) return null;
  const token = generateToken();
  await saveFeedbackLink(deps.db, job.organization_id, job.id, hashToken(token), deps.clock.now());
  return publicLink(deps.config, `/rate/${token}`);
}

async function openVisit(deps: AppDeps, token: string) {
  const visit = await visitOfFeedbackLink(deps.db, hashToken(token));
  if (!visit || visit.status !== 'completed') throw notFound('This link is no longer valid.');
  return visit;
}

async function feedbackView(deps: AppDeps, visit: Awaited<ReturnType<typeof openVisit>>): Promise<FeedbackResponse> {
  const settings = await tippingSettingsOf(deps.db, visit.organization_id);
  const saved = await feedbackOfVisit(deps.db, visit);
  return {
    feedback: {
      visit: {
        service_date: visit.service_date,
        tech_first_name: visit.tech_first_name,
        organization_name: visit.organization_name,
      },
      settings: {
        ratings_enabled: settings.ratings_enabled,
        comments_enabled: settings.ratings_enabled && settings.comments_enabled,
        tipping_enabled: settings.tipping_enabled,
        recurring_tips_offered: settings.tipping_enabled && settings.recurring_tips_enabled && !!visit.subscription_id,
        suggested_tip_cents: settings.suggested_tip_cents,
      },
      rating: saved.rating,
      tip: saved.tip,
      recurring_tip: saved.recurring_tip ? { amount_cents: saved.recurring_tip.amount_cents } : null,
    },
  };
}

export async function showFeedback(deps: AppDeps, token: string, ip: string) {
  await consume(
    deps.db,
    { key: `feedback_view:ip:${ip}`, limit: FEEDBACK_VIEWS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    deps.clock.now(),
  );
  return feedbackView(deps, await openVisit(deps, token));
}

/**
 * Saves what the settings allow and the visit does not have yet: a rating once, a tip once. A repeated submit answers
 * what was saved the first time.
 */
export async function submitFeedback(deps: AppDeps, token: string, body: FeedbackSubmitBody, ip: string) {
  await consume(
    deps.db,
    { key: `feedback_submit:ip:${ip}`, limit: FEEDBACK_SUBMITS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    deps.clock.now(),
  );
  const visit = await openVisit(deps, token);
  const settings = await tippingSettingsOf(deps.db, visit.organization_id);
  const now = deps.clock.now();
  if (body.stars !== undefined && settings.ratings_enabled)
    await saveRating(deps.db, visit, body.stars, (settings.comments_enabled && body.comment) || null, now);
  if (body.tip_cents !== undefined && settings.tipping_enabled)
    await saveTip(
      deps.db,
      visit,
      body.tip_cents,
      !!body.tip_every_visit && settings.recurring_tips_enabled && !!visit.subscription_id,
      now,
    );
  if (body.stop_recurring_tip) await stopRecurringTip(deps.db, visit, now);
  return feedbackView(deps, visit);
}

/** The scheduled step: every-visit tips for the visits completed since the last run. */
export async function runRecurringTips(deps: Pick<AppDeps, 'db'>) {
  return addRecurringTips(deps.db);
}

/** Whether clients are asked to rate and to tip: the client portal settings page shows it, this page owns it. */
export async function ratingAndTippingState(db: Db, organizationId: number) {
  const settings = await tippingSettingsOf(db, organizationId);
  return { ratings_enabled: settings.ratings_enabled, tipping_enabled: settings.tipping_enabled };
}

/** Every rating the organization ever had, as its public directory listing shows them: average stars and count. */
export async function ratingSummary(db: Db, organizationId: number) {
  const totals = await ratingTotals(db, organizationId, { time_zone: 'UTC' });
  return { average: totals.average_stars, count: totals.ratings_count };
}
