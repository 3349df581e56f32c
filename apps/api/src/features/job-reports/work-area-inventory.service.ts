/**
 * /work_area_inventory: per work area and zip, active clients, locations, the week's jobs, the techs with their jobs
 * of the day and the busiest one's load. A tech's jobs come from the dispatch board's own count of that day, so the two
 * pages agree; the plan limit shows only on the package that has one.
 */
import { addCalendarDays, jobLimitPerTechOf, weekdayOf, type WorkAreaInventoryResponse } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { jobsPerTechOfDay } from '../jobs/index.ts';
import { inventoryByZip, workAreaTechsOf } from './work-area-inventory.repository.ts';

/** Monday to Sunday around `today`. */
export function weekAround(today: string) {
  const from = addCalendarDays(today, -((weekdayOf(today) + 6) % 7));
  return { from, to: addCalendarDays(from, 6) };
}

export async function workAreaInventory(
  deps: AppDeps,
  member: MemberContext,
  query: { date?: string },
): Promise<WorkAreaInventoryResponse> {
  const organizationId = member.organization.id;
  const day = query.date ?? organizationToday(member.organization, deps.clock.now());
  const week = weekAround(day);
  const zips = await inventoryByZip(deps.db, organizationId, week);
  const techs = await workAreaTechsOf(deps.db, organizationId);
  const jobsOf = await jobsPerTechOfDay(deps, organizationId, day);
  return {
    service_date: day,
    week_from: week.from,
    week_to: week.to,
    job_limit_per_tech: jobLimitPerTechOf(member.organization.subscription_package),
    data: zips.map((row) => {
      const own = techs
        .filter((tech) => tech.work_area_id === row.work_area_id)
        .map((tech) => ({ user_id: tech.user_id, name: tech.name, jobs: jobsOf.get(tech.user_id) ?? 0 }));
      return { ...row, techs: own, max_jobs_per_tech_day: Math.max(0, ...own.map((tech) => tech.jobs)) };
    }),
  };
}
