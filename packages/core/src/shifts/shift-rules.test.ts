import { describe, expect, it } from 'vitest';
import { breakMinutes, overlappingBreakIndexes, shiftErrors, workedMinutes } from './shift-rules.ts';

const at = (time: string) => `2026-11-20T${time}:00Z`;

describe('shift and break messages (spec §5)', () => {
  it('accepts a shift with breaks inside it, touching breaks included', () => {
    expect(
      shiftErrors({
        start: at('08:00'),
        end: at('16:00'),
        breaks: [
          { start: at('10:00'), end: at('10:15') },
          { start: at('10:15'), end: at('10:30') },
        ],
      }),
    ).toEqual({});
    expect(shiftErrors({ start: at('08:00'), end: at('08:00'), breaks: [] })).toEqual({});
  });

  it('puts the end-before-start pair on both fields', () => {
    expect(shiftErrors({ start: at('16:00'), end: at('08:00'), breaks: [] })).toEqual({
      start: ['Must be same or before end time'],
      end: ['Must be same or after start time'],
    });
  });

  it('keeps breaks inside the shift', () => {
    const errors = shiftErrors({
      start: at('08:00'),
      end: at('12:00'),
      breaks: [{ start: at('07:30'), end: at('12:30') }],
    });
    expect(errors['breaks.0.start']).toEqual(['Must be same or after shift start time']);
    expect(errors['breaks.0.end']).toEqual(['Must be same or before shift end time']);
    expect(errors.start).toEqual(['Must be same or before break start']);
    expect(errors.end).toEqual(['Must be same or after break end']);
  });

  it('requires a break to end after it starts', () => {
    const errors = shiftErrors({
      start: at('08:00'),
      end: at('12:00'),
      breaks: [{ start: at('10:00'), end: at('09:00') }],
    });
    expect(errors['breaks.0.start']).toEqual(['Must be same or before break end time']);
    expect(errors['breaks.0.end']).toEqual(['Must be same or after break start time']);
  });

  it('refuses overlapping breaks, including a break still running', () => {
    const errors = shiftErrors({
      start: at('08:00'),
      end: null,
      breaks: [
        { start: at('10:00'), end: at('10:30') },
        { start: at('10:20'), end: at('10:40') },
      ],
    });
    expect(errors['breaks.0.start']).toEqual(['Break times cannot overlap']);
    expect(errors['breaks.1.start']).toEqual(['Break times cannot overlap']);
    expect(
      overlappingBreakIndexes([
        { start: at('10:00'), end: null },
        { start: at('11:00'), end: at('11:10') },
      ]),
    ).toEqual([[0, 1]]);
  });

  it('handles a shift across midnight', () => {
    expect(
      shiftErrors({
        start: '2026-11-20T22:00:00Z',
        end: '2026-11-21T06:00:00Z',
        breaks: [{ start: '2026-11-21T01:00:00Z', end: '2026-11-21T01:30:00Z' }],
      }),
    ).toEqual({});
  });
});

describe('worked time', () => {
  it('subtracts breaks and counts running parts up to now', () => {
    const shift = {
      start: at('08:00'),
      end: null,
      breaks: [
        { start: at('10:00'), end: at('10:30') },
        { start: at('11:00'), end: null },
      ],
    };
    const now = new Date(at('11:15'));
    expect(breakMinutes(shift, now)).toBe(45);
    expect(workedMinutes(shift, now)).toBe(150);
  });
});
