/** The choices the schedule's filters and job actions offer: the organization's techs and work areas. */
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionOptions } from '@employee-portal/core/subscriptions/subscription.responses';
import { api } from '../../../lib/api-client.ts';
import { useWorkAreaList } from '../../work-areas/index.ts';

/** GET /subscriptions/options: every member may read the tech names, which job sheets show anyway. */
export const useScheduleTechs = () =>
  useQuery({
    queryKey: ['schedule', 'techs'],
    queryFn: ({ signal }) => api.get<SubscriptionOptions>('/subscriptions/options', { kind: 'residential' }, signal),
    select: (answer) => answer.techs,
    staleTime: 60_000,
  });

/** The first hundred work areas by name: more than any organization draws. */
export const useScheduleWorkAreas = () => useWorkAreaList({ page: 1, per_page: 100 });
