import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NextCleanupResponse,
  ScheduleEntryListResponse,
} from '@employee-portal/core/scheduling/schedule-entry.responses';
import type {
  CancelSubscriptionBody,
  PauseBody,
  SubscriptionChangeBody,
} from '@employee-portal/core/subscriptions/subscription.schema';
import type {
  CancellationCreditResponse,
  SubscriptionListResponse,
  SubscriptionOptions,
  SubscriptionResponse,
} from '@employee-portal/core/subscriptions/subscription.responses';
import type {
  SubscriptionKind,
  SubscriptionQuote,
  SubscriptionQuoteBody,
  SubscriptionWire,
  subscriptionSorts,
} from '@employee-portal/core/subscriptions/subscription-wire';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { KIND_PATHS } from '../subscription-kind.ts';
import { subscriptionKeys } from './subscriptions.keys.ts';

export type SubscriptionSort = (typeof subscriptionSorts)[number];
export type SubscriptionStatus = SubscriptionWire['status'];

export interface SubscriptionFilters {
  search?: string;
  status?: SubscriptionStatus;
  service_plan_id?: number;
  /** A tech's id, or 'none' for subscriptions nobody is assigned to. */
  assigned_user_id?: number | 'none';
  sort: SubscriptionSort;
}

export type {
  ServicePlanOption,
  SubscriptionOptions,
} from '@employee-portal/core/subscriptions/subscription.responses';

/** The body of a new subscription: core's subscriptionSchema, with the location under the kind's own field name. */
export type NewSubscriptionBody = SubscriptionChangeBody & {
  start_date: string;
  coupon_code: string | null;
  client_location_id?: number;
  commercial_location_id?: number;
};

export const useSubscriptionList = (
  kind: SubscriptionKind,
  query: SubscriptionFilters & { page: number; per_page: number },
) =>
  useQuery({
    queryKey: subscriptionKeys.list(kind, query),
    queryFn: ({ signal }) => api.get<SubscriptionListResponse>(KIND_PATHS[kind].collection, { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** The list's CSV with the same filters; sent with the bearer token, so it is fetched rather than linked. */
export const exportSubscriptionsCsv = (kind: SubscriptionKind, filters: SubscriptionFilters) =>
  downloadFile(KIND_PATHS[kind].exportCsv, { ...filters }, KIND_PATHS[kind].csvFileName);

export const useSubscriptionOptions = (kind: SubscriptionKind) =>
  useQuery({
    queryKey: subscriptionKeys.options(kind),
    queryFn: ({ signal }) => api.get<SubscriptionOptions>('/subscriptions/options', { kind }, signal),
    staleTime: 60_000,
  });

/** What cancelling today would give back from prepaid invoices; read fresh each time the dialog opens. */
export const useCancellationCredit = (kind: SubscriptionKind, id: number) =>
  useQuery({
    queryKey: subscriptionKeys.cancellationCredit(kind, id),
    queryFn: ({ signal }) =>
      api.get<CancellationCreditResponse>(`${KIND_PATHS[kind].record(id)}/cancellation_credit`, undefined, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useSubscription = (kind: SubscriptionKind, id: number | null) =>
  useQuery({
    queryKey: subscriptionKeys.detail(kind, id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<SubscriptionResponse>(KIND_PATHS[kind].show(recordId), undefined, signal),
    ),
    select: (answer) => answer.subscription,
  });

/** POST …/quote: what the terms would cost, before anything is saved; null body asks nothing. */
export const useSubscriptionQuote = (kind: SubscriptionKind, body: SubscriptionQuoteBody | null) =>
  useQuery({
    queryKey: subscriptionKeys.quote(kind, body ?? {}),
    queryFn: () => api.post<SubscriptionQuote>(KIND_PATHS[kind].quote, { ...body }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET the client page's schedule entries (spec §3), raw: the page applies spec §4's rules. */
export const useResidentialSchedule = (clientId: number) =>
  useQuery({
    queryKey: subscriptionKeys.residentialSchedule(clientId),
    queryFn: ({ signal }) =>
      api.get<ScheduleEntryListResponse>(
        '/client/details/scheduler/client_locations_for_residential_client',
        { client_id: clientId },
        signal,
      ),
    select: (answer) => answer.client_locations,
  });

/** Spec §7 GET /next_cleanup_day: the next visit a residential location has, whichever subscription or job it is. */
export const useNextCleanup = (clientLocationId: number) =>
  useQuery({
    queryKey: subscriptionKeys.nextCleanup(clientLocationId),
    queryFn: ({ signal }) =>
      api
        .get<NextCleanupResponse>('/next_cleanup_day', { client_location_id: clientLocationId }, signal)
        .catch((error: unknown) => {
          // Spec §8: a next-cleanup load failure is logged and rejects.
          console.error('Loading the next cleanup day failed', error);
          throw error;
        }),
    select: (answer) => answer.next_cleanup,
  });

/** Spec §7 GET /commercial/client_locations_for_commercial_client, once per location. */
export const useCommercialSchedules = (locationIds: readonly number[]) =>
  useQueries({
    queries: locationIds.map((id) => ({
      queryKey: subscriptionKeys.commercialSchedule(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<ScheduleEntryListResponse>(
          '/commercial/client_locations_for_commercial_client',
          { commercial_location_id: id },
          signal,
        ),
    })),
  });

/** Every change answers with the subscription as it now stands; lists and schedules refetch. */
function useSubscriptionChange<Variables>(
  kind: SubscriptionKind,
  call: (variables: Variables) => Promise<SubscriptionResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(subscriptionKeys.detail(kind, answer.subscription.id), answer);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.schedules() });
    },
  });
}

export const useCreateSubscription = (kind: SubscriptionKind) =>
  useSubscriptionChange(kind, (body: NewSubscriptionBody) =>
    api.post<SubscriptionResponse>(KIND_PATHS[kind].collection, { ...body }),
  );

export const useChangeSubscription = (kind: SubscriptionKind, id: number) =>
  useSubscriptionChange(kind, (body: SubscriptionChangeBody) =>
    api.put<SubscriptionResponse>(KIND_PATHS[kind].record(id), { ...body }),
  );

export const usePauseSubscription = (kind: SubscriptionKind, id: number) =>
  useSubscriptionChange(kind, (body: PauseBody) =>
    api.post<SubscriptionResponse>(`${KIND_PATHS[kind].record(id)}/pause`, { ...body }),
  );

export const useResumeSubscription = (kind: SubscriptionKind, id: number) =>
  useSubscriptionChange(kind, () => api.post<SubscriptionResponse>(`${KIND_PATHS[kind].record(id)}/resume`, {}));

export const useCancelSubscription = (kind: SubscriptionKind, id: number) =>
  useSubscriptionChange(kind, (body: CancelSubscriptionBody) =>
    api.post<SubscriptionResponse>(`${KIND_PATHS[kind].record(id)}/cancel`, { ...body }),
  );
