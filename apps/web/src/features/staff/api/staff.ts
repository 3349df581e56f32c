import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffInvitationBody } from '@employee-portal/core/staff/invitation.schema';
import type {
  StaffPayBody,
  StaffPermissionsBody,
  StaffProfileBody,
  StaffSort,
  StaffStatus,
} from '@employee-portal/core/staff/staff.schema';
import type { RoleBody } from '@employee-portal/core/staff/role.schema';
import type { RoleListResponse, RoleResponse } from '@employee-portal/core/staff/role.responses';
import type { StaffDetailResponse, StaffListResponse } from '@employee-portal/core/staff/staff.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
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

/** GET /api/staff: one page of members, filtered and sorted by the server. */
export const useStaffList = (query: StaffListQuery) =>
  useQuery({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => api.get<StaffListResponse>('/staff', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/staff/export.csv with the list's filters; fetched with the bearer token, then saved. */
export const exportStaffCsv = (filters: StaffFilters) => downloadFile('/staff/export.csv', { ...filters }, 'staff.csv');

/** GET /api/roles: the organization's roles (named permission sets). */
export const useRoles = (enabled = true) =>
  useQuery({
    queryKey: staffKeys.roles(),
    queryFn: ({ signal }) => api.get<RoleListResponse>('/roles', undefined, signal),
    select: (answer) => answer.roles,
    enabled,
  });

export const useStaffMember = (id: number | null) =>
  useQuery({
    queryKey: staffKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<StaffDetailResponse>(`/staff/${recordId}`, undefined, signal),
    ),
    select: (answer) => answer.staff,
  });

/** Every staff change answers with the member as they now stand: that answer replaces the cached one. */
function useStaffChange<Variables>(call: (variables: Variables) => Promise<StaffDetailResponse>) {
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
  useStaffChange((body: StaffInvitationBody) => api.post<StaffDetailResponse>('/staff/invitations', { ...body }));
export const useUpdateProfile = (id: number) =>
  useStaffChange((body: StaffProfileBody) => api.put<StaffDetailResponse>(`/staff/${id}`, { ...body }));
export const useUpdatePay = (id: number) =>
  useStaffChange((body: StaffPayBody) => api.put<StaffDetailResponse>(`/staff/${id}/pay`, { ...body }));
export const useUpdatePermissions = (id: number) =>
  useStaffChange((body: StaffPermissionsBody) => api.put<StaffDetailResponse>(`/staff/${id}/permissions`, { ...body }));
export const useDeactivateStaff = (id: number) =>
  useStaffChange(() => api.post<StaffDetailResponse>(`/staff/${id}/deactivate`));
export const useReactivateStaff = (id: number) =>
  useStaffChange(() => api.post<StaffDetailResponse>(`/staff/${id}/reactivate`));
export const useResendInvitation = (id: number) =>
  useStaffChange(() => api.post<StaffDetailResponse>(`/staff/${id}/invitation/resend`));
export const useUploadAvatar = (id: number) =>
  useStaffChange((image: string) => api.post<StaffDetailResponse>(`/staff/${id}/avatar`, { image }));
export const useRemoveAvatar = (id: number) =>
  useStaffChange(() => api.delete<StaffDetailResponse>(`/staff/${id}/avatar`));

/** DELETE /api/staff/:id/invitation: the invited member is removed. */
export function useCancelInvitation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>(`/staff/${id}/invitation`),
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

export const useCreateRole = () => useRoleChange((body: RoleBody) => api.post<RoleResponse>('/roles', { ...body }));
export const useUpdateRole = (id: number) =>
  useRoleChange((body: RoleBody) => api.put<RoleResponse>(`/roles/${id}`, { ...body }));
export const useDeleteRole = () => useRoleChange((id: number) => api.delete<MessageResponse>(`/roles/${id}`));
