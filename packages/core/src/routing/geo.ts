/** Positions on the earth and the straight-line costs the optimiser uses when no road engine is configured. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean earth radius (IUGG), the one the route benchmark's haversine scorer uses. */
export const EARTH_RADIUS_M = 6_371_008.8;

export function greatCircleMeters(a: LatLng, b: LatLng): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRadians;
  const dLng = (b.lng - a.lng) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRadians) * Math.cos(b.lat * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Driving distance and time between every pair of points, row = from, column = to. */
export interface RouteCosts {
  distances_m: number[][];
  durations_s: number[][];
}

export interface StraightLineSettings {
  /** Roads wind: the straight line times this factor estimates the driven distance (1.2–1.3 in towns). */
  road_factor: number;
  average_speed_mph: number;
}

const METERS_PER_MILE = 1609.344;

/** Great-circle distance times the road factor, driven at the average speed. */
export function straightLineCosts(points: readonly LatLng[], settings: StraightLineSettings): RouteCosts {
  const metersPerSecond = (settings.average_speed_mph * METERS_PER_MILE) / 3600;
  const distances_m = points.map((from) =>
    points.map((to) => Math.round(greatCircleMeters(from, to) * settings.road_factor)),
  );
  const durations_s = distances_m.map((row) => row.map((meters) => Math.round(meters / metersPerSecond)));
  return { distances_m, durations_s };
}

export const metersToMiles = (meters: number) => meters / METERS_PER_MILE;
