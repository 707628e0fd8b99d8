import { drawCrashRoundPoint } from '../games/crash.ts';
import { rollDice } from '../games/dice.ts';
import { dealHiloCards, type HiloCard } from '../games/hilo.ts';
import { drawKeno } from '../games/keno.ts';
import { drawLimboResult } from '../games/limbo.ts';
import { placeMines } from '../games/mines.ts';
import { dropPlinkoBall, type PlinkoRisk, type PlinkoRows } from '../games/plinko.ts';
import { spinWheel, type WheelRisk } from '../games/wheel.ts';
import { createSeededRng, type RngSeeds } from '../seeded-rng.ts';
import { playSlotRound, type SlotRound } from '../slots/play-slot-round.ts';
import { slotDefinitions } from '../slots/themes/index.ts';

/** What a round's outcome depends on besides its seeds: the game and the settings chosen before the draw. */
export type RoundSettings =
  | { game: 'dice' }
  | { game: 'limbo' }
  | { game: 'crash' }
  | { game: 'mines'; mines: number }
  | { game: 'plinko'; rows: PlinkoRows; risk: PlinkoRisk }
  | { game: 'keno' }
  | { game: 'wheel'; risk: WheelRisk }
  /** Hilo deals as the player goes: `cards` is how many were dealt (the starting card included). */
  | { game: 'hilo'; cards: number }
  | { game: 'slot'; slotCode: string };

export type RoundOutcome =
  | { game: 'dice'; roll: number }
  | { game: 'limbo'; resultHundredths: bigint }
  | { game: 'crash'; pointHundredths: bigint }
  | { game: 'mines'; mineCells: number[] }
  | { game: 'plinko'; path: number[]; bucket: number }
  | { game: 'keno'; drawn: number[] }
  | { game: 'wheel'; segment: number }
  | { game: 'hilo'; cards: HiloCard[] }
  | { game: 'slot'; slotCode: string; round: SlotRound };

/**
 * The outcome of one round from its seeds: the one function the game server draws with and the
 * verification page recomputes with. Every game reads the stream of createSeededRng(seeds) from its start.
 */
export function drawRoundOutcome(seeds: RngSeeds, settings: RoundSettings): RoundOutcome {
  const rng = createSeededRng(seeds);
  switch (settings.game) {
    case 'dice':
      return { game: 'dice', roll: rollDice(rng) };
    case 'limbo':
      return { game: 'limbo', resultHundredths: drawLimboResult(rng) };
    case 'crash':
      return { game: 'crash', pointHundredths: drawCrashRoundPoint(rng) };
    case 'mines':
      return { game: 'mines', mineCells: placeMines(rng, settings.mines) };
    case 'plinko': {
      const path = dropPlinkoBall(rng, settings.rows);
      return { game: 'plinko', path, bucket: path.reduce((right, bounce) => right + bounce, 0) };
    }
    case 'keno':
      return { game: 'keno', drawn: drawKeno(rng) };
    case 'wheel':
      return { game: 'wheel', segment: spinWheel(rng, settings.risk) };
    case 'hilo':
      if (!Number.isSafeInteger(settings.cards) || settings.cards < 1 || settings.cards > 10_000) {
        throw new RangeError(`a hilo round deals 1…10000 cards, got ${settings.cards}`);
      }
      return { game: 'hilo', cards: dealHiloCards(rng, settings.cards) };
    case 'slot': {
      const slot = slotDefinitions.find((s) => s.code === settings.slotCode);
      if (!slot) throw new RangeError(`unknown slot ${settings.slotCode}`);
      return { game: 'slot', slotCode: slot.code, round: playSlotRound(slot, rng) };
    }
  }
}
