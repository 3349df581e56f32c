import { describe, expect, it } from 'vitest';
import type { JobWire } from '@employee-portal/core/jobs/job.responses';
import { TECH_COLOURS, UNASSIGNED_COLOUR, techColour, techRoutes } from './tech-routes.ts';

const techs = [
  { id: 11, name: 'Tyler Brooks' },
  { id: 12, name: 'Sam Lee' },
];

const job = (id: number, fields: Partial<JobWire>): JobWire =>
  ({
    id,
    client_name: `Client ${id}`,
    address: `${id} Main St`,
    lat: 39.7,
    lng: -104.9,
    assigned_user_id: null,
    assigned_user_name: null,
    route_position: null,
    ...fields,
  }) as JobWire;

describe('techColour', () => {
  it('gives each tech the colour of their place in the list, the same whatever is filtered', () => {
    expect(techColour([11, 12], 12)).toBe(TECH_COLOURS[1]);
    expect(techColour([11, 12], 11)).toBe(TECH_COLOURS[0]);
  });

  it('draws unassigned jobs and unknown techs grey, and repeats colours after the palette', () => {
    expect(techColour([11], null)).toBe(UNASSIGNED_COLOUR);
    expect(techColour([11], 99)).toBe(UNASSIGNED_COLOUR);
    const many = Array.from({ length: TECH_COLOURS.length + 1 }, (_, index) => index + 1);
    expect(techColour(many, TECH_COLOURS.length + 1)).toBe(TECH_COLOURS[0]);
  });
});

describe('techRoutes', () => {
  it("puts each tech's stops in route order, techs in list order and unassigned last", () => {
    const routes = techRoutes(
      [
        job(1, { assigned_user_id: 12, route_position: 2 }),
        job(2, {}),
        job(3, { assigned_user_id: 12, route_position: 1 }),
        job(4, { assigned_user_id: 11, route_position: 1 }),
      ],
      techs,
    );
    expect(routes.map((route) => route.name)).toEqual(['Tyler Brooks', 'Sam Lee', 'Unassigned']);
    expect(routes[1]?.stops.map((stop) => [stop.id, stop.order])).toEqual([
      [3, 1],
      [1, 2],
    ]);
    expect(routes[1]?.colour).toBe(TECH_COLOURS[1]);
    expect(routes[2]?.colour).toBe(UNASSIGNED_COLOUR);
  });

  it('keeps jobs without a position off the map but in the route', () => {
    const [route] = techRoutes(
      [job(1, { assigned_user_id: 11, lat: null, lng: null }), job(2, { assigned_user_id: 11, route_position: 3 })],
      techs,
    );
    expect(route?.stops.map((stop) => stop.id)).toEqual([2]);
    expect(route?.unplaced.map((unplaced) => unplaced.id)).toEqual([1]);
  });
});
