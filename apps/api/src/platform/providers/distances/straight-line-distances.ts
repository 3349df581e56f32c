import { straightLineCosts } from '@employee-portal/core';
import type { DistanceMatrixProvider } from './distance-matrix.ts';

/** No road engine: the estimate needs nothing outside the process, so it is also what tests and the demo use. */
export function createStraightLineDistances(): DistanceMatrixProvider {
  return {
    source: 'straight_line',
    matrix: async (points, settings) => straightLineCosts(points, settings),
  };
}
