import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRoute, straightLineCosts } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';

let t: TestApp;
let token: string;
let techToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const organization = await createOrganization(t.db, { name: 'Route Co' });
  token = (await createMember(t.db, organization.id, { role: 'Owner' })).token;
  techToken = (await createMember(t.db, organization.id, { role: 'Field Tech' })).token;
});
afterAll(() => t.close());

const shop = { lat: 39.74, lng: -104.99 };
const optimize = (payload: object, as = token) =>
  t.injectAs(as, { method: 'POST', url: '/api/route_manager/optimize', payload });

interface Answer {
  order: (number | string)[];
  distance_m: number;
  duration_s: number;
  legs: { from_id: number | string | null; to_id: number | string | null; arrive_at: string }[];
  distance_source: string;
}

describe('POST /api/route_manager/optimize', () => {
  it('answers an empty order for no stops, with the drive from start to end', async () => {
    const response = await optimize({ stops: [], start: shop, end: { lat: 39.8, lng: -105 } });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Answer;
    expect(answer.order).toEqual([]);
    expect(answer.legs).toHaveLength(1);
    expect(answer.distance_m).toBeGreaterThan(6000);
    expect(answer.distance_source).toBe('straight_line');
  });

  it('routes one stop there and back with its ETA from the start time', async () => {
    const response = await optimize({
      stops: [{ id: 7, lat: 39.75, lng: -104.99 }],
      start: shop,
      end: shop,
      start_time: '09:00',
    });
    const answer = response.json() as Answer;
    expect(answer.order).toEqual([7]);
    expect(answer.legs.map((leg) => [leg.from_id, leg.to_id])).toEqual([
      [null, 7],
      [7, null],
    ]);
    expect(answer.legs[0]!.arrive_at).toBe('09:02');
    expect(answer.duration_s).toBeGreaterThan(0);
  });

  it('keeps duplicate addresses next to each other', async () => {
    const stops = [
      { id: 'a', lat: 39.8, lng: -105 },
      { id: 'b', lat: 39.7, lng: -104.9 },
      { id: 'c', lat: 39.8, lng: -105 },
      { id: 'd', lat: 39.7, lng: -104.9 },
      { id: 'e', lat: 39.8, lng: -105 },
      { id: 'f', lat: 39.7, lng: -104.9 },
      { id: 'g', lat: 39.8, lng: -105 },
      { id: 'h', lat: 39.7, lng: -104.9 },
    ];
    const answer = (await optimize({ stops, start: shop, end: shop })).json() as Answer;
    const sides = answer.order.map((id) => (['a', 'c', 'e', 'g'].includes(String(id)) ? 'north' : 'south'));
    // One trip to each side: the side changes once along the route.
    expect(sides.filter((side, index) => index > 0 && side !== sides[index - 1])).toHaveLength(1);
  });

  it('runs an open route from the shop to the tech’s home along the way', async () => {
    const home = { lat: 39.74, lng: -104.5 };
    const stops = [6, 3, 9, 1, 4, 8, 2, 7, 5].map((step) => ({
      id: step,
      lat: 39.74 + (step % 3) * 0.001,
      lng: -104.99 + step * 0.05,
    }));
    const answer = (await optimize({ stops, start: shop, end: home })).json() as Answer;
    expect(answer.order).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(answer.legs.at(-1)).toMatchObject({ from_id: 9, to_id: null });
  });

  it('keeps pinned stops at their positions and shortens the rest', async () => {
    const stops = Array.from({ length: 30 }, (_, index) => ({
      id: index + 1,
      lat: 39.6 + ((index * 7919) % 300) / 1000,
      lng: -105.1 + ((index * 104_729) % 300) / 1000,
      pinned_position: index === 9 ? 2 : index === 20 ? 25 : undefined,
    }));
    const input = {
      stops,
      costs: straightLineCosts([shop, ...stops, shop], { road_factor: 1.3, average_speed_mph: 25 }),
      start_time: '08:00',
      default_service_minutes: 15,
    };
    const given = describeRoute(
      input,
      stops.map((_, index) => index),
    ).distance_m;
    const answer = (await optimize({ stops, start: shop, end: shop })).json() as Answer;
    expect(answer.order[1]).toBe(10);
    expect(answer.order[24]).toBe(21);
    expect(new Set(answer.order).size).toBe(30);
    expect(answer.distance_m).toBeLessThan(given * 0.6);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ stops: [{ id: 1, lat: 95, lng: 0 }], start: shop, end: shop }, 'stops.0.lat'],
      [{ stops: [{ id: 1, lat: 'x', lng: 0 }], start: shop, end: shop }, 'stops.0.lat'],
      [{ stops: [], start: shop }, 'end'],
      [{ stops: [{ id: 1, lat: 1, lng: 1, pinned_position: 2 }], start: shop, end: shop }, 'stops.0.pinned_position'],
      [
        {
          stops: [
            { id: 1, lat: 1, lng: 1, pinned_position: 1 },
            { id: 2, lat: 1, lng: 1, pinned_position: 1 },
          ],
          start: shop,
          end: shop,
        },
        'stops.1.pinned_position',
      ],
      [
        {
          stops: [
            { id: 1, lat: 1, lng: 1 },
            { id: 1, lat: 2, lng: 2 },
          ],
          start: shop,
          end: shop,
        },
        'stops.1.id',
      ],
      [{ stops: [{ id: 1, lat: 1, lng: 1, window_start: '25:00' }], start: shop, end: shop }, 'stops.0.window_start'],
      [
        { stops: [{ id: 1, lat: 1, lng: 1, window_start: '10:00', window_end: '09:00' }], start: shop, end: shop },
        'stops.0.window_end',
      ],
      [{ stops: Array.from({ length: 301 }, (_, id) => ({ id, lat: 1, lng: 1 })), start: shop, end: shop }, 'stops'],
    ];
    for (const [payload, field] of cases) {
      const response = await optimize(payload);
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
  });

  it('takes 300 stops in one call', async () => {
    const stops = Array.from({ length: 300 }, (_, id) => ({
      id,
      lat: 39.5 + (id % 20) / 50,
      lng: -105 + Math.floor(id / 20) / 50,
    }));
    const response = await optimize({ stops, start: shop, end: shop });
    expect(response.statusCode).toBe(200);
    expect(new Set((response.json() as Answer).order).size).toBe(300);
  });

  it('falls back to the straight-line estimate when the road engine does not answer', async () => {
    const roads = t.deps.distances;
    t.deps.distances = {
      source: 'road',
      matrix: () => Promise.reject(new Error('connection refused')),
    };
    try {
      const response = await optimize({ stops: [{ id: 1, lat: 39.75, lng: -104.99 }], start: shop, end: shop });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ order: [1], distance_source: 'straight_line' });
    } finally {
      t.deps.distances = roads;
    }
  });

  it('is for those who manage routes', async () => {
    const response = await optimize({ stops: [], start: shop, end: shop }, techToken);
    expect(response.statusCode).toBe(403);
  });
});
