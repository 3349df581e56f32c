/** The staff feature's front door: the route start and end addresses the scheduler settings edit. */
export { routeAddresses, saveRouteAddresses } from './route-addresses.repository.ts';
export { routePoints } from './route-points.repository.ts';
export { saveStaffProfile } from './staff.repository.ts';
