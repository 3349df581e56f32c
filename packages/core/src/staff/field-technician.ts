/**
 * Who a "field technician" is: the people who do the visits, the ones offered wherever a tech is picked (a
 * subscription's tech, the subscriptions list's tech filter, the shifts staff filter, adding a forgotten shift).
 *
 * Spec §6 describes access by permissions, not role names, and organizations build their own roles, so this reads
 * the member's permissions, not a role's name: a field technician clocks shifts from the field (`start_end_shift`)
 * and does not work the office's client desk (`subscriptions`, where techs are assigned to clients). With the preset
 * roles that is Field Tech and Crew Leader; Owner, Manager and Office hold `start_end_shift` too (they clock their
 * hours) but assign the work rather than do it, and an Accountant does neither. Whether an inactive technician is
 * still offered is each picker's choice: assigning work takes active ones, filtering past work may name former ones.
 */

export const FIELD_WORK_PERMISSION = 'start_end_shift';
export const OFFICE_DESK_PERMISSION = 'subscriptions';

export function isFieldTechnician(member: { permissions: readonly string[] }): boolean {
  return member.permissions.includes(FIELD_WORK_PERMISSION) && !member.permissions.includes(OFFICE_DESK_PERMISSION);
}
