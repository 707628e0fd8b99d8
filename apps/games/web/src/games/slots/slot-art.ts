import type { ReactElement } from 'react';

/**
 * A slot theme's look: each symbol id of the engine's slot drawn in SVG within a 100 × 100 box, and the
 * colours of the machine. The art is ours, drawn with plain shapes.
 */
export interface SlotArt {
  /** Reel background, frame and the colour of win lines. */
  colors: { reelTop: string; reelBottom: string; frame: string; line: string; glow: string };
  symbols: Record<string, () => ReactElement>;
}
