/**
 * The client hears about each visit (issue 14): 'on the way', 'completed' (with the photos) and 'skipped', on the
 * channel the client prefers. The jobs feature decides whether the organization sends that kind (its scheduler
 * settings) and calls after the change is committed; a provider failure is recorded, never undoes the visit.
 */
import type { CleanupNotificationKind } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { clientJobPhotoUrl } from '../../platform/http/job-photo-links.ts';
import { photoIdsOfJob, recipientsOfJobs, recordCleanupNotifications } from './cleanup-notifications.repository.ts';
import type { cleanupNotifications } from './cleanup-notifications.table.ts';
import { issueFeedbackLink } from '../ratings-and-tips/index.ts';

type Recipient = Awaited<ReturnType<typeof recipientsOfJobs>>[number];

function messageText(
  kind: CleanupNotificationKind,
  organizationName: string,
  recipient: Recipient,
  photoUrls: string[],
  feedbackUrl: string | null = null,
) {
  const place = recipient.address || 'your property';
  switch (kind) {
    case 'on_the_way':
      return {
        subject: `${organizationName}: your technician is on the way`,
        text: `${recipient.tech_first_name ?? 'Your technician'} from ${organizationName} is on the way to ${place}.`,
      };
    case 'completed': {
      const photos = photoUrls.length ? `\n\nPhotos of the visit:\n${photoUrls.join('\n')}` : '';
      const feedback = feedbackUrl ? `\n\nHow did we do? Rate your visit or tip your technician:\n${feedbackUrl}` : '';
      return {
        subject: `${organizationName}: your yard is clean`,
        text: `${organizationName} finished today's visit at ${place}.${photos}${feedback}`,
      };
    }
    case 'skipped': {
      const reason = recipient.skip_reason ? ` (${recipient.skip_reason})` : '';
      const note = recipient.skip_note ? `\n\n${recipient.skip_note}` : '';
      return {
        subject: `${organizationName}: today's visit was skipped`,
        text: `${organizationName} skipped today's visit at ${place}${reason}.${note}`,
      };
    }
  }
}

export interface CleanupNotice {
  organization_id: number;
  organization_name: string;
  kind: CleanupNotificationKind;
  job_ids: readonly number[];
}

/** Sends one kind of message for each job named, on each client's channel, and logs each one. */
export async function sendCleanupNotifications(deps: AppDeps, notice: CleanupNotice) {
  if (notice.job_ids.length === 0) return;
  const rows: (typeof cleanupNotifications.$inferInsert)[] = [];
  for (const recipient of await recipientsOfJobs(deps.db, notice.organization_id, notice.job_ids)) {
    const photoIds =
      notice.kind === 'completed' ? await photoIdsOfJob(deps.db, notice.organization_id, recipient.job_id) : [];
    const message = messageText(
      notice.kind,
      notice.organization_name,
      recipient,
      photoIds.map((id) => clientJobPhotoUrl(deps.config, id, deps.clock.now())),
      notice.kind === 'completed'
        ? await issueFeedbackLink(deps, { organization_id: notice.organization_id, id: recipient.job_id })
        : null,
    );
    const base = {
      organization_id: notice.organization_id,
      job_id: recipient.job_id,
      client_id: recipient.client_id,
      kind: notice.kind,
      created_at: deps.clock.now(),
    };
    const channels =
      recipient.preferred_channel === 'both'
        ? (['email', 'sms'] as const)
        : recipient.preferred_channel === 'none'
          ? []
          : [recipient.preferred_channel];
    for (const channel of channels) {
      const to = channel === 'email' ? recipient.email : recipient.phone;
      if (!to) {
        rows.push({
          ...base,
          channel,
          recipient: '',
          status: 'not_delivered',
          error: channel === 'email' ? 'No e-mail address on file' : 'No phone number on file',
        });
        continue;
      }
      try {
        if (channel === 'email')
          await deps.mail.send({
            to,
            subject: message.subject,
            text: message.text,
            organization_id: notice.organization_id,
          });
        else await deps.sms.send({ to, body: message.text, organization_id: notice.organization_id });
        rows.push({ ...base, channel, recipient: to, status: 'sent' });
      } catch (error) {
        rows.push({
          ...base,
          channel,
          recipient: to,
          status: 'failed',
          error: error instanceof Error ? error.message.slice(0, 500) : 'Failed',
        });
      }
    }
  }
  await recordCleanupNotifications(deps.db, rows);
}
