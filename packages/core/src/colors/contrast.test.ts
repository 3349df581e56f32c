import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, readableTextOn, TEXT_CONTRAST_MINIMUM } from './contrast.ts';

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

describe('readableTextOn', () => {
  it('picks whichever of black and white reads at 4.5:1 or better', () => {
    for (const background of [
      '#1d3557',
      '#424242',
      '#ffeb3b',
      '#00897b',
      '#ff9800',
      '#777777',
      '#e91e63',
      '#ffffff',
      '#000000',
    ]) {
      const text = readableTextOn(background);
      expect(contrastRatio(background, text), background).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    }
    expect(readableTextOn('#1d3557')).toBe('#ffffff');
    expect(readableTextOn('#ffeb3b')).toBe('#000000');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });
});
