import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, TEXT_CONTRAST_MINIMUM } from './contrast.ts';

describe('contrastRatio', () => {
  it('spans 1 to 21 and reads short hex', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777')).toBeCloseTo(1, 5);
    expect(parseColor('teal')).toBeNull();
    expect(parseColor('rgb(0, 105, 92)')).toEqual([0, 105, 92]);
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
    expect(contrastRatio('teal', '#fff')).toBeNull();
  });

  it('finds the old primary teal under the text minimum, the issue measured 4.31:1', () => {
    expect(contrastRatio('#00897b', '#ffffff')).toBeLessThan(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio('#00897b', '#ffffff')).toBeCloseTo(4.32, 1);
  });
});
