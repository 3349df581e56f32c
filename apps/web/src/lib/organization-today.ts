import { todayIn } from '@employee-portal/core/dates';
import { useSessionStore } from './session-store.ts';

/** Today as the organization's calendar runs (its time zone), the day the schedule rules count from. */
export function useOrganizationToday(): string {
  const timeZone = useSessionStore((state) => state.user?.time_zone ?? 'UTC');
  return todayIn(timeZone, new Date());
}
