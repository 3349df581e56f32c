import type { WorkAreaState } from '@employee-portal/core/jobs/work-area-reports.schema';

/** 'Name: North', 'Zips: 80202, 80221', 'Techs: none': the part of the work area the change touched. */
export function stateText(state: WorkAreaState | null): string {
  if (!state) return '—';
  const parts: string[] = [];
  if (state.name !== undefined) parts.push(`Name: ${state.name}`);
  if (state.zips !== undefined) parts.push(`Zips: ${state.zips.join(', ') || 'none'}`);
  if (state.techs !== undefined) parts.push(`Techs: ${state.techs.join(', ') || 'none'}`);
  return parts.join('; ');
}
