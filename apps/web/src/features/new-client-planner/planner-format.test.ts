import { describe, expect, it } from 'vitest';
import { dayLengthText, distanceText, minutesText, weekdaysText } from './planner-format.ts';

describe('the planner’s numbers on screen', () => {
  it('reads weekdays, minutes, distances and day lengths', () => {
    expect(weekdaysText([1, 4])).toBe('Monday + Thursday');
    expect(minutesText(0)).toBe('0 min');
    expect(minutesText(20)).toBe('< 1 min');
    expect(minutesText(452)).toBe('8 min');
    expect(distanceText(1609)).toBe('1.6 km (1.0 mi)');
    expect(dayLengthText(5 * 3600 + 7 * 60)).toBe('5 h 07 min');
  });
});
