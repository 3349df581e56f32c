import { describe, expect, it } from 'vitest';
import { straightLineCosts, type LatLng } from './geo.ts';
import { cheapestInsertion } from './insertion.ts';
import { describeRoute, planRoute, type RoutePlanInput } from './route-plan.ts';
import type { RouteStop } from './route-optimize.schema.ts';
import { createRandom } from './random.ts';

const settings = { road_factor: 1.3, average_speed_mph: 25 };
const shop: LatLng = { lat: 39.74, lng: -104.99 };

function inputFor(stops: RouteStop[], start: LatLng = shop, end: LatLng = start): RoutePlanInput {
  return {
    stops,
    costs: straightLineCosts([start, ...stops, end], settings),
    start_time: '08:00',
    default_service_minutes: 10,
  };
}

function randomStops(count: number, seed: number): RouteStop[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    lat: 39.6 + random.below(3000) / 10_000,
    lng: -105.1 + random.below(3000) / 10_000,
  }));
}

/** Held–Karp: the exact shortest path start → every stop → end, for checking the search on small days. */
function exactShortest(input: RoutePlanInput): number {
  const d = input.costs.distances_m;
  const count = input.stops.length;
  const full = 1 << count;
  const best = Array.from({ length: full }, () => new Float64Array(count).fill(Infinity));
  for (let stop = 0; stop < count; stop += 1) best[1 << stop]![stop] = d[0]![stop + 1]!;
  for (let set = 1; set < full; set += 1)
    for (let last = 0; last < count; last += 1) {
      const here = best[set]![last]!;
      if (!(set & (1 << last)) || here === Infinity) continue;
      for (let next = 0; next < count; next += 1) {
        if (set & (1 << next)) continue;
        const value = here + d[last + 1]![next + 1]!;
        if (value < best[set | (1 << next)]![next]!) best[set | (1 << next)]![next] = value;
      }
    }
  return Math.min(...Array.from({ length: count }, (_, last) => best[full - 1]![last]! + d[last + 1]![count + 1]!));
}

const lengthOf = (input: RoutePlanInput, order: readonly (string | number)[]) =>
  describeRoute(
    input,
    order.map((id) => input.stops.findIndex((stop) => stop.id === id)),
  ).distance_m;

describe('planRoute', () => {
  it('answers an empty order for a day without stops, the drive from start to end', () => {
    const home = { lat: 39.9, lng: -105.1 };
    const route = planRoute(inputFor([], shop, home));
    expect(route.order).toEqual([]);
    expect(route.legs).toHaveLength(1);
    expect(route.legs[0]).toMatchObject({ from_id: null, to_id: null });
    expect(route.distance_m).toBeGreaterThan(20_000);
  });

  it('routes one stop out and back, with its ETA from the start time and the drive', () => {
    const route = planRoute(inputFor([{ id: 'a', lat: 39.75, lng: -104.99, service_minutes: 20 }]));
    expect(route.order).toEqual(['a']);
    expect(route.legs.map((leg) => [leg.from_id, leg.to_id])).toEqual([
      [null, 'a'],
      ['a', null],
    ]);
    // 1.11 km × 1.3 at 25 mph is about 2 minutes.
    expect(route.legs[0]!.arrive_at).toBe('08:02');
    expect(route.legs[0]!.depart_at).toBe('08:22');
    expect(route.service_s).toBe(1200);
  });

  it('keeps stops at the same address together', () => {
    const stops = [
      { id: 1, lat: 39.8, lng: -105 },
      { id: 2, lat: 39.7, lng: -104.9 },
      { id: 3, lat: 39.8, lng: -105 },
      { id: 4, lat: 39.7, lng: -104.9 },
    ];
    const order = planRoute(inputFor(stops)).order;
    const first = order.indexOf(1);
    expect(Math.abs(first - order.indexOf(3))).toBe(1);
    expect(Math.abs(order.indexOf(2) - order.indexOf(4))).toBe(1);
  });

  it('finds the shortest closed day on small random days', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const input = inputFor(randomStops(11, seed));
      const route = planRoute(input, { seed, max_kicks: 2000, budget_ms: 2000 });
      expect(route.distance_m).toBeLessThanOrEqual(Math.round(exactShortest(input)) + route.legs.length);
    }
  });

  it('runs an open route from the shop to the tech’s home, never back to the shop', () => {
    const home = { lat: 39.74, lng: -104.6 };
    // Stops along the way, listed backwards.
    const stops = [5, 4, 3, 2, 1].map((step) => ({
      id: step,
      lat: 39.74 + (step % 2) * 0.002,
      lng: -104.99 + step * 0.07,
    }));
    const input = inputFor(stops, shop, home);
    const route = planRoute(input, { seed: 3 });
    expect(route.order).toEqual([1, 2, 3, 4, 5]);
    expect(route.legs.at(-1)).toMatchObject({ from_id: 5, to_id: null });
    for (const seed of [7, 8, 9]) {
      const open = inputFor(randomStops(10, seed), shop, home);
      expect(planRoute(open, { seed, budget_ms: 2000 }).distance_m).toBeLessThanOrEqual(
        Math.round(exactShortest(open)) + 11,
      );
    }
  });

  it('keeps pinned stops at their positions and still shortens the rest', () => {
    const stops = randomStops(25, 11).map((stop, index) => ({
      ...stop,
      pinned_position: index === 4 ? 3 : index === 20 ? 18 : null,
    }));
    const input = inputFor(stops);
    const given = lengthOf(
      input,
      stops.map((stop) => stop.id),
    );
    const route = planRoute(input, { seed: 1 });
    expect(route.order[2]).toBe(stops[4]!.id);
    expect(route.order[17]).toBe(stops[20]!.id);
    expect(new Set(route.order).size).toBe(25);
    expect(route.distance_m).toBeLessThan(given * 0.7);
  });

  it('reaches a stop before its window closes, even when it is out of the way', () => {
    const stops = randomStops(12, 5);
    // About an hour's drive out: shortest-first would reach it after 09:15.
    const far = { id: 'early', lat: 39.9, lng: -105.3 };
    const legTo = (route: ReturnType<typeof planRoute>) => route.legs.find((leg) => leg.to_id === 'early')!;
    expect(legTo(planRoute(inputFor([...stops, far]), { seed: 2 })).arrive_at > '09:15').toBe(true);
    const route = planRoute(inputFor([...stops, { ...far, window_end: '09:15' }]), { seed: 2 });
    expect(legTo(route).late).toBe(false);
    expect(legTo(route).arrive_at <= '09:15').toBe(true);
  });

  it('waits for a window to open and shows the wait', () => {
    const route = planRoute(inputFor([{ id: 'late', lat: 39.75, lng: -104.99, window_start: '09:30' }]));
    expect(route.legs[0]!.arrive_at).toBe('08:02');
    expect(route.legs[0]!.wait_s).toBeGreaterThan(80 * 60);
    expect(route.legs[0]!.depart_at).toBe('09:40');
  });

  it('routes stops half a world apart', () => {
    const stops = [
      { id: 'anchorage', lat: 61.2, lng: -149.9 },
      { id: 'auckland', lat: -36.8, lng: 174.7 },
      { id: 'denver', lat: 39.7, lng: -105 },
    ];
    const route = planRoute(inputFor(stops));
    expect([...route.order].sort()).toEqual(['anchorage', 'auckland', 'denver']);
    expect(Number.isFinite(route.distance_m)).toBe(true);
  });

  it('answers the same order for the same seed', () => {
    const input = inputFor(randomStops(60, 21));
    const options = { seed: 4, max_kicks: 300, budget_ms: 5000 };
    expect(planRoute(input, options).order).toEqual(planRoute(input, options).order);
  });
});

describe('cheapestInsertion', () => {
  it('puts a new stop between the two stops it lies between', () => {
    const points = [
      shop,
      { lat: 39.74, lng: -104.9 },
      { lat: 39.74, lng: -104.8 },
      shop,
      { lat: 39.741, lng: -104.85 },
    ];
    const costs = straightLineCosts(points, settings);
    const insertion = cheapestInsertion(costs, [0, 1, 2, 3], 4);
    expect(insertion.position).toBe(1);
    expect(insertion.added_m).toBeLessThan(500);
    expect(insertion.added_s).toBeGreaterThanOrEqual(0);
  });
});
