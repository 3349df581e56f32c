import { TZDate } from '@date-fns/tz';
import { startOfMonth } from 'date-fns';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { dashboardCounts } from './dashboard.repository.ts';

/** "This month" is the calendar month in the organization's time zone. */
export async function dashboardSummary(deps: AppDeps, member: MemberContext) {
  const monthStart = startOfMonth(new TZDate(deps.clock.now(), member.organization.time_zone));
  return { summary: await dashboardCounts(deps.db, member.organization.id, new Date(monthStart.getTime())) };
}
