/** A colour as red, green, blue, each 0–255. */
export type Rgb = readonly [number, number, number];

/** An RGB raster to draw the captcha on; shapes are painted by coverage, so their edges are anti-aliased. */
export interface Canvas {
  width: number;
  height: number;
  rgb: Uint8Array;
}

export interface Point {
  x: number;
  y: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, rgb: new Uint8Array(width * height * 3) };
}

/** Fills the canvas with a diagonal gradient between two colours. */
export function fillGradient(canvas: Canvas, from: Rgb, to: Rgb): void {
  const span = canvas.width + canvas.height;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const t = (x + y) / span;
      const i = (y * canvas.width + x) * 3;
      for (let c = 0; c < 3; c++) canvas.rgb[i + c] = Math.round((from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t);
    }
  }
}

/** Mixes a colour into one pixel by `alpha` (0 leaves it, 1 replaces it); pixels outside are ignored. */
export function blendPixel(canvas: Canvas, x: number, y: number, color: Rgb, alpha: number): void {
  if (alpha <= 0 || x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const i = (y * canvas.width + x) * 3;
  for (let c = 0; c < 3; c++) {
    const old = canvas.rgb[i + c] ?? 0;
    canvas.rgb[i + c] = Math.round(old + ((color[c] ?? 0) - old) * Math.min(1, alpha));
  }
}

/** Paints a shape given its coverage (0 outside, 1 inside) at each pixel centre within the box around it. */
export function paintCoverage(
  canvas: Canvas,
  box: { left: number; top: number; right: number; bottom: number },
  coverage: (x: number, y: number) => number,
  color: Rgb,
): void {
  const x0 = Math.max(0, Math.floor(box.left));
  const y0 = Math.max(0, Math.floor(box.top));
  const x1 = Math.min(canvas.width - 1, Math.ceil(box.right));
  const y1 = Math.min(canvas.height - 1, Math.ceil(box.bottom));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) blendPixel(canvas, x, y, color, clamp01(coverage(x + 0.5, y + 0.5)));
  }
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : clamp01(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared);
  const ex = p.x - (a.x + t * dx);
  const ey = p.y - (a.y + t * dy);
  return Math.sqrt(ex * ex + ey * ey);
}

/** Draws a line through the points, `width` pixels wide; the edge is anti-aliased by its distance. */
export function strokePolyline(canvas: Canvas, points: readonly Point[], width: number, color: Rgb): void {
  const half = width / 2;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const box = {
    left: Math.min(...xs) - half - 1,
    top: Math.min(...ys) - half - 1,
    right: Math.max(...xs) + half + 1,
    bottom: Math.max(...ys) + half + 1,
  };
  paintCoverage(
    canvas,
    box,
    (x, y) => {
      let nearest = Infinity;
      for (let i = 1; i < points.length; i++) {
        const a = points[i - 1];
        const b = points[i];
        // Only segments that can be within reach of this pixel.
        if (!a || !b || x < Math.min(a.x, b.x) - half - 1 || x > Math.max(a.x, b.x) + half + 1) continue;
        nearest = Math.min(nearest, distanceToSegment({ x, y }, a, b));
      }
      return half + 0.5 - nearest;
    },
    color,
  );
}
