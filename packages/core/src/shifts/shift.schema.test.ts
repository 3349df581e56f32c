import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { addShiftSchema, endShiftSchema } from './shift.schema.ts';

const issues = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('ending a shift', () => {
  it('needs the end odometer or the miles driven', () => {
    const both = [
      `end_odometer: ${messages.endOdometerOrMilesRequired}`,
      `miles_driven: ${messages.endOdometerOrMilesRequired}`,
    ];
    expect(issues(endShiftSchema.safeParse({}))).toEqual(both);
    expect(issues(endShiftSchema.safeParse({ end_odometer: null, miles_driven: null }))).toEqual(both);
    expect(endShiftSchema.safeParse({ end_odometer: 10_250 }).success).toBe(true);
    expect(endShiftSchema.safeParse({ miles_driven: 0 }).success).toBe(true);
  });

  it("refuses a negative reading with 'Cannot be negative'", () => {
    expect(issues(endShiftSchema.safeParse({ miles_driven: -3 }))).toEqual([
      `miles_driven: ${messages.cannotBeNegative}`,
    ]);
  });
});

describe('a shift the office adds', () => {
  const added = {
    membership_id: 7,
    start: '2026-11-20T14:00:00Z',
    end: '2026-11-20T22:00:00Z',
    breaks: [],
    miles_driven: 30,
    reason: 'Forgot to clock in',
  };

  it('names the person, ends, and says why', () => {
    expect(addShiftSchema.safeParse(added).success).toBe(true);
    expect(
      issues(addShiftSchema.safeParse({ ...added, membership_id: 'Tyler', end: null, reason: ' ' })).sort(),
    ).toEqual([`end: ${messages.required}`, `membership_id: ${messages.mustBeNumber}`, `reason: ${messages.required}`]);
  });
});
