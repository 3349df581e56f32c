import {
  hasPermission,
  messages,
  pageOffset,
  type Permission,
  type WorkAreaDetail,
  type WorkAreaListQuery,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { forbidden, notFound, validationFailed } from '../../platform/http/errors.ts';
import {
  activeMemberUserIds,
  addZip,
  countClientsInWorkArea,
  deleteWorkArea,
  findWorkArea,
  findWorkAreaByName,
  insertWorkArea,
  listWorkAreasPage,
  removeZip,
  renameWorkArea,
  replaceTechs,
  techsOfWorkAreas,
  touchWorkArea,
  zipsOfWorkArea,
} from './work-areas.repository.ts';
import { recordWorkAreaChange } from './work-area-changes.repository.ts';

const NAME_TAKEN = 'A work area with this name already exists.';
/** The list also serves the client filters and the sign-up form settings, so their holders may read it. */
const LIST_PERMISSIONS: Permission[] = ['work_area', 'clients', 'client_onboarding'];

const fullName = (tech: { first_name: string; last_name: string }) => `${tech.first_name} ${tech.last_name}`.trim();
const scopeOf = (member: MemberContext, id: number) => ({ organization_id: member.organization.id, id });

/** Every change is logged with who made it, in the change's own transaction (issue 14, /work_area_activity_log). */
const logChange = (
  db: Db,
  member: MemberContext,
  now: Date,
  change: Pick<
    Parameters<typeof recordWorkAreaChange>[1],
    'work_area_id' | 'work_area_name' | 'action' | 'before' | 'after'
  >,
) =>
  recordWorkAreaChange(db, {
    ...change,
    organization_id: member.organization.id,
    actor_user_id: member.user.id,
    created_at: now,
  });

const techNames = async (db: Db, member: MemberContext, id: number) =>
  (await techsOfWorkAreas(db, member.organization.id, [id])).map(fullName);

export async function workAreasPage(deps: AppDeps, member: MemberContext, query: WorkAreaListQuery) {
  if (!LIST_PERMISSIONS.some((permission) => hasPermission(member.membership.permissions, permission)))
    throw forbidden();
  const { rows, total } = await listWorkAreasPage(deps.db, member.organization.id, query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const techs = await techsOfWorkAreas(
    deps.db,
    member.organization.id,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => ({
    ...row,
    techs: techs
      .filter((tech) => tech.work_area_id === row.id)
      .map((tech) => ({ user_id: tech.user_id, full_name: fullName(tech) })),
  }));
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

async function loadWorkArea(db: Db, member: MemberContext, id: number) {
  const row = await findWorkArea(db, scopeOf(member, id));
  if (!row) throw notFound('Work area not found.');
  return row;
}

async function presentWorkArea(db: Db, member: MemberContext, id: number): Promise<{ work_area: WorkAreaDetail }> {
  const row = await loadWorkArea(db, member, id);
  const scope = scopeOf(member, id);
  const [zips, techs, clientCount] = [
    await zipsOfWorkArea(db, scope),
    await techsOfWorkAreas(db, member.organization.id, [id]),
    await countClientsInWorkArea(db, scope),
  ];
  return {
    work_area: {
      id: row.id,
      name: row.name,
      zips,
      techs: techs.map((tech) => ({ user_id: tech.user_id, full_name: fullName(tech) })),
      client_count: clientCount,
    },
  };
}

export const workAreaDetail = (deps: AppDeps, member: MemberContext, id: number) =>
  presentWorkArea(deps.db, member, id);

async function assertNameFree(db: Db, member: MemberContext, name: string, exceptId?: number) {
  const existing = await findWorkAreaByName(db, member.organization.id, name);
  if (existing && existing.id !== exceptId) throw validationFailed({ name: [NAME_TAKEN] });
}

/** Two requests racing past the name check meet the unique index: same answer as the check. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ name: [NAME_TAKEN] });
    throw error;
  }
}

export async function createWorkArea(deps: AppDeps, member: MemberContext, body: { name: string }) {
  await assertNameFree(deps.db, member, body.name);
  const now = deps.clock.now();
  const row = await withUniqueName(() =>
    deps.db.transaction(async (tx) => {
      const created = await insertWorkArea(tx, {
        organization_id: member.organization.id,
        name: body.name,
        created_at: now,
        updated_at: now,
      });
      await logChange(tx, member, now, {
        work_area_id: created.id,
        work_area_name: created.name,
        action: 'created',
        before: null,
        after: { name: created.name },
      });
      return created;
    }),
  );
  return presentWorkArea(deps.db, member, row.id);
}

export async function updateWorkArea(deps: AppDeps, member: MemberContext, id: number, body: { name: string }) {
  const before = await loadWorkArea(deps.db, member, id);
  await assertNameFree(deps.db, member, body.name, id);
  const now = deps.clock.now();
  await withUniqueName(() =>
    deps.db.transaction(async (tx) => {
      await renameWorkArea(tx, scopeOf(member, id), body.name, now);
      if (before.name !== body.name)
        await logChange(tx, member, now, {
          work_area_id: id,
          work_area_name: body.name,
          action: 'renamed',
          before: { name: before.name },
          after: { name: body.name },
        });
    }),
  );
  return presentWorkArea(deps.db, member, id);
}

export async function removeWorkArea(deps: AppDeps, member: MemberContext, id: number) {
  const row = await loadWorkArea(deps.db, member, id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = {
      name: row.name,
      zips: await zipsOfWorkArea(tx, scopeOf(member, id)),
      techs: await techNames(tx, member, id),
    };
    await deleteWorkArea(tx, scopeOf(member, id));
    // The row is gone: the log keeps its name, not a link to it.
    await logChange(tx, member, now, {
      work_area_id: null,
      work_area_name: row.name,
      action: 'deleted',
      before,
      after: null,
    });
  });
  return { message: 'Work area deleted.' };
}

async function logZipChange(
  tx: Db,
  member: MemberContext,
  now: Date,
  row: { id: number; name: string },
  before: string[],
) {
  await logChange(tx, member, now, {
    work_area_id: row.id,
    work_area_name: row.name,
    action: 'zips_changed',
    before: { zips: before },
    after: { zips: await zipsOfWorkArea(tx, scopeOf(member, row.id)) },
  });
}

export async function addWorkAreaZip(deps: AppDeps, member: MemberContext, id: number, zip: string) {
  const row = await loadWorkArea(deps.db, member, id);
  const now = deps.clock.now();
  const added = await deps.db.transaction(async (tx) => {
    const before = await zipsOfWorkArea(tx, scopeOf(member, id));
    const stored = await addZip(tx, scopeOf(member, id), zip, now);
    if (stored) {
      await touchWorkArea(tx, scopeOf(member, id), now);
      await logZipChange(tx, member, now, row, before);
    }
    return stored;
  });
  if (!added) throw validationFailed({ zip: [messages.zipExists] });
  return presentWorkArea(deps.db, member, id);
}

export async function removeWorkAreaZip(deps: AppDeps, member: MemberContext, id: number, zip: string) {
  const row = await loadWorkArea(deps.db, member, id);
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    const before = await zipsOfWorkArea(tx, scopeOf(member, id));
    const gone = await removeZip(tx, scopeOf(member, id), zip);
    if (gone) await logZipChange(tx, member, now, row, before);
    return gone;
  });
  if (!removed) throw notFound('This zip code is not in the work area.');
  return presentWorkArea(deps.db, member, id);
}

export async function setWorkAreaTechs(deps: AppDeps, member: MemberContext, id: number, userIds: number[]) {
  const row = await loadWorkArea(deps.db, member, id);
  const wanted = [...new Set(userIds)];
  const active = await activeMemberUserIds(deps.db, member.organization.id, wanted);
  const errors: Record<string, string[]> = {};
  userIds.forEach((userId, index) => {
    if (!active.has(userId)) errors[`user_ids.${index}`] = ['Only active staff members can be assigned.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await techNames(tx, member, id);
    await replaceTechs(tx, scopeOf(member, id), wanted);
    await touchWorkArea(tx, scopeOf(member, id), now);
    const after = await techNames(tx, member, id);
    if (before.join('\n') !== after.join('\n'))
      await logChange(tx, member, now, {
        work_area_id: id,
        work_area_name: row.name,
        action: 'techs_changed',
        before: { techs: before },
        after: { techs: after },
      });
  });
  return presentWorkArea(deps.db, member, id);
}
