import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../colors/contrast.ts';
import { messages } from '../messages/catalogue.ts';
import {
  brandColorMessage,
  brandColorProblem,
  colorBrightness,
  DEFAULT_HEADER_COLOR,
  headerColor,
  LIGHT_TEXT,
  textColorOn,
} from './brand-colors.ts';

describe('textColorOn (spec §9: brightness threshold 128)', () => {
  it('writes dark text from a brightness of 128 up and white below', () => {
    expect(colorBrightness('#808080')).toBe(128);
    expect(colorBrightness('#7f7f7f')).toBe(127);
    expect(colorBrightness('#ffffff')).toBe(255);
    // 299 × 255 / 1000: pure red is dark by the W3C formula, though bright to the eye.
    expect(colorBrightness('#ff0000')).toBeCloseTo(76.245, 3);
    expect(textColorOn('#7f7f7f')).toBe(LIGHT_TEXT);
    expect(textColorOn('#ff0000')).toBe(LIGHT_TEXT);
    // MUI's rgba(0, 0, 0, 0.87) over the colour: 13 % of each channel shows through.
    expect(textColorOn('#808080')).toBe('#111111');
    expect(textColorOn('#ffffff')).toBe('#212121');
    expect(textColorOn('#ffeb3b')).toBe('#211f08');
  });
});

describe('brandColorProblem (spec §9: colour pair contrast minimum 3)', () => {
  it('refuses colours too pale for the white text they get: too light', () => {
    // Brightness under 128 asks for white text, but green and cyan are lighter to the eye than the formula says.
    for (const [color, ratio] of [
      ['#03a9f4', 2.63], // MUI light blue 500
      ['#00acc1', 2.74], // MUI cyan 600
      ['#00c000', 2.46],
    ] as const) {
      expect(textColorOn(color), color).toBe(LIGHT_TEXT);
      expect(contrastRatio(color, LIGHT_TEXT), color).toBeCloseTo(ratio, 2);
      expect(brandColorProblem(color), color).toBe('too_light');
    }
    expect(brandColorMessage.too_light).toBe(messages.colorTooLight);
    expect(brandColorMessage.too_dark).toBe(messages.colorTooDark);
  });

  it('accepts the product teal, the default header grey, a deep navy and pale colours with dark text', () => {
    for (const color of [
      '#00695c',
      '#424242',
      '#1d3557',
      '#00897b',
      '#039be5',
      '#0a7e8c',
      '#ffeb3b',
      '#f0e68c',
      '#808080',
    ]) {
      expect(brandColorProblem(color), color).toBeNull();
      expect(contrastRatio(color, textColorOn(color)), color).toBeGreaterThanOrEqual(3);
    }
    // One step bluer than the refused light blue crosses 128: it gets dark text and reads well.
    expect(textColorOn('#03a9f5')).not.toBe(LIGHT_TEXT);
    expect(brandColorProblem('#03a9f5')).toBeNull();
    expect(brandColorProblem('not a colour')).toBeNull();
  });

  it('never finds a colour too dark for the theme’s dark text: from brightness 128 up it always reads at 3:1', () => {
    // Why the form never shows 'Selected color is too dark' with today's text colours; a lighter dark text would.
    const problems = new Set<string | null>();
    for (let red = 0; red < 256; red += 15)
      for (let green = 0; green < 256; green += 15)
        for (let blue = 0; blue < 256; blue += 15) {
          const color = `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
          problems.add(brandColorProblem(color));
        }
    expect([...problems].sort()).toEqual([null, 'too_light'].sort());
  });
});

describe('headerColor (spec §1, §6)', () => {
  it('is dark grey by default, the organization’s own colour outside a franchise, the franchise’s inside one', () => {
    expect(headerColor({})).toBe(DEFAULT_HEADER_COLOR);
    expect(headerColor({ branding_header_color: '#0a7e8c' })).toBe('#0a7e8c');
    // A member's own branding cannot override the franchise's colour.
    expect(headerColor({ belongs_to_franchise: 1, franchise_color: '#1d3557', branding_header_color: '#0a7e8c' })).toBe(
      '#1d3557',
    );
    expect(headerColor({ belongs_to_franchise: 1, franchise_color: null })).toBe(DEFAULT_HEADER_COLOR);
  });
});
