import type { FilterOption } from '../../components/data-table/filter-select.tsx';
import { dateRangeError } from '../../components/data-table/date-range-filter.tsx';

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

/**
 * A by-tech report's filters from the address: the period, the tech and the sort. `usable` drops an end day before
 * the start day (the form shows that error) so the query still runs; `filtered` says whether any filter is set.
 */
export function techReportFilters<Sort extends string>(
  params: URLSearchParams,
  sorts: readonly Sort[],
  defaultSort: Sort,
) {
  const filters = {
    sort: oneOf(sorts, params.get('sort')) ?? defaultSort,
    date_from: dayOrUndefined(params.get('date_from')),
    date_to: dayOrUndefined(params.get('date_to')),
    tech_user_id: idOrUndefined(params.get('tech_user_id')),
  };
  const usable = dateRangeError(filters.date_from, filters.date_to) ? { ...filters, date_to: undefined } : filters;
  const filtered = Boolean(filters.date_from || filters.date_to || filters.tech_user_id);
  return { filters, usable, filtered };
}
