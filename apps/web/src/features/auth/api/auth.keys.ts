/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  employeeUser: (organizationId: number | null) => ['auth', 'employee_user', organizationId] as const,
};
