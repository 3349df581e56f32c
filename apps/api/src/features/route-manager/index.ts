/**
 * The route manager's front door: the new-client planner and the route planning report price routes through it with
 * the same distances and settings the route manager uses.
 */
export { optimizeRouteFor, routeCostsFor, type PricedPoints, type WarningLog } from './route-optimize.service.ts';
/** A day's routes per tech (stops in order, start and end) and one route measured as it stands. */
export { measureRoute, readRouteDay } from './route-manager.service.ts';
