import { describe, expect, it } from 'vitest';
import { grey } from '@mui/material/colors';
import { contrastRatio, TEXT_CONTRAST_MINIMUM } from '@employee-portal/core/colors/contrast';
import { HEADER_COLOR, PALETTE } from './theme.ts';

describe('theme colours', () => {
  it.each(Object.entries(PALETTE))('%s reads at 4.5:1 as text on white and on the grey page, and under its own text', (_name, colour) => {
    expect(contrastRatio(colour.main, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio(colour.main, grey[100])).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
  });

  it('keeps the banner text (warning dark on warning light) and the header text readable', () => {
    expect(contrastRatio(PALETTE.warning.dark, PALETTE.warning.light)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio(HEADER_COLOR, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
  });
});
