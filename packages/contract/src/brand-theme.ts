/**
 * A merchant's brand colours (decision 0069): the brand colour fills buttons, the active navigation and the
 * header's accents; the text colour is what is written on it. Both are `#rrggbb`, and the pair must read: a
 * WCAG contrast ratio of at least 4.5:1 (normal text, level AA).
 */
export const brandColourPattern = /^#[0-9a-f]{6}$/;
export const minimumBrandContrast = 4.5;

/** The relative luminance of a `#rrggbb` colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
