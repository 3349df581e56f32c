import type { RouteCosts } from '@employee-portal/core';
import type { DistanceMatrixProvider } from './distance-matrix.ts';

interface OsrmOptions {
  /** An OSRM-compatible server, e.g. http://osrm.internal:5000 (a self-hosted OSRM or a compatible hosted service). */
  baseUrl: string;
  profile?: string;
  timeoutMs?: number;
}

interface OsrmTableAnswer {
  code?: string;
  message?: string;
  distances?: (number | null)[][];
  durations?: (number | null)[][];
}

/**
 * OSRM's table service (https://project-osrm.org/docs/v5.24.0/api/#table-service): GET
 * /table/v1/{profile}/{lng,lat;…}?annotations=distance,duration answers every pair's road metres and seconds. A pair
 * the engine cannot connect (null) is priced far off, so the optimiser routes round it rather than failing the day.
 */
export function createOsrmDistances(options: OsrmOptions): DistanceMatrixProvider {
  return {
    source: 'road',
    async matrix(points) {
      if (points.length === 0) return { distances_m: [], durations_s: [] };
      const coordinates = points.map((point) => `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`).join(';');
      const url = new URL(`/table/v1/${options.profile ?? 'driving'}/${coordinates}`, options.baseUrl);
      url.searchParams.set('annotations', 'distance,duration');
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      const answer = (await response.json().catch(() => ({}))) as OsrmTableAnswer;
      if (!response.ok || answer.code !== 'Ok' || !answer.distances || !answer.durations)
        throw new Error(
          `Distance matrix service answered ${response.status} ${answer.code ?? ''} ${answer.message ?? ''}`,
        );
      return { distances_m: unreachableAsFar(answer.distances), durations_s: unreachableAsFar(answer.durations) };
    },
  };
}

const UNREACHABLE = 10_000_000;

function unreachableAsFar(rows: (number | null)[][]): RouteCosts['distances_m'] {
  return rows.map((row) => row.map((value) => (value === null ? UNREACHABLE : Math.round(value))));
}
