import { describe, expect, it } from 'vitest';
import { defaultSchedulerSettings, describeRoute, straightLineCosts, type LatLng } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { DistanceMatrixProvider } from '../../platform/providers/distances/distance-matrix.ts';
import { createStraightLineDistances } from '../../platform/providers/distances/straight-line-distances.ts';
import { priceRoutes, type PlannedRoute } from './route-pricing.ts';

const settings = defaultSchedulerSettings;

/** A straight-line provider, posing as a road engine or not, that remembers how many points each call asked about. */
function countingDistances(source: DistanceMatrixProvider['source'] = 'road') {
  const inner = createStraightLineDistances();
  const calls: number[] = [];
  const distances: DistanceMatrixProvider = {
    source,
    matrix: (points, options) => {
      calls.push(points.length);
      return inner.matrix(points, options);
    },
  };
  return { deps: { distances } as AppDeps, calls };
}

const point = (index: number): LatLng => ({ lat: 39.6 + (index % 37) * 0.01, lng: -105.1 + (index % 23) * 0.013 });

function route(key: string, date: string, stopCount: number, seed: number): PlannedRoute {
  return {
    key,
    date,
    start: point(seed),
    stops: Array.from({ length: stopCount }, (_, index) => ({ id: seed * 1000 + index, ...point(seed + index * 7) })),
    end: point(seed + 3),
  };
}

/** What the route costs measured alone, as the route manager would. */
function alone(planned: PlannedRoute) {
  const costs = straightLineCosts([planned.start, ...planned.stops, planned.end], settings);
  const measured = describeRoute(
    { stops: planned.stops, costs, start_time: '08:00', default_service_minutes: 10 },
    planned.stops.map((_, index) => index),
  );
  return { distance_m: measured.distance_m, duration_s: measured.duration_s };
}

describe('priceRoutes', () => {
  it("asks once per day for all that day's routes and gives each route what it costs alone", async () => {
    const { deps, calls } = countingDistances();
    const routes = [route('a', '2026-11-23', 3, 1), route('b', '2026-11-23', 5, 2), route('c', '2026-11-24', 4, 3)];
    const { prices, source } = await priceRoutes(deps, settings, routes);
    expect(source).toBe('road');
    expect([...calls].sort((x, y) => x - y)).toEqual([6, 12]);
    for (const planned of routes) expect(prices.get(planned.key)).toEqual(alone(planned));
  });

  it("splits a busy day into calls a road engine's table accepts, never splitting a route", async () => {
    const { deps, calls } = countingDistances();
    const routes = [
      route('a', '2026-11-23', 200, 1),
      route('b', '2026-11-23', 150, 2),
      route('c', '2026-11-23', 20, 3),
    ];
    const { prices } = await priceRoutes(deps, settings, routes);
    expect(calls).toEqual([202, 152 + 22]);
    for (const planned of routes) expect(prices.get(planned.key)).toEqual(alone(planned));
  });

  it('works the straight line out route by route: no call to save, much smaller matrices', async () => {
    const { deps, calls } = countingDistances('straight_line');
    const routes = [route('a', '2026-11-23', 3, 1), route('b', '2026-11-23', 5, 2)];
    const { prices, source } = await priceRoutes(deps, settings, routes);
    expect(source).toBe('straight_line');
    expect(calls).toEqual([5, 7]);
    for (const planned of routes) expect(prices.get(planned.key)).toEqual(alone(planned));
  });
});
