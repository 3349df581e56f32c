import { describe, expect, it } from 'vitest';
import { clientMatcher } from './client-search.ts';

const visit = {
  client_name: 'Melissa Adams',
  location_name: 'Back yard',
  address: '12 Elm St, Denver',
  zip: '80202',
};

describe('the schedule client search', () => {
  it('matches every typed word in the name, location, address or zip, whatever the case', () => {
    const match = (text: string) => clientMatcher(text)!(visit);
    expect(match('adams')).toBe(true);
    expect(match('ADAMS elm')).toBe(true);
    expect(match('  melissa   80202 ')).toBe(true);
    expect(match('back yard')).toBe(true);
    expect(match('adams oak')).toBe(false);
    expect(match('smith')).toBe(false);
  });

  it('filters nothing while the box is empty', () => {
    expect(clientMatcher('')).toBeNull();
    expect(clientMatcher('   ')).toBeNull();
  });
});
