import type { LatLng, RouteCosts, StraightLineSettings } from '@employee-portal/core';

/**
 * Driving distances and times between points for the route optimiser. The default estimates them from the straight
 * line (great circle × the organization's road factor, at its average speed); a road engine answers real ones.
 */
export interface DistanceMatrixProvider {
  readonly source: 'straight_line' | 'road';
  matrix(points: readonly LatLng[], settings: StraightLineSettings): Promise<RouteCosts>;
}
