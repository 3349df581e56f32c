/**
 * The route manager's front door: the new-client planner and the route planning report price routes through it with
 * the same distances and settings the route manager uses.
 */
export { optimizeRouteFor, routeCostsFor, type PricedPoints, type WarningLog } from './route-optimize.service.ts';
