import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AddShiftBody,
  ShiftCorrectionBody,
  shiftListQuerySchema,
} from '@employee-portal/core/shifts/shift.schema';
import type {
  ShiftDetailResponse,
  ShiftListResponse,
  ShiftStaffOptionsResponse,
} from '@employee-portal/core/shifts/shift.responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { shiftKeys } from './shifts.keys.ts';

export type { ShiftDetail } from '@employee-portal/core/shifts/shift.responses';

export interface ShiftListQuery {
  page: number;
  per_page: number;
  sort: z.output<typeof shiftListQuerySchema>['sort'];
  membership_id?: number;
  date_from?: string;
  date_to?: string;
}

/** GET /api/shifts: everyone's shifts, filtered by member and day range, newest first by default. */
export const useShiftList = (query: ShiftListQuery) =>
  useQuery({
    queryKey: shiftKeys.list(query),
    queryFn: ({ signal }) => api.get<ShiftListResponse>('/shifts', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/shifts/staff_options: the field technicians, for the filter and for adding a shift (needs only `shifts`). */
export const useStaffChoices = () =>
  useQuery({
    queryKey: ['shifts', 'staff_choices'],
    queryFn: ({ signal }) => api.get<ShiftStaffOptionsResponse>('/shifts/staff_options', undefined, signal),
    select: (answer) => answer.staff,
    staleTime: 60_000,
  });

export const useShift = (id: number | null) =>
  useQuery({
    queryKey: shiftKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<ShiftDetailResponse>(`/shifts/${recordId}`, undefined, signal),
    ),
    select: (answer) => answer.shift,
  });

/** PUT /api/shifts/:id: the office's correction; the answer carries the new audit entry. */
export function useCorrectShift(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftCorrectionBody) => api.put<ShiftDetailResponse>(`/shifts/${id}`, { ...body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(shiftKeys.detail(id), answer);
      void queryClient.invalidateQueries({
        queryKey: shiftKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}

/** POST /api/shifts: a shift someone forgot to clock, added by the office; the lists and reports refetch. */
export function useAddShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddShiftBody) => api.post<ShiftDetailResponse>('/shifts', { ...body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(shiftKeys.detail(answer.shift.id), answer);
      void queryClient.invalidateQueries({
        queryKey: shiftKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
