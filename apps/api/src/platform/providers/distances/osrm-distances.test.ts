import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { greatCircleMeters } from '@employee-portal/core';
import { startStandIn } from '../../../../test/support/http-stand-in.ts';
import { createOsrmDistances } from './osrm-distances.ts';
import { createStraightLineDistances } from './straight-line-distances.ts';

/**
 * The road adapter against a local stand-in answering as OSRM's table service documents
 * (GET /table/v1/{profile}/{lng,lat;…}?annotations=distance,duration → { code: 'Ok', distances, durations }).
 */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let standIn: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  standIn = await startStandIn(() => answer);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const settings = { road_factor: 1.3, average_speed_mph: 25 };
const points = [
  { lat: 39.74, lng: -104.99 },
  { lat: 39.75, lng: -105.0012345 },
];

describe('OSRM distances', () => {
  it('asks the table service for every pair, longitude first, and reads metres and seconds', async () => {
    answer = {
      status: 200,
      body: {
        code: 'Ok',
        distances: [
          [0, 1520.4],
          [1611.2, 0],
        ],
        durations: [
          [0, 181.9],
          [199.5, 0],
        ],
      },
    };
    const costs = await createOsrmDistances({ baseUrl: standIn.url }).matrix(points, settings);
    expect(costs).toEqual({
      distances_m: [
        [0, 1520],
        [1611, 0],
      ],
      durations_s: [
        [0, 182],
        [200, 0],
      ],
    });
    const url = new URL(standIn.requests[0]!.url, standIn.url);
    expect(url.pathname).toBe('/table/v1/driving/-104.990000,39.740000;-105.001234,39.750000');
    expect(url.searchParams.get('annotations')).toBe('distance,duration');
  });

  it('prices a pair the roads cannot join as far away instead of failing the day', async () => {
    answer = {
      status: 200,
      body: {
        code: 'Ok',
        distances: [
          [0, null],
          [null, 0],
        ],
        durations: [
          [0, null],
          [null, 0],
        ],
      },
    };
    const costs = await createOsrmDistances({ baseUrl: standIn.url }).matrix(points, settings);
    expect(costs.distances_m[0]![1]).toBeGreaterThan(1_000_000);
  });

  it('fails loudly on an error answer, so the caller can fall back to the estimate', async () => {
    answer = { status: 400, body: { code: 'InvalidQuery', message: 'Query string malformed' } };
    await expect(createOsrmDistances({ baseUrl: standIn.url }).matrix(points, settings)).rejects.toThrow(
      /InvalidQuery/,
    );
  });

  it('asks nothing for no points', async () => {
    expect(await createOsrmDistances({ baseUrl: standIn.url }).matrix([], settings)).toEqual({
      distances_m: [],
      durations_s: [],
    });
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('straight-line distances', () => {
  it('are the great circle times the road factor, driven at the average speed', async () => {
    const costs = await createStraightLineDistances().matrix(points, settings);
    // 1.47 km apart as the crow flies, 1.91 km by the roads' factor; 25 mph is 11.18 m/s.
    expect(costs.distances_m[0]![1]).toBe(Math.round(greatCircleMeters(points[0]!, points[1]!) * 1.3));
    expect(costs.distances_m[0]![1]).toBeGreaterThan(1900);
    expect(costs.distances_m[0]![1]).toBeLessThan(1920);
    expect(costs.durations_s[0]![1]).toBe(Math.round(costs.distances_m[0]![1]! / ((25 * 1609.344) / 3600)));
  });
});
