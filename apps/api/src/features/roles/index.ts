/** The roles feature's front door: preset roles for a new organization and the role checks of invitations and staff. */
export { findRole, insertPresetRoles, lockOrganizationStaff, type RoleRow } from './roles.repository.ts';
export { assertGrantable } from './roles.service.ts';
