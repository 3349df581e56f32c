import { describe, expect, it } from 'vitest';
import { stateText } from './work-area-state.ts';

describe('a work area change in words', () => {
  it('names only the parts that changed, and says none for an emptied list', () => {
    expect(stateText({ name: 'North' })).toBe('Name: North');
    expect(stateText({ zips: ['80202', '80221'] })).toBe('Zips: 80202, 80221');
    expect(stateText({ techs: [] })).toBe('Techs: none');
    expect(stateText({ name: 'North', zips: [], techs: ['Terry Tech'] })).toBe(
      'Name: North; Zips: none; Techs: Terry Tech',
    );
    expect(stateText(null)).toBe('—');
  });
});
