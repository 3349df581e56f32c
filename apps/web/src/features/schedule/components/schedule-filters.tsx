import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { jobKinds, jobStatusLabels, jobStatuses } from '@employee-portal/core/jobs/job.schema';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { useScheduleTechs, useScheduleWorkAreas } from '../api/schedule-options.ts';
import type { ScheduleState } from '../schedule-view.ts';

const KIND_LABELS = { residential: 'Residential', commercial: 'Commercial' } as const;
const idOrNull = (value: string | undefined) => (value ? Number(value) : null);

type Filters = Pick<ScheduleState, 'tech' | 'area' | 'status' | 'kind'>;

/** The schedule's filters; each choice goes into the address, so a filtered schedule can be bookmarked and shared. */
export function ScheduleFilters({
  state,
  onChange,
  search,
}: {
  state: Filters;
  onChange: (filters: Partial<Filters>) => void;
  /** The client search, first in the group. */
  search?: ReactNode;
}) {
  const techs = useScheduleTechs();
  const areas = useScheduleWorkAreas();
  const techOptions = techs.data && [
    { value: 'unassigned', label: 'Unassigned' },
    ...techs.data.map((tech) => ({ value: String(tech.id), label: tech.name })),
  ];
  return (
    <Box
      role="group"
      aria-label="Schedule filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, '& .MuiTextField-root': { minWidth: 170 } }}
    >
      {search}
      <FilterSelect
        label="Tech"
        allLabel="All techs"
        value={state.tech ?? undefined}
        options={techOptions}
        onChange={(value) => onChange({ tech: value === 'unassigned' ? 'unassigned' : idOrNull(value) })}
      />
      {/* Members who may not read work areas simply do not get this filter. */}
      {!areas.isError && (
        <FilterSelect
          label="Work Area"
          allLabel="All work areas"
          value={state.area ?? undefined}
          options={areas.data?.data.map((area) => ({ value: String(area.id), label: area.name }))}
          onChange={(value) => onChange({ area: idOrNull(value) })}
        />
      )}
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={state.status ?? undefined}
        options={optionsFrom(jobStatuses, jobStatusLabels)}
        onChange={(value) => onChange({ status: jobStatuses.find((status) => status === value) ?? null })}
      />
      <FilterSelect
        label="Type"
        allLabel="Residential and commercial"
        value={state.kind ?? undefined}
        options={optionsFrom(jobKinds, KIND_LABELS)}
        onChange={(value) => onChange({ kind: jobKinds.find((kind) => kind === value) ?? null })}
      />
    </Box>
  );
}
