/** Work Area Inventory's load in words: each tech's jobs that day, and the busiest against the plan limit if any. */
import type { WorkAreaTechLoad } from '@employee-portal/core/jobs/work-area-reports.schema';

const jobsText = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

/** 'Jasmine Reed: 14 jobs, Tyler Brooks: 1 job', or 'None' for an area without techs. */
export const techsText = (techs: readonly WorkAreaTechLoad[]) =>
  techs.map((tech) => `${tech.name}: ${jobsText(tech.jobs)}`).join(', ') || 'None';

/** Against the limit of the plan that has one ('16 of 15 jobs per tech a day'); otherwise just the busiest tech's. */
export const loadText = (most: number, limit: number | null) =>
  limit === null ? `Busiest tech: ${jobsText(most)}` : `${most} of ${limit} jobs per tech a day`;
