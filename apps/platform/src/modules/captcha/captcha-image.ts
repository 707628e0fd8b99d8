import { randomInt } from 'node:crypto';
import { glyphHeight, glyphStrokes, glyphWidth } from './bitmap-font.ts';
import {
  blendPixel,
  createCanvas,
  distanceToSegment,
  fillGradient,
  paintCoverage,
  strokePolyline,
  type Point,
  type Rgb,
} from './captcha-canvas.ts';
import { encodePng } from './png-encoder.ts';

export const captchaImageWidth = 160;
export const captchaImageHeight = 60;

/** A uniform number in [0, 1) from the system's secure generator. */
const secureRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/**
 * Draws the answer as a PNG: a light gradient, faint noise lines and dots behind, each character in its own dark
 * colour, offset, rotated and sheared, and two thin lines across the text. Strokes of the characters stay well
 * thicker than the noise, so a person reads them at a glance while a plain template match does not.
 */
export function drawCaptchaPng(answer: string, random: () => number = secureRandom): Buffer {
  const between = (min: number, max: number) => min + (max - min) * random();
  const width = captchaImageWidth;
  const height = captchaImageHeight;
  const canvas = createCanvas(width, height);
  const hue = between(0, 360);

  fillGradient(canvas, hsl(hue, 0.55, between(0.9, 0.95)), hsl(hue + between(60, 180), 0.55, between(0.84, 0.9)));
  for (let i = 0; i < 4; i++) strokePolyline(canvas, wave(between, width, height), between(1, 2), noiseColor(between));
  for (let i = 0; i < 220; i++) {
    const x = Math.floor(between(0, width));
    const y = Math.floor(between(0, height));
    blendPixel(canvas, x, y, noiseColor(between), 1);
  }

  const slot = (width - 16) / answer.length;
  [...answer].forEach((character, index) => {
    const color = hsl(hue + between(-40, 200), between(0.6, 0.9), between(0.18, 0.32));
    const strokes = glyphStrokes(character);
    const scale = between(4.6, 5.4);
    const angle = between(-0.3, 0.3);
    const shear = between(-0.25, 0.25);
    const cx = 8 + slot * (index + 0.5) + between(-3, 3);
    const cy = height / 2 + between(-4, 4);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = scale * 5;
    paintCoverage(
      canvas,
      { left: cx - reach, top: cy - reach, right: cx + reach, bottom: cy + reach },
      (x, y) => {
        // Back from the image to the glyph grid: undo the rotation, then the shear, then the scale.
        const dx = x - cx;
        const dy = y - cy;
        const v = -sin * dx + cos * dy;
        const u = cos * dx + sin * dy - shear * v;
        const cell = { x: u / scale + glyphWidth / 2, y: v / scale + glyphHeight / 2 };
        if (cell.x < -1 || cell.y < -1 || cell.x > glyphWidth + 1 || cell.y > glyphHeight + 1) return 0;
        let nearest = Infinity;
        for (const stroke of strokes) {
          nearest = Math.min(nearest, distanceToSegment(cell, stroke.from, stroke.to));
        }
        // Strokes one cell wide, the edge softened over one pixel.
        return (0.5 - nearest) * scale + 0.5;
      },
      color,
    );
  });

  for (let i = 0; i < 2; i++) strokePolyline(canvas, wave(between, width, height), 1.2, noiseColor(between));
  return encodePng(canvas);
}

/** A gentle sine curve from one side of the image to the other. */
function wave(between: (min: number, max: number) => number, width: number, height: number): Point[] {
  const y0 = between(height * 0.2, height * 0.8);
  const slope = between(-0.25, 0.25);
  const amplitude = between(3, 9);
  const period = between(50, 120);
  const phase = between(0, Math.PI * 2);
  const points: Point[] = [];
  for (let x = -4; x <= width + 4; x += 8) {
    points.push({ x, y: y0 + slope * (x - width / 2) + amplitude * Math.sin((x / period) * Math.PI * 2 + phase) });
  }
  return points;
}

function noiseColor(between: (min: number, max: number) => number): Rgb {
  return hsl(between(0, 360), between(0.4, 0.7), between(0.45, 0.7));
}

/** A colour from hue (degrees), saturation and lightness (0–1). */
function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const second = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [chroma, second, 0]
      : h < 2
        ? [second, chroma, 0]
        : h < 3
          ? [0, chroma, second]
          : h < 4
            ? [0, second, chroma]
            : h < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const m = lightness - chroma / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}
