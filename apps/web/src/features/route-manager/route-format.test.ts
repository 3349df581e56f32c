import { describe, expect, it } from 'vitest';
import { drawnEndpoint } from './route-format.ts';

describe('drawnEndpoint', () => {
  it("draws the tech's address and the route start, not a stand-in that is a stop's own pin", () => {
    const point = { lat: 39.7, lng: -105 };
    expect(drawnEndpoint({ ...point, source: 'staff' })).toEqual(point);
    expect(drawnEndpoint({ ...point, source: 'route_start' })).toEqual(point);
    expect(drawnEndpoint({ ...point, source: 'first_stop' })).toBeNull();
    expect(drawnEndpoint({ ...point, source: 'last_stop' })).toBeNull();
    expect(drawnEndpoint(null)).toBeNull();
  });
});
