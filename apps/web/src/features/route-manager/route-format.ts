/** How the route manager writes distances and times, and the techs' colours on its map. */
import { metersToMiles } from '@employee-portal/core/routing/geo';
import type { OptimizeAllResponse, RouteEndpoint } from '@employee-portal/core/routing/route-manager.schema';
import type { OptimizedRoute } from '@employee-portal/core/routing/route-optimize.schema';

export const miles = (meters: number) => `${metersToMiles(meters).toFixed(1)} mi`;
export const kilometres = (meters: number) => `${(meters / 1000).toFixed(1)} km`;
export const distance = (meters: number) => `${miles(meters)} (${kilometres(meters)})`;

export function duration(seconds: number) {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Dark enough for white stop numbers (4.5:1), told apart from each other on the map. */
const PALETTE = ['#00695c', '#1565c0', '#ad1457', '#6a1b9a', '#e65100', '#2e7d32', '#4e342e', '#283593', '#c62828'];
export const routeColour = (index: number, own: string | null) => own ?? PALETTE[index % PALETTE.length]!;

/** Says where a route starts or ends when it is not the tech's own address. */
/** An endpoint worth its own marker: a stand-in at the first or last stop is that stop's pin already. */
export const drawnEndpoint = (point: RouteEndpoint | null) =>
  point && point.source !== 'first_stop' && point.source !== 'last_stop' ? { lat: point.lat, lng: point.lng } : null;

export function endpointNote(kind: 'start' | 'end', point: RouteEndpoint | null): string | null {
  if (!point) return null;
  switch (point.source) {
    case 'staff':
      return null;
    case 'first_stop':
      return 'The route starts at its first stop: the tech has no start address on the map.';
    case 'last_stop':
      return 'The route ends at its last stop: the tech has no end address on the map.';
    case 'route_start':
      return kind === 'end' ? 'The route ends where it starts: the tech has no end address on the map.' : null;
  }
}

/**
 * An optimised order is worth offering only when it is another order and a shorter one: the same order, or a longer
 * or equal one, leaves the route as it stands (nothing to save). An unmeasured route takes any new order.
 */
export function optimizeGains(
  current: readonly number[],
  currentDistanceM: number | null,
  optimized: Pick<OptimizedRoute, 'order' | 'distance_m'>,
): boolean {
  const sameOrder =
    optimized.order.length === current.length && optimized.order.every((id, index) => Number(id) === current[index]);
  return !sameOrder && (currentDistanceM === null || optimized.distance_m < currentDistanceM);
}

/** 'Optimize all' is worth saving when a job changes tech, or the routes get shorter or the longest day does. */
export const proposalGains = (proposal: OptimizeAllResponse) =>
  proposal.moved.length > 0 ||
  proposal.distance_after_m < proposal.distance_before_m ||
  proposal.longest_day_after_s < proposal.longest_day_before_s;

export const ALREADY_BEST_ORDER = 'Already the best order: Optimize found no shorter route. Nothing changed.';
export const ALREADY_BEST_ROUTES =
  'Already the best routes: Optimize all found no shorter route and no shorter longest day. Nothing changed.';
