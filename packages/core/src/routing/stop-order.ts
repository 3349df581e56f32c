/**
 * The order of a day's stops between its start and its end. Without pins or time windows it is the tour search's
 * shortest path (the end–start pair forced adjacent, so a closed and an open route are one case). Pinned stops and
 * time windows then bend that order: pins go back to their positions and a local search over the free stops
 * (relocate, swap, reverse within the spans between pins) shortens the route, pricing every second past a window as
 * a long detour. Up to 7 stops every order is tried.
 */
import { timeOfDayToSeconds } from './route-optimize.schema.ts';
import type { OptimizeOptions, RoutePlanInput } from './route-plan.ts';
import { DEFAULT_BUDGET_MS, searchTour } from './tour-search.ts';
import { createRandom } from './random.ts';

const EXHAUSTIVE_UP_TO = 7;
/** A second after a window closes costs as much as 100 m more driving: lateness goes first, then distance. */
const LATE_METERS_PER_SECOND = 100;
const NEIGHBOURS = 10;
const clock = () => globalThis.performance?.now() ?? Date.now();

/** Stop indexes (into `input.stops`) in visiting order. */
export function optimizeStopOrder(input: RoutePlanInput, options: OptimizeOptions = {}): number[] {
  const count = input.stops.length;
  const identity = Array.from({ length: count }, (_, index) => index);
  if (count <= 1) return identity;
  const route = new RouteCost(input);
  if (count <= EXHAUSTIVE_UP_TO) return bestPermutation(route, identity);
  const started = clock();
  const budget = options.budget_ms ?? DEFAULT_BUDGET_MS;
  const shortest = shortestOrder(input, { ...options, budget_ms: route.constrained ? budget / 2 : budget });
  if (!route.constrained) return shortest;
  const remaining = Math.max(5, budget - (clock() - started));
  return improveConstrained(route, route.withPins(shortest), remaining, options.seed ?? 1);
}

/** Points are 0 = start, 1..count = the stops, count + 1 = end; the search sees the symmetric mean of each pair. */
function shortestOrder(input: RoutePlanInput, options: OptimizeOptions): number[] {
  const count = input.stops.length;
  const size = count + 2;
  const { distances_m } = input.costs;
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i += 1)
    for (let j = 0; j < size; j += 1) matrix[i * size + j] = (distances_m[i]![j]! + distances_m[j]![i]!) / 2;
  const tour = searchTour(matrix, size, {
    forcedPairs: [[0, size - 1]],
    budgetMs: options.budget_ms,
    maxKicks: options.max_kicks,
    seed: options.seed,
  });
  // Walk the cycle from the start away from the end.
  const at = tour.indexOf(0);
  const step = tour[(at + 1) % size] === size - 1 ? size - 1 : 1;
  const order: number[] = [];
  for (let offset = 1; offset < size - 1; offset += 1) order.push(tour[(at + offset * step) % size]! - 1);
  return order;
}

/** Distance of an order plus the lateness penalty; knows which positions are pinned to which stop. */
class RouteCost {
  readonly pinnedAt = new Map<number, number>();
  readonly constrained: boolean;
  private readonly hasWindows: boolean;
  private readonly opens: (number | null)[];
  private readonly closes: (number | null)[];
  private readonly serviceSeconds: number[];
  private readonly startSeconds: number;

  constructor(private readonly input: RoutePlanInput) {
    input.stops.forEach((stop, index) => {
      if (stop.pinned_position != null) this.pinnedAt.set(stop.pinned_position - 1, index);
    });
    this.opens = input.stops.map((stop) => (stop.window_start ? timeOfDayToSeconds(stop.window_start) : null));
    this.closes = input.stops.map((stop) => (stop.window_end ? timeOfDayToSeconds(stop.window_end) : null));
    this.hasWindows = this.opens.some((value) => value !== null) || this.closes.some((value) => value !== null);
    this.constrained = this.hasWindows || this.pinnedAt.size > 0;
    this.serviceSeconds = input.stops.map((stop) => (stop.service_minutes ?? input.default_service_minutes) * 60);
    this.startSeconds = timeOfDayToSeconds(input.start_time);
  }

  isPinned(position: number) {
    return this.pinnedAt.has(position);
  }

  respectsPins(order: readonly number[]) {
    for (const [position, stop] of this.pinnedAt) if (order[position] !== stop) return false;
    return true;
  }

  /** The pinned stops put back at their positions, the others keeping their relative order around them. */
  withPins(order: readonly number[]): number[] {
    const pinnedStops = new Set(this.pinnedAt.values());
    const free = order.filter((stop) => !pinnedStops.has(stop));
    return order.map((_, position) => this.pinnedAt.get(position) ?? free.shift()!);
  }

  of(order: readonly number[]): number {
    const { distances_m: d, durations_s: t } = this.input.costs;
    const end = order.length + 1;
    let previous = 0;
    let meters = 0;
    let clockSeconds = this.startSeconds;
    let lateSeconds = 0;
    for (const stop of order) {
      const point = stop + 1;
      meters += d[previous]![point]!;
      if (this.hasWindows) {
        clockSeconds += t[previous]![point]!;
        const opens = this.opens[stop];
        const closes = this.closes[stop];
        if (opens != null && clockSeconds < opens) clockSeconds = opens;
        if (closes != null && clockSeconds > closes) lateSeconds += clockSeconds - closes;
        clockSeconds += this.serviceSeconds[stop]!;
      }
      previous = point;
    }
    return meters + d[previous]![end]! + lateSeconds * LATE_METERS_PER_SECOND;
  }

  /** Each stop's nearest other stops, by the mean of both directions. */
  neighbours(): number[][] {
    const d = this.input.costs.distances_m;
    const count = this.input.stops.length;
    const mean = (a: number, b: number) => d[a + 1]![b + 1]! + d[b + 1]![a + 1]!;
    return Array.from({ length: count }, (_, a) =>
      Array.from({ length: count }, (_, b) => b)
        .filter((b) => b !== a)
        .sort((x, y) => mean(a, x) - mean(a, y))
        .slice(0, NEIGHBOURS),
    );
  }
}

function bestPermutation(route: RouteCost, stops: number[]): number[] {
  let best: number[] = stops.slice();
  let bestCost = Infinity;
  const order: number[] = [];
  const used = new Uint8Array(stops.length);
  const visit = () => {
    if (order.length === stops.length) {
      const cost = route.of(order);
      if (cost < bestCost) [best, bestCost] = [order.slice(), cost];
      return;
    }
    const pinned = route.pinnedAt.get(order.length);
    for (const stop of pinned === undefined ? stops : [pinned]) {
      if (used[stop] || (pinned === undefined && isPinnedStop(route, stop))) continue;
      used[stop] = 1;
      order.push(stop);
      visit();
      order.pop();
      used[stop] = 0;
    }
  };
  visit();
  return best;
}

const isPinnedStop = (route: RouteCost, stop: number) => [...route.pinnedAt.values()].includes(stop);

/**
 * First-improvement local search over the free positions, then random swaps of two free stops as kicks, keeping the
 * best order found within the time left.
 */
function improveConstrained(route: RouteCost, start: number[], budgetMs: number, seed: number): number[] {
  const deadline = clock() + budgetMs;
  const neighbours = route.neighbours();
  const freePositions = start.map((_, position) => position).filter((position) => !route.isPinned(position));
  const spanIsFree = (from: number, to: number) => {
    for (let position = Math.min(from, to); position <= Math.max(from, to); position += 1)
      if (route.isPinned(position)) return false;
    return true;
  };
  const descend = (order: number[]) => {
    let cost = route.of(order);
    for (let improved = true; improved && clock() < deadline; ) {
      improved = false;
      const positionOf = new Map(order.map((stop, position) => [stop, position]));
      for (const i of freePositions) {
        for (const c of neighbours[order[i]!]!) {
          const j = positionOf.get(c)!;
          for (const candidate of movesBringingTogether(order, i, j, spanIsFree, route)) {
            const candidateCost = route.of(candidate);
            if (candidateCost < cost - 1e-6) {
              order.splice(0, order.length, ...candidate);
              cost = candidateCost;
              improved = true;
              break;
            }
          }
          if (improved) break;
        }
        if (improved) break;
      }
    }
    return cost;
  };
  const random = createRandom(seed);
  let current = start.slice();
  let currentCost = descend(current);
  while (freePositions.length >= 2 && clock() < deadline) {
    const candidate = current.slice();
    const a = freePositions[random.below(freePositions.length)]!;
    const b = freePositions[random.below(freePositions.length)]!;
    [candidate[a], candidate[b]] = [candidate[b]!, candidate[a]!];
    const cost = descend(candidate);
    if (cost <= currentCost) [current, currentCost] = [candidate, cost];
  }
  return route.respectsPins(current) ? current : start;
}

/** Orders in which the stop at `i` sits next to the stop at `j`: relocated, swapped in, or the span between reversed. */
function* movesBringingTogether(
  order: readonly number[],
  i: number,
  j: number,
  spanIsFree: (from: number, to: number) => boolean,
  route: RouteCost,
): Generator<number[]> {
  // Taking the stop out first shifts everything after it: these targets land it just before or just after c.
  for (const target of i < j ? [j - 1, j] : [j, j + 1]) {
    if (target === i || target >= order.length || !spanIsFree(i, target)) continue;
    const moved = order.slice();
    const [stop] = moved.splice(i, 1);
    moved.splice(target, 0, stop!);
    yield moved;
  }
  for (const target of [j - 1, j + 1]) {
    if (target < 0 || target >= order.length || target === i || route.isPinned(target)) continue;
    const swapped = order.slice();
    [swapped[i], swapped[target]] = [swapped[target]!, swapped[i]!];
    yield swapped;
  }
  const [from, to] = i < j ? [i + 1, j] : [j, i - 1];
  if (from < to && spanIsFree(from, to)) {
    const reversed = order.slice();
    reversed.splice(from, to - from + 1, ...order.slice(from, to + 1).reverse());
    yield reversed;
  }
}
