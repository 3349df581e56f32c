/** The sync log: every call to QuickBooks and every change pulled, and putting a failed change back in the queue. */
import { pageOffset, type SyncLogListQuery } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import { findChange, findLog, listLog, updateChange } from './quickbooks-sync.repository.ts';
import { presentLog } from './quickbooks.present.ts';

export async function syncLogPage(deps: AppDeps, member: MemberContext, query: SyncLogListQuery) {
  const { rows, total } = await listLog(
    deps.db,
    member.organization.id,
    { status: query.status, entity: query.entity },
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return { data: rows.map(presentLog), meta: { page: query.page, per_page: query.per_page, total } };
}

/** The change keeps its request id: if QuickBooks made the record after all, the retry gets that record back. */
export async function retryLogged(deps: AppDeps, member: MemberContext, id: number) {
  const organizationId = member.organization.id;
  const row = await findLog(deps.db, organizationId, id);
  if (!row) throw notFound('This log entry does not exist.');
  const change = row.queue_id ? await findChange(deps.db, organizationId, row.queue_id) : null;
  if (!change || change.status !== 'failed')
    throw refusal(422, 'not_retryable', 'Only a change that failed for good can be tried again.');
  const now = deps.clock.now();
  await updateChange(deps.db, organizationId, change.id, {
    status: 'queued',
    attempts: 0,
    next_attempt_at: now,
    last_error: null,
    updated_at: now,
  });
  return { queued: 1 };
}
