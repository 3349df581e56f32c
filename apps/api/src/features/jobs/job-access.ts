/** Who may see and change which jobs, and what every change does after it commits (live boards, client messages). */
import { hasPermission, jobStatusLabels, type CleanupNotificationKind, realtimeChannels } from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import { sendCleanupNotifications } from '../cleanup-notifications/index.ts';
import { readSchedulerSettings } from './job-settings.repository.ts';
import type { JobRecordRow } from './jobs.repository.ts';

/**
 * The office dispatches (the dispatch_board permission): it sees and changes every job. Anyone else with the schedule
 * (a field tech) sees and works only the jobs assigned to them.
 */
export const dispatches = (member: MemberContext) => hasPermission(member.membership.permissions, 'dispatch_board');

export const todayFor = (deps: AppDeps, member: MemberContext) =>
  organizationToday(member.organization, deps.clock.now());

export const jobNotFound = () => notFound('This job does not exist.');

/** A job the member may work: every job for the office, only their own for a tech; others are "not found". */
export function workableOrNotFound(member: MemberContext, job: JobRecordRow | null): JobRecordRow {
  if (!job) throw jobNotFound();
  if (!dispatches(member) && job.assigned_user_id !== member.user.id) throw jobNotFound();
  return job;
}

export function openOrRefuse(job: JobRecordRow) {
  if (job.status === 'scheduled' || job.status === 'on_the_way' || job.status === 'in_progress') return job;
  throw refusal(
    409,
    'job_closed',
    `This job is ${jobStatusLabels[job.status].toLowerCase()}: it can no longer change.`,
  );
}

export const eventBy = (member: MemberContext, jobId: number, action: string, summary: string, now: Date) => ({
  organization_id: member.organization.id,
  job_id: jobId,
  actor_user_id: member.user.id,
  action,
  summary,
  created_at: now,
});

/** Tells every open board and schedule of the organization that these days changed. */
export async function announceJobChanges(deps: AppDeps, organizationId: number, days: readonly string[]) {
  const service_dates = [...new Set(days)].sort();
  if (service_dates.length === 0) return;
  await deps.realtime.publish({
    channel: realtimeChannels.dispatch(organizationId),
    event: 'jobs_changed',
    data: { service_dates },
  });
}

const SETTING_OF = {
  on_the_way: 'notify_on_the_way',
  completed: 'notify_completed',
  skipped: 'notify_skipped',
} as const;

/** Sends the clients' messages about these jobs when the organization sends that kind. */
export async function notifyClients(
  deps: AppDeps,
  member: MemberContext,
  kind: CleanupNotificationKind,
  jobIds: readonly number[],
) {
  const settings = await readSchedulerSettings(deps.db, member.organization.id);
  if (!settings[SETTING_OF[kind]]) return;
  await sendCleanupNotifications(deps, {
    organization_id: member.organization.id,
    organization_name: member.organization.name,
    kind,
    job_ids: jobIds,
  });
}
