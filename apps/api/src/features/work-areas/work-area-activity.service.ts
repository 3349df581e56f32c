/** /work_area_activity_log (issue 14 point 12): who changed which work area, when, from what to what. */
import { pageOffset, type WorkAreaActivityQuery, type WorkAreaState } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { listWorkAreaChanges } from './work-area-changes.repository.ts';

export async function workAreaActivityPage(deps: AppDeps, member: MemberContext, query: WorkAreaActivityQuery) {
  const { rows, total } = await listWorkAreaChanges(
    deps.db,
    member.organization.id,
    member.organization.time_zone,
    query,
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      work_area_id: row.work_area_id,
      work_area_name: row.work_area_name,
      action: row.action,
      actor_name: row.actor_name,
      before: row.before as WorkAreaState | null,
      after: row.after as WorkAreaState | null,
      created_at: row.created_at.toISOString(),
    })),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}
