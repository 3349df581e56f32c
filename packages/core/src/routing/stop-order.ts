import type { OptimizeOptions, RoutePlanInput } from './route-plan.ts';

/** Placeholder until the search lands: the order given. */
export function optimizeStopOrder(input: RoutePlanInput, _options: OptimizeOptions): number[] {
  return input.stops.map((_, index) => index);
}
