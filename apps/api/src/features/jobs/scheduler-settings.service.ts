/**
 * /settings/scheduler_settings (issue 14 point 11): working days, horizon, minutes per stop and client notifications;
 * with the skip reasons and each field tech's route addresses, so the page loads in one call.
 */
import { isFieldTechnician, type SchedulerSettings } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound } from '../../platform/http/errors.ts';
import { routeAddresses, saveRouteAddresses } from '../staff/index.ts';
import { requestJobGeneration } from './job-generation.repository.ts';
import { readSchedulerSettings, writeSchedulerSettings } from './job-settings.repository.ts';
import { listSkipReasons } from './skip-reasons.repository.ts';

const orgOf = (member: MemberContext) => member.organization.id;

async function fieldTechAddresses(deps: AppDeps, organizationId: number) {
  const members = await routeAddresses(deps.db, organizationId);
  return members.filter(isFieldTechnician).map((member) => ({
    user_id: member.user_id,
    full_name: `${member.first_name} ${member.last_name}`,
    start_address: member.start_address,
    end_address: member.end_address,
  }));
}

export async function schedulerPage(deps: AppDeps, member: MemberContext) {
  const [scheduler_settings, skip_reasons, route_addresses] = await Promise.all([
    readSchedulerSettings(deps.db, orgOf(member)),
    listSkipReasons(deps.db, orgOf(member)),
    fieldTechAddresses(deps, orgOf(member)),
  ]);
  return { scheduler_settings, skip_reasons, route_addresses };
}

const sameDays = (a: readonly number[], b: readonly number[]) => [...a].sort().join() === [...b].sort().join();

/**
 * A new horizon or working week changes which jobs should exist: the next generation pass (asked for here, in the
 * same transaction) extends or trims them.
 */
export async function saveSchedulerSettings(deps: AppDeps, member: MemberContext, settings: SchedulerSettings) {
  await deps.db.transaction(async (tx) => {
    const before = await readSchedulerSettings(tx, orgOf(member));
    await writeSchedulerSettings(tx, orgOf(member), settings);
    if (before.horizon_weeks !== settings.horizon_weeks || !sameDays(before.working_days, settings.working_days))
      await requestJobGeneration(tx, orgOf(member));
  });
  return schedulerPage(deps, member);
}

export async function saveTechRouteAddresses(
  deps: AppDeps,
  member: MemberContext,
  userId: number,
  addresses: { start_address: string | null; end_address: string | null },
) {
  const tech = (await fieldTechAddresses(deps, orgOf(member))).find((row) => row.user_id === userId);
  if (!tech) throw notFound('This field tech does not exist.');
  await saveRouteAddresses(deps.db, orgOf(member), userId, addresses, deps.clock.now());
  return { route_address: { ...tech, ...addresses } };
}
