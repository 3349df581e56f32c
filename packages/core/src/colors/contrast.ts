/**
 * Colour contrast (WCAG 2 relative luminance). Text needs 4.5:1 against what is behind it (DESIGN §7); spec §9's
 * minimum of 3 is for colour pairs without text, such as a header colour against the page.
 */
export const TEXT_CONTRAST_MINIMUM = 4.5;

/** '#rgb', '#rrggbb' or 'rgb(r, g, b)' to 0–255 channels; anything else is null. */
export function parseColor(color: string): [number, number, number] | null {
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(color.trim());
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number) as [number, number, number];
    return channels.every((channel) => channel <= 255) ? channels : null;
  }
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function relativeLuminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white); null when one cannot be read. */
export function contrastRatio(first: string, second: string): number | null {
  const a = parseColor(first);
  const b = parseColor(second);
  if (!a || !b) return null;
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
