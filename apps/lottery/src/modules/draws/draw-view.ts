import type { LotteryDraw } from '@ficha/contract';
import type { DrawRow } from '../../db/schema/index.ts';

/** A draw as the wire shows it: the seed stays secret while the draw takes tickets. */
export function drawView(draw: DrawRow): LotteryDraw {
  return {
    drawCode: draw.drawCode,
    gameCode: draw.gameCode,
    state: draw.state,
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    serverSeedHash: draw.serverSeedHash,
    serverSeed: draw.state === 'open' ? null : draw.serverSeed,
    numbers: draw.numbers ?? null,
  };
}

/** `<prefix>-<yyyymmddhhmm>` of the draw time in UTC, e.g. `SSC1-202611261435`. */
export function drawCodeOf(prefix: string, drawAt: Date): string {
  const stamp = drawAt.toISOString().slice(0, 16).replaceAll(/[-:T]/g, '');
  return `${prefix}-${stamp}`;
}
