/** The unassigned feature's front door: the new-client planner reads an entry and assigns it as the unassigned page does. */
export { assignUnassigned, unassignedRecord } from './unassigned.service.ts';
