/**
 * The tech picker's and the tech filter's choices: 'Unassigned', then the field technicians the API offers. Someone
 * already assigned who is not one of them (office staff assigned before, a former tech) stays listed under their
 * name, so the form and the filter show who it is rather than a blank.
 */
import type { SelectOption } from '../../components/form/form-select-field.tsx';

interface Named {
  id: number;
  name: string;
}

export function techChoices(techs: readonly Named[], unassignedValue: string, current: Named | null): SelectOption[] {
  const choices = [
    { value: unassignedValue, label: 'Unassigned' },
    ...techs.map((tech) => ({ value: String(tech.id), label: tech.name })),
  ];
  if (current && !techs.some((tech) => tech.id === current.id))
    choices.push({ value: String(current.id), label: current.name });
  return choices;
}
