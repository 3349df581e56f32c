import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffInvitationBody } from '@employee-portal/core/staff/invitation.schema';
import type {
  StaffDetail,
  StaffMember,
  StaffPayBody,
  StaffPermissionsBody,
  StaffProfileBody,
  StaffSort,
  StaffStatus,
} from '@employee-portal/core/staff/staff.schema';
import type { Role, RoleBody } from '@employee-portal/core/staff/role.schema';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { staffKeys } from './staff.keys.ts';

export interface StaffFilters {
  search?: string;
  role_id?: number;
  status?: StaffStatus;
  sort: StaffSort;
}

export interface StaffListQuery extends StaffFilters {
  page: number;
  per_page: number;
}

export interface StaffPage {
  data: StaffMember[];
  meta: { page: number; per_page: number; total: number };
}

interface StaffAnswer {
  staff: StaffDetail;
}

/** GET /api/staff: one page of members, filtered and sorted by the server. */
export const useStaffList = (query: StaffListQuery) =>
  useQuery({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => api.get<StaffPage>('/staff', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/staff/export.csv with the list's filters; fetched with the bearer token, then saved. */
export const exportStaffCsv = (filters: StaffFilters) => downloadFile('/staff/export.csv', { ...filters }, 'staff.csv');

/** GET /api/roles: the organization's roles (named permission sets). */
export const useRoles = (enabled = true) =>
  useQuery({
    queryKey: staffKeys.roles(),
    queryFn: ({ signal }) => api.get<{ roles: Role[] }>('/roles', undefined, signal),
    select: (answer) => answer.roles,
    enabled,
  });

export const useStaffMember = (id: number | null) =>
  useQuery({
    queryKey: staffKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) => api.get<StaffAnswer>(`/staff/${recordId}`, undefined, signal)),
    select: (answer) => answer.staff,
  });

/** Every staff change answers with the member as they now stand: that answer replaces the cached one. */
function useStaffChange<Variables>(call: (variables: Variables) => Promise<StaffAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(staffKeys.detail(answer.staff.id), answer);
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.roles() });
    },
  });
}

export const useInviteStaff = () =>
  useStaffChange((body: StaffInvitationBody) => api.post<StaffAnswer>('/staff/invitations', { ...body }));
export const useUpdateProfile = (id: number) =>
  useStaffChange((body: StaffProfileBody) => api.put<StaffAnswer>(`/staff/${id}`, { ...body }));
export const useUpdatePay = (id: number) =>
  useStaffChange((body: StaffPayBody) => api.put<StaffAnswer>(`/staff/${id}/pay`, { ...body }));
export const useUpdatePermissions = (id: number) =>
  useStaffChange((body: StaffPermissionsBody) => api.put<StaffAnswer>(`/staff/${id}/permissions`, { ...body }));
export const useDeactivateStaff = (id: number) =>
  useStaffChange(() => api.post<StaffAnswer>(`/staff/${id}/deactivate`));
export const useReactivateStaff = (id: number) =>
  useStaffChange(() => api.post<StaffAnswer>(`/staff/${id}/reactivate`));
export const useResendInvitation = (id: number) =>
  useStaffChange(() => api.post<StaffAnswer>(`/staff/${id}/invitation/resend`));
export const useUploadAvatar = (id: number) =>
  useStaffChange((image: string) => api.post<StaffAnswer>(`/staff/${id}/avatar`, { image }));
export const useRemoveAvatar = (id: number) => useStaffChange(() => api.delete<StaffAnswer>(`/staff/${id}/avatar`));

/** DELETE /api/staff/:id/invitation: the invited member is removed. */
export function useCancelInvitation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`/staff/${id}/invitation`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: staffKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
    },
  });
}

/** Role changes touch every member on the role: the lists and details refetch. */
function useRoleChange<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useCreateRole = () => useRoleChange((body: RoleBody) => api.post<{ role: Role }>('/roles', { ...body }));
export const useUpdateRole = (id: number) =>
  useRoleChange((body: RoleBody) => api.put<{ role: Role }>(`/roles/${id}`, { ...body }));
export const useDeleteRole = () => useRoleChange((id: number) => api.delete<{ message: string }>(`/roles/${id}`));
