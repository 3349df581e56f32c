/**
 * /work_area_inventory (issue 14 point 12): per work area and zip, active clients, locations, this week's jobs, the
 * techs, and their load: the most jobs one of them has on one day this week, against the plan limit of 15.
 */
import { addCalendarDays, JOB_LIMIT_PER_TECH, weekdayOf } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { inventoryByZip, workAreaTechLoad } from './work-area-inventory.repository.ts';

/** Monday to Sunday around `today`. */
export function weekAround(today: string) {
  const from = addCalendarDays(today, -((weekdayOf(today) + 6) % 7));
  return { from, to: addCalendarDays(from, 6) };
}

export async function workAreaInventory(deps: AppDeps, member: MemberContext) {
  const week = weekAround(organizationToday(member.organization, deps.clock.now()));
  const [zips, techs] = await Promise.all([
    inventoryByZip(deps.db, member.organization.id, week),
    workAreaTechLoad(deps.db, member.organization.id, week),
  ]);
  return {
    week_from: week.from,
    week_to: week.to,
    job_limit_per_tech: JOB_LIMIT_PER_TECH,
    data: zips.map((row) => {
      const own = techs.filter((tech) => tech.work_area_id === row.work_area_id);
      return {
        ...row,
        techs: own.map((tech) => tech.name),
        max_jobs_per_tech_day: Math.max(0, ...own.map((tech) => tech.most)),
      };
    }),
  };
}
