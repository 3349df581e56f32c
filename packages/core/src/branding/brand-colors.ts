/**
 * Brand colours (spec §9 "Text colour contrast: brightness threshold 128; colour pair contrast minimum 3"). The
 * shell writes dark text on a colour whose W3C brightness is at least 128 and white text otherwise; a colour whose
 * contrast with the text it would carry is under 3:1 is refused, with the catalogue's words (spec §5).
 */
import { contrastRatio, parseColor } from '../colors/contrast.ts';
import { messages } from '../messages/catalogue.ts';

export const BRIGHTNESS_THRESHOLD = 128;
export const COLOR_PAIR_CONTRAST_MINIMUM = 3;
export const LIGHT_TEXT = '#ffffff';
/** Spec §1's dark grey header (MUI grey[800]): what an organization without its own or a franchise colour shows. */
export const DEFAULT_HEADER_COLOR = '#424242';
/** MUI's text.primary, rgba(0, 0, 0, 0.87): what a themed button or chip writes on a light colour. */
const DARK_TEXT_ALPHA = 0.87;

/** A colour as the browser's colour input gives it: '#rrggbb'. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** W3C brightness, 0 (black) to 255 (white): (299 R + 587 G + 114 B) / 1000; null when the colour cannot be read. */
export function colorBrightness(color: string): number | null {
  const channels = parseColor(color);
  if (!channels) return null;
  const [red, green, blue] = channels;
  return (299 * red + 587 * green + 114 * blue) / 1000;
}

const toHex = (channels: number[]) =>
  `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The text written on a colour: the theme's dark text, its 87 % black laid over the colour as the screen shows it,
 * at a brightness of 128 or more; white below.
 */
export function textColorOn(color: string): string {
  const channels = parseColor(color);
  const brightness = colorBrightness(color);
  if (!channels || brightness === null || brightness < BRIGHTNESS_THRESHOLD) return LIGHT_TEXT;
  return toHex(channels.map((channel) => channel * (1 - DARK_TEXT_ALPHA)));
}

/** Whose colour the signed-in shell's header takes. */
export interface HeaderColorFacts {
  belongs_to_franchise?: number;
  franchise_color?: string | null;
  /** The organization's own header colour, from its branding settings. */
  branding_header_color?: string | null;
}

/**
 * Spec §1/§6: dark grey by default; a franchise member's header is the franchise's colour, which the member's own
 * branding cannot override (the franchise's look is the same in every member); others may pick their own.
 */
export function headerColor(facts: HeaderColorFacts): string {
  if (facts.belongs_to_franchise === 1 && facts.franchise_color) return facts.franchise_color;
  return facts.branding_header_color || DEFAULT_HEADER_COLOR;
}

export type BrandColorProblem = 'too_light' | 'too_dark';

/**
 * Why a colour cannot carry its text, or null when it can (or cannot be read: the format check speaks then). White
 * text on a colour too pale for it: too light; dark text on a colour too deep for it: too dark.
 */
export function brandColorProblem(color: string): BrandColorProblem | null {
  const text = textColorOn(color);
  const ratio = contrastRatio(color, text);
  if (ratio === null || ratio >= COLOR_PAIR_CONTRAST_MINIMUM) return null;
  return text === LIGHT_TEXT ? 'too_light' : 'too_dark';
}

export const brandColorMessage: Record<BrandColorProblem, string> = {
  too_light: messages.colorTooLight,
  too_dark: messages.colorTooDark,
};
