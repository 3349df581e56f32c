import type { RouteCosts } from './geo.ts';

export interface Insertion {
  /** The new stop goes after route[position] (0 = straight after the start). */
  position: number;
  added_m: number;
  added_s: number;
}

/**
 * Where one more stop costs a route the least drive time: Δ = d(p,x) + d(x,q) − d(p,q) over each consecutive pair of
 * `route` (point indexes into `costs`, start first and end last). A route of just start and end gets the out-and-back.
 */
export function cheapestInsertion(costs: RouteCosts, route: readonly number[], point: number): Insertion {
  const { distances_m: d, durations_s: t } = costs;
  let best: Insertion = { position: 0, added_m: Infinity, added_s: Infinity };
  for (let position = 0; position + 1 < route.length; position += 1) {
    const p = route[position]!;
    const q = route[position + 1]!;
    const added_s = t[p]![point]! + t[point]![q]! - t[p]![q]!;
    if (added_s < best.added_s) best = { position, added_s, added_m: d[p]![point]! + d[point]![q]! - d[p]![q]! };
  }
  if (route.length < 2) throw new Error('A route has a start and an end');
  // Rounded costs can dip below the triangle inequality by a unit: a detour never saves anything.
  return { ...best, added_m: Math.max(0, Math.round(best.added_m)), added_s: Math.max(0, Math.round(best.added_s)) };
}
