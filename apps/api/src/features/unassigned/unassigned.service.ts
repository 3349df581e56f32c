/** Spec §4's unassigned schedule entries (issue 14): the list, one entry with its suggested techs, and assigning it. */
import {
  isFieldTechnician,
  pageOffset,
  requiredServiceDays,
  type AssignUnassignedBody,
  type UnassignedEntryWire,
  type UnassignedListQuery,
  type UnassignedReason,
  type UnassignedRecordWire,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound } from '../../platform/http/errors.ts';
import { activeStaffNames } from '../../platform/identity/users.repository.ts';
import { assignSubscription } from '../subscriptions/index.ts';
import {
  findEntry,
  listUnassigned,
  serviceDaysOf,
  workAreaNamesByZip,
  workAreaTechIds,
  type UnassignedRow,
} from './unassigned.repository.ts';

const orgOf = (member: MemberContext) => member.organization.id;
const NOT_FOUND = 'This schedule entry does not exist.';

function reasonsOf(row: UnassignedRow): UnassignedReason[] {
  const reasons: UnassignedReason[] = [];
  if (row.assigned_user_id === null) reasons.push('no_tech');
  if (row.no_days) reasons.push('no_days');
  return reasons;
}

const present = (row: UnassignedRow, workAreaNames: Map<string, string[]>): UnassignedEntryWire => ({
  id: row.id,
  kind: row.kind,
  client_name: row.client_name,
  client_id: row.client_id,
  commercial_customer_id: row.commercial_customer_id,
  location_id: row.location_id,
  location_name: row.location_name,
  address: row.address,
  zip: row.zip,
  work_area_names: workAreaNames.get(row.zip) ?? [],
  service_plan_name: row.service_plan_name,
  frequency: row.frequency,
  start_date: row.start_date,
  assigned_user_id: row.assigned_user_id,
  assigned_user_name: row.assigned_user_name,
  reasons: reasonsOf(row),
});

export async function unassignedPage(deps: AppDeps, member: MemberContext, query: UnassignedListQuery) {
  const { rows, total } = await listUnassigned(deps.db, orgOf(member), query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const names = await workAreaNamesByZip(deps.db, orgOf(member), [...new Set(rows.map((row) => row.zip))]);
  return { data: rows.map((row) => present(row, names)), meta: { page: query.page, per_page: query.per_page, total } };
}

export async function unassignedRecord(
  deps: AppDeps,
  member: MemberContext,
  id: number,
): Promise<{ unassigned: UnassignedRecordWire }> {
  const organizationId = orgOf(member);
  const row = await findEntry(deps.db, organizationId, id);
  if (!row) throw notFound(NOT_FOUND);
  const [days, names, areaTechs, staff] = await Promise.all([
    serviceDaysOf(deps.db, organizationId, id),
    workAreaNamesByZip(deps.db, organizationId, [row.zip]),
    workAreaTechIds(deps.db, organizationId, row.zip),
    activeStaffNames(deps.db, organizationId),
  ]);
  const techs = staff
    .filter((person) => isFieldTechnician(person))
    .map((tech) => ({ id: tech.id, full_name: `${tech.first_name} ${tech.last_name}` }));
  return {
    unassigned: {
      ...present(row, names),
      status: row.status === 'paused' ? 'paused' : 'active',
      days_needed: requiredServiceDays(row.frequency, row.custom_days_per_week),
      service_days: days,
      suggested_techs: techs.filter((tech) => areaTechs.has(tech.id)),
      techs,
    },
  };
}

/** Tech, days and start through the subscription's own change rules; its jobs exist when this answers. */
export async function assignUnassigned(deps: AppDeps, member: MemberContext, id: number, body: AssignUnassignedBody) {
  const row = await findEntry(deps.db, orgOf(member), id);
  if (!row) throw notFound(NOT_FOUND);
  await assignSubscription(deps, member, row.kind, id, {
    assigned_user_id: body.assigned_user_id,
    service_days: body.service_days,
    start_date: body.start_date,
  });
  return unassignedRecord(deps, member, id);
}
