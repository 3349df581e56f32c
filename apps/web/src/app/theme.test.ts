import { describe, expect, it } from 'vitest';
import { grey } from '@mui/material/colors';
import { contrastRatio, TEXT_CONTRAST_MINIMUM } from '@employee-portal/core/colors/contrast';
import { HEADER_COLOR, PALETTE, theme } from './theme.ts';

const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('theme colours', () => {
  it.each(COLOURS)('%s reads at 4.5:1 as text on white and on the grey page, and under its own text', (name) => {
    const colour = theme.palette[name];
    expect(contrastRatio(colour.main, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio(colour.main, grey[100])).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio(colour.dark, colour.contrastText)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
  });

  it('keeps secondary text on the page and on white above 4.5:1', () => {
    // MUI's text colours are translucent black: 0.6 for secondary text is #666666 on white, #626262 on the grey page.
    expect(theme.palette.text.secondary).toBe('rgba(0, 0, 0, 0.6)');
    expect(contrastRatio('#666666', '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio('#626262', grey[100])).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
  });

  it('keeps the banner text (warning dark on warning light) and the header text readable', () => {
    expect(contrastRatio(PALETTE.warning.dark, PALETTE.warning.light)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio(HEADER_COLOR, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
  });
});
