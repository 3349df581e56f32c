import { describe, expect, it } from 'vitest';
import { loadText, techsText } from './work-area-inventory-format.ts';

describe('the inventory load in words', () => {
  it('names each tech with their jobs of the day', () => {
    expect(techsText([])).toBe('None');
    expect(
      techsText([
        { user_id: 1, name: 'Jasmine Reed', jobs: 14 },
        { user_id: 2, name: 'Tyler Brooks', jobs: 1 },
      ]),
    ).toBe('Jasmine Reed: 14 jobs, Tyler Brooks: 1 job');
  });

  it('speaks of a limit only for a plan that has one', () => {
    expect(loadText(16, 15)).toBe('16 of 15 jobs per tech a day');
    expect(loadText(16, null)).toBe('Busiest tech: 16 jobs');
  });
});
