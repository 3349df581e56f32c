import { describe, expect, it } from 'vitest';
import { techChoices } from './tech-choices.ts';

const techs = [
  { id: 3, name: 'Tyler Brooks' },
  { id: 4, name: 'Jasmine Reed' },
];

describe('tech choices', () => {
  it('offer Unassigned and the field technicians', () => {
    expect(techChoices(techs, 'none', null)).toEqual([
      { value: 'none', label: 'Unassigned' },
      { value: '3', label: 'Tyler Brooks' },
      { value: '4', label: 'Jasmine Reed' },
    ]);
    expect(techChoices(techs, 'none', techs[0]!)).toHaveLength(3);
  });

  it('keep someone already assigned who is not a field technician, under their name', () => {
    expect(techChoices(techs, 'none', { id: 2, name: 'Maria Lopez' }).at(-1)).toEqual({
      value: '2',
      label: 'Maria Lopez',
    });
  });
});
