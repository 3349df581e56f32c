/** The visit itself, by the tech (or the office for them): on the way, arrived, completed, or skipped with a reason. */
import {
  canMoveJobTo,
  hasPermission,
  jobStatusLabels,
  messages,
  type JobStatus,
  type completeJobSchema,
  type skipJobSchema,
} from '@employee-portal/core';
import type { z } from 'zod';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { activeCrossSells } from '../cross-sells/index.ts';
import { announceJobChanges, eventBy, notifyClients, openOrRefuse, workableOrNotFound } from './job-access.ts';
import { readFieldTechAppSettings } from './job-settings.repository.ts';
import { lockJob, recordJobEvents, replaceCrossSellsDone, updateJob } from './jobs.repository.ts';
import { hasCompletionPhoto } from './job-photos.repository.ts';
import { findActiveSkipReason } from './skip-reasons.repository.ts';
import { jobRecord } from './jobs.service.ts';
import { startShiftIfNoneRunning } from '../shifts/index.ts';
import { refreshCompletedWork } from '../dashboard/index.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';

const refuseStep = (from: JobStatus, to: JobStatus) =>
  refusal(
    409,
    'job_status',
    `A job that is ${jobStatusLabels[from].toLowerCase()} cannot become ${jobStatusLabels[to].toLowerCase()}.`,
  );

/** 'On my way' (the client may get a text) or 'Arrived'. */
export async function advanceJob(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  status: 'on_the_way' | 'in_progress',
) {
  const now = deps.clock.now();
  const scope = { organization_id: member.organization.id, id };
  const changed = await deps.db.transaction(async (tx) => {
    const job = openOrRefuse(workableOrNotFound(member, await lockJob(tx, scope)));
    if (job.status === status) return null;
    if (!canMoveJobTo(job.status, status)) throw refuseStep(job.status, status);
    await updateJob(
      tx,
      scope,
      status === 'on_the_way'
        ? { status, on_the_way_at: now, updated_at: now }
        : { status, arrived_at: now, updated_at: now },
    );
    await recordJobEvents(tx, [eventBy(member, id, status, status === 'on_the_way' ? 'On the way' : 'Arrived', now)]);
    return { day: job.service_date, own: job.assigned_user_id === member.user.id };
  });
  // Issue 14: a tech setting off on their own job without clocking in gets a shift started.
  if (changed?.own && hasPermission(member.membership.permissions, 'start_end_shift'))
    await startShiftIfNoneRunning(deps, member);
  if (changed) {
    await announceJobChanges(deps, scope.organization_id, [changed.day]);
    if (status === 'on_the_way') await notifyClients(deps, member, 'on_the_way', [id]);
  }
  return jobRecord(deps, member, id);
}

/**
 * The visit is done: notes, gate, dogs seen, add-ons done (at their current price). The field-tech app settings may
 * ask for a photo first and for the gate to be confirmed closed.
 */
export async function completeJob(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof completeJobSchema>,
) {
  const organizationId = member.organization.id;
  const scope = { organization_id: organizationId, id };
  const settings = await readFieldTechAppSettings(deps.db, organizationId);
  const now = deps.clock.now();
  const day = await deps.db.transaction(async (tx) => {
    const job = openOrRefuse(workableOrNotFound(member, await lockJob(tx, scope)));
    if (settings.require_gate_confirmation && !body.gate_closed)
      throw validationFailed({ gate_closed: ['Confirm the gate is closed'] });
    if (settings.require_photo_to_complete && !(await hasCompletionPhoto(tx, scope)))
      throw validationFailed({ photos: ['Add a photo of the finished visit first'] });
    const crossSells = body.cross_sell_ids.length
      ? await activeCrossSells(tx, organizationId, job.kind, body.cross_sell_ids)
      : [];
    if (crossSells.length !== new Set(body.cross_sell_ids).size)
      throw validationFailed({ cross_sell_ids: [messages.notValid] });
    await updateJob(tx, scope, {
      status: 'completed',
      completed_at: now,
      arrived_at: job.arrived_at ?? now,
      tech_notes: body.tech_notes || null,
      gate_closed: body.gate_closed,
      dog_count: body.dog_count,
      updated_at: now,
    });
    await replaceCrossSellsDone(
      tx,
      scope,
      crossSells.map((crossSell) => ({ cross_sell_id: crossSell.id, price_cents: crossSell.price_cents })),
    );
    await recordJobEvents(tx, [eventBy(member, id, 'completed', 'Completed', now)]);
    // The dashboard's per-tech days and client service days count this visit from the same commit.
    await refreshCompletedWork(tx, organizationId, [job]);
    await recordWebhookEvent(
      tx,
      organizationId,
      'job.completed',
      {
        job: {
          id,
          client_id: job.client_id,
          service_date: job.service_date,
          completed_at: now.toISOString(),
          dog_count: body.dog_count,
          cross_sell_ids: body.cross_sell_ids,
        },
      },
      now,
    );
    return job.service_date;
  });
  await announceJobChanges(deps, organizationId, [day]);
  await notifyClients(deps, member, 'completed', [id]);
  return jobRecord(deps, member, id);
}

/** Skipped with one of the organization's reasons; the client hears why (and the note) unless the office says not. */
export async function skipJob(deps: AppDeps, member: MemberContext, id: number, body: z.output<typeof skipJobSchema>) {
  const organizationId = member.organization.id;
  const scope = { organization_id: organizationId, id };
  const now = deps.clock.now();
  const day = await deps.db.transaction(async (tx) => {
    // The job first: naming another organization's job is "not found", whatever the body says.
    const job = openOrRefuse(workableOrNotFound(member, await lockJob(tx, scope)));
    const reason = await findActiveSkipReason(tx, { organization_id: organizationId, id: body.skip_reason_id });
    if (!reason) throw validationFailed({ skip_reason_id: [messages.notValid] });
    await updateJob(tx, scope, {
      status: 'skipped',
      skip_reason_id: reason.id,
      skip_note: body.note || null,
      updated_at: now,
    });
    const charged = reason.is_charged ? ', still charged' : '';
    await recordJobEvents(tx, [eventBy(member, id, 'skipped', `Skipped: ${reason.name}${charged}`, now)]);
    return job.service_date;
  });
  await announceJobChanges(deps, organizationId, [day]);
  if (body.notify_client) await notifyClients(deps, member, 'skipped', [id]);
  return jobRecord(deps, member, id);
}
