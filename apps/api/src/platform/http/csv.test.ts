import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('keeps a plain negative amount a number, and still defuses anything that could run as a formula', () => {
    const csv = toCsv(['Cell'], [['-8.88'], ['-12'], ['-2+3'], ['-1.5e3'], ['=SUM(A1)'], ['+1'], ['@cmd'], ['5.00']]);
    expect(csv.trim().split('\n')).toEqual([
      'Cell',
      '-8.88',
      '-12',
      "'-2+3",
      "'-1.5e3",
      "'=SUM(A1)",
      "'+1",
      "'@cmd",
      '5.00',
    ]);
  });
});
