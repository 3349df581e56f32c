import { describe, expect, it } from 'vitest';
import { createWarnings } from './client-warnings.ts';

describe('create warnings', () => {
  it('names each warned location by its place in the form and its label', () => {
    const locations = [
      { address_line1: '1600 Champa St' },
      { address_line1: '420 L St', name: 'Cabin' },
      { address_line1: '9 Elm St', name: null },
    ];
    expect(
      createWarnings(
        { locations: { '1': ['No service available in this area'], '2': ['No service available in this area'] } },
        locations,
      ),
    ).toEqual([
      { location: 'Location 2 (Cabin)', text: 'No service available in this area' },
      { location: 'Location 3 (9 Elm St)', text: 'No service available in this area' },
    ]);
  });

  it('says nothing when every location is served', () => {
    expect(createWarnings({ locations: {} }, [{ address_line1: 'x' }])).toEqual([]);
    expect(createWarnings(undefined, [])).toEqual([]);
  });
});
