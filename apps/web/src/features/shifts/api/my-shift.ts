import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndShiftBody, StartShiftBody } from '@employee-portal/core/shifts/shift.schema';
import type { CurrentShiftResponse, ShiftResponse } from '@employee-portal/core/shifts/shift.responses';
import { api } from '../../../lib/api-client.ts';
import { shiftKeys } from './shifts.keys.ts';

/** GET /api/my_shift/current: the signed-in member's running shift, or null. */
export const useCurrentShift = () =>
  useQuery({
    queryKey: shiftKeys.current(),
    queryFn: ({ signal }) => api.get<CurrentShiftResponse>('/my_shift/current', undefined, signal),
  });

/** Each action answers with the shift as it now stands; that answer becomes the current shift. */
function useShiftAction<Body>(call: (body: Body) => Promise<ShiftResponse>, ended = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(shiftKeys.current(), { shift: ended ? null : answer.shift });
      void queryClient.invalidateQueries({
        queryKey: shiftKeys.all,
        predicate: (query) => query.queryKey[1] !== 'current',
      });
    },
    // A refusal ('already running', 'not on a break') means this screen was stale: show what the server has.
    onError: () => void queryClient.invalidateQueries({ queryKey: shiftKeys.current() }),
  });
}

export const useStartShift = () =>
  useShiftAction((body: StartShiftBody) => api.post<ShiftResponse>('/my_shift/start', { ...body }));
export const useStartBreak = () => useShiftAction(() => api.post<ShiftResponse>('/my_shift/breaks/start'));
export const useEndBreak = () => useShiftAction(() => api.post<ShiftResponse>('/my_shift/breaks/end'));
export const useEndShift = () =>
  useShiftAction((body: EndShiftBody) => api.post<ShiftResponse>('/my_shift/end', { ...body }), true);
