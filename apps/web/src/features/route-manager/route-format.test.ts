import { describe, expect, it } from 'vitest';
import type { OptimizeAllResponse } from '@employee-portal/core/routing/route-manager.schema';
import { drawnEndpoint, optimizeGains, proposalGains } from './route-format.ts';

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

describe('optimizeGains', () => {
  it('offers a new order only when it is another order and shorter', () => {
    expect(optimizeGains([3, 1, 2], 9000, { order: [1, 2, 3], distance_m: 7000 })).toBe(true);
    expect(optimizeGains([1, 2, 3], 7000, { order: [1, 2, 3], distance_m: 7000 })).toBe(false);
    expect(optimizeGains([3, 1, 2], 7000, { order: [1, 2, 3], distance_m: 7000 })).toBe(false);
    expect(optimizeGains([3, 1, 2], 7000, { order: [1, 2, 3], distance_m: 7200 })).toBe(false);
    expect(optimizeGains([3, 1, 2], null, { order: [1, 2, 3], distance_m: 7200 })).toBe(true);
  });
});

describe('proposalGains', () => {
  const unchanged = {
    service_date: '2026-12-06',
    routes: [],
    moved: [],
    distance_before_m: 10_000,
    distance_after_m: 10_000,
    longest_day_before_s: 3600,
    longest_day_after_s: 3600,
    distance_source: 'straight_line',
  } satisfies OptimizeAllResponse;
  it('is worth saving when a job changes tech, the routes shorten or the longest day does', () => {
    expect(proposalGains(unchanged)).toBe(false);
    expect(proposalGains({ ...unchanged, distance_after_m: 9000 })).toBe(true);
    expect(proposalGains({ ...unchanged, longest_day_after_s: 3000 })).toBe(true);
    const move = { job_id: 1, label: 'A', from_user_id: 1, from_name: 'X', to_user_id: 2, to_name: 'Y' };
    expect(proposalGains({ ...unchanged, moved: [move] })).toBe(true);
  });
});
