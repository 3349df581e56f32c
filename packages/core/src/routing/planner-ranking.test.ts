import { describe, expect, it } from 'vitest';
import { cheapestInsertion } from './insertion.ts';
import { straightLineCosts } from './geo.ts';
import {
  averageInsertion,
  dayHasRoom,
  plannerDateSets,
  plannerVisitDates,
  rankPlannerOptions,
  weekdayCombinations,
  type PlannerDay,
} from './planner-ranking.ts';

const day = (weekday: number, user_id: number, added_s: number, stops = 3): PlannerDay => ({
  weekday,
  user_id,
  dates: [`2026-12-0${weekday}`],
  added_s,
  added_m: added_s * 10,
  stops,
  day_s: 3600,
});

describe('new-client planner ranking', () => {
  it('puts the (weekday, tech) whose route passes the new address first', () => {
    // Tech 1's Tuesday runs along the street the new client lives on; tech 2's Tuesday is across town.
    const newClient = { lat: 39.75, lng: -104.99 };
    const along = [
      { lat: 39.7, lng: -105.0 },
      { lat: 39.749, lng: -104.991 },
      { lat: 39.751, lng: -104.989 },
      { lat: 39.7, lng: -105.0 },
    ];
    const across = [
      { lat: 39.7, lng: -105.0 },
      { lat: 39.6, lng: -104.8 },
      { lat: 39.61, lng: -104.81 },
      { lat: 39.7, lng: -105.0 },
    ];
    const price = (route: typeof along) => {
      const costs = straightLineCosts([...route, newClient], { road_factor: 1.3, average_speed_mph: 25 });
      return cheapestInsertion(costs, [0, 1, 2, 3], 4);
    };
    const near = price(along);
    const far = price(across);
    const ranked = rankPlannerOptions(
      [
        { ...day(2, 2, far.added_s), added_m: far.added_m },
        { ...day(2, 1, near.added_s), added_m: near.added_m },
      ],
      1,
    );
    expect(ranked[0]).toMatchObject({ weekdays: [2], user_id: 1 });
    expect(ranked[0]!.added_s).toBeLessThan(60);
  });

  it('sums one tech’s days for a twice-a-week plan and never mixes techs', () => {
    const ranked = rankPlannerOptions([day(1, 1, 100), day(4, 1, 50), day(3, 1, 400), day(1, 2, 10)], 2);
    expect(ranked.map((option) => [option.weekdays, option.user_id, option.added_s])).toEqual([
      [[1, 4], 1, 150],
      [[3, 4], 1, 450],
      [[1, 3], 1, 500],
    ]);
  });

  it('breaks a tie by the emptier day and keeps the top few', () => {
    const ranked = rankPlannerOptions(
      [day(1, 1, 100, 9), day(2, 1, 100, 2), ...[3, 4, 5].map((w) => day(w, 2, 200))],
      1,
      4,
    );
    expect(ranked.map((option) => option.weekdays[0])).toEqual([2, 1, 3, 4]);
  });

  it('lists the visit dates each frequency has on a weekday', () => {
    // 2026-11-24 is a Tuesday.
    expect(plannerVisitDates('once_a_week', 4, '2026-11-24', '2026-12-21')).toEqual([
      '2026-11-26',
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
    ]);
    expect(plannerVisitDates('every_two_weeks', 2, '2026-11-24', '2026-12-21')).toEqual(['2026-11-24', '2026-12-08']);
    expect(plannerVisitDates('once_a_month', 1, '2026-11-24', '2026-12-21')).toEqual(['2026-11-30']);
    expect(plannerVisitDates('one_time', 1, '2026-11-24', '2026-12-21')).toEqual(['2026-11-30']);
  });

  it('prices every other week and monthly service on each week the visit can fall', () => {
    expect(plannerDateSets('once_a_week', 2, '2026-11-25', '2026-12-22')).toEqual([
      ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22'],
    ]);
    expect(plannerDateSets('every_two_weeks', 2, '2026-11-25', '2026-12-22')).toEqual([
      ['2026-12-01', '2026-12-15'],
      ['2026-12-08', '2026-12-22'],
    ]);
    expect(plannerDateSets('once_a_month', 2, '2026-11-25', '2026-12-22')).toEqual([
      ['2026-12-01'],
      ['2026-12-08'],
      ['2026-12-15'],
      ['2026-12-22'],
    ]);
    expect(plannerDateSets('one_time', 2, '2026-11-25', '2026-12-08')).toEqual([['2026-12-01'], ['2026-12-08']]);
  });

  it('offers each way of one weekday as its own option, the cheaper week first', () => {
    const ranked = rankPlannerOptions(
      [
        { ...day(2, 1, 300), dates: ['2026-12-01', '2026-12-15'] },
        { ...day(2, 1, 100), dates: ['2026-12-08', '2026-12-22'] },
      ],
      1,
    );
    expect(ranked.map((option) => [option.first_dates, option.added_s])).toEqual([
      [['2026-12-08'], 100],
      [['2026-12-01'], 300],
    ]);
  });

  it('keeps full days out: the 100-stop cap and the job limit', () => {
    expect(dayHasRoom(99, null)).toBe(true);
    expect(dayHasRoom(100, null)).toBe(false);
    expect(dayHasRoom(14, 15)).toBe(true);
    expect(dayHasRoom(15, 15)).toBe(false);
  });

  it('averages the occurrences and chooses weekdays without repeats', () => {
    expect(
      averageInsertion([
        { added_s: 100, added_m: 1000 },
        { added_s: 201, added_m: 2001 },
      ]),
    ).toEqual({
      added_s: 151,
      added_m: 1501,
    });
    expect(averageInsertion([{ added_s: -2, added_m: -3 }])).toEqual({ added_s: 0, added_m: 0 });
    expect(weekdayCombinations([5, 1, 3, 1], 2)).toEqual([
      [1, 3],
      [1, 5],
      [3, 5],
    ]);
    expect(weekdayCombinations([1], 2)).toEqual([]);
  });
});
