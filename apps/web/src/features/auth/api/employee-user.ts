import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { EmployeeUserResponse } from '@employee-portal/core/auth/auth.responses';
import { authKeys } from './auth.keys.ts';

/** GET /api/auth/employee_user: the signed-in user as the server sees it now (the API client adds organization_id). */
export const fetchEmployeeUser = (signal?: AbortSignal) =>
  api.get<EmployeeUserResponse>('/auth/employee_user', undefined, signal);

export const employeeUserQueryOptions = (organizationId: number | null) =>
  queryOptions({
    queryKey: authKeys.employeeUser(organizationId),
    queryFn: ({ signal }) => fetchEmployeeUser(signal),
    staleTime: 0,
  });
