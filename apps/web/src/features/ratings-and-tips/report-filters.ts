import type { FilterOption } from '../../components/data-table/filter-select.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const dayOrUndefined = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);
export const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);
export const idOrUndefined = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined);

/** The techs the report names; the chosen one stays a choice while the report shows only them. */
export function techOptions(
  techs: readonly { tech_user_id: number | null; tech_name: string }[] | undefined,
): FilterOption[] | undefined {
  if (!techs) return undefined;
  return techs
    .filter((tech): tech is { tech_user_id: number; tech_name: string } => tech.tech_user_id !== null)
    .map((tech) => ({ value: String(tech.tech_user_id), label: tech.tech_name }));
}
