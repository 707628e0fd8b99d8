import type { Outcome, RoundDetail, RoundSettingsWire } from '@ficha/contract';
import {
  plinkoBuckets,
  slotDefinitions,
  verifyRound,
  wheelSegments,
  type HiloCard,
  type RoundOutcome,
  type RoundSettings,
} from '@ficha/engines';
import type { ShownSpin } from '../games/slots/win-cells.ts';

/**
 * What a replay draws, whether the outcome came from the game server (a round's detail) or was recomputed
 * in the browser from seeds (the verification page): one model, so both pages draw alike.
 */
export type ReplayModel =
  | {
      game: 'slot';
      slotCode: string;
      betUnits: number;
      totalUnits: number;
      spins: { spin: ShownSpin; multiplier: number; freeSpin: number | null }[];
    }
  | { game: 'dice'; roll: string; bet: { target: string; direction: 'under' | 'over'; won: boolean } | null }
  | { game: 'limbo'; result: string; bet: { target: string; won: boolean } | null }
  | { game: 'crash'; point: string; cashedOutAt: string | null }
  | { game: 'mines'; mines: number; mineCells: number[] | null; picks: number[] }
  | { game: 'plinko'; path: number[]; bucket: number; buckets: string[] }
  | { game: 'keno'; drawn: number[]; spots: number[] }
  | { game: 'wheel'; segment: number; segments: string[] }
  | { game: 'hilo'; cards: HiloCard[]; steps: { action: 'skip' | 'guess'; guess?: string }[] };

const hundredths = (value: bigint | number) => {
  const v = BigInt(value);
  return `${v / 100n}.${(v % 100n).toString().padStart(2, '0')}`;
};

/** The model of a round the game server sent (round detail). */
export function fromWireOutcome(outcome: Outcome): ReplayModel {
  switch (outcome.game) {
    case 'slot':
      return {
        game: 'slot',
        slotCode: outcome.slotCode,
        betUnits: outcome.betUnits,
        totalUnits: outcome.totalUnits,
        spins: [
          { spin: outcome.base, multiplier: 1, freeSpin: null },
          ...outcome.freeSpins.map((spin, i) => ({ spin, multiplier: outcome.freeSpinMultiplier, freeSpin: i + 1 })),
        ],
      };
    case 'dice':
      return {
        game: 'dice',
        roll: outcome.roll.toFixed(2),
        bet: { target: outcome.target.toFixed(2), direction: outcome.direction, won: outcome.won },
      };
    case 'limbo':
      return { game: 'limbo', result: outcome.result, bet: { target: outcome.target, won: outcome.won } };
    case 'crash':
      return { game: 'crash', point: outcome.point, cashedOutAt: outcome.cashedOutAt };
    case 'mines':
      return { game: 'mines', mines: outcome.mines, mineCells: outcome.mineCells, picks: outcome.picks };
    case 'plinko':
      return { game: 'plinko', path: outcome.path, bucket: outcome.bucket, buckets: outcome.buckets };
    case 'keno':
      return { game: 'keno', drawn: outcome.drawn, spots: outcome.spots };
    case 'wheel':
      return { game: 'wheel', segment: outcome.segment, segments: outcome.segments };
    case 'hilo':
      return {
        game: 'hilo',
        cards: outcome.cards,
        steps: outcome.steps.map((s) =>
          s.action === 'guess' ? { action: 'guess', guess: s.guess } : { action: 'skip' },
        ),
      };
  }
}

/** The model of an outcome recomputed from seeds (no bet: the seeds alone decide the draw). */
export function fromEngineOutcome(outcome: RoundOutcome, settings: RoundSettings): ReplayModel {
  switch (outcome.game) {
    case 'slot': {
      const slot = slotDefinitions.find((s) => s.code === outcome.slotCode)!;
      return {
        game: 'slot',
        slotCode: outcome.slotCode,
        betUnits: slot.betUnits,
        totalUnits: outcome.round.totalUnits,
        spins: [
          { spin: outcome.round.base, multiplier: 1, freeSpin: null },
          ...outcome.round.freeSpins.map((spin, i) => ({ spin, multiplier: slot.freeSpinMultiplier, freeSpin: i + 1 })),
        ],
      };
    }
    case 'dice':
      return { game: 'dice', roll: hundredths(outcome.roll), bet: null };
    case 'limbo':
      return { game: 'limbo', result: hundredths(outcome.resultHundredths), bet: null };
    case 'crash':
      return { game: 'crash', point: hundredths(outcome.pointHundredths), cashedOutAt: null };
    case 'mines':
      return {
        game: 'mines',
        mines: settings.game === 'mines' ? settings.mines : outcome.mineCells.length,
        mineCells: outcome.mineCells,
        picks: [],
      };
    case 'plinko': {
      const board = settings.game === 'plinko' ? plinkoBuckets[settings.rows][settings.risk] : [];
      return { game: 'plinko', path: outcome.path, bucket: outcome.bucket, buckets: board.map(hundredths) };
    }
    case 'keno':
      return { game: 'keno', drawn: outcome.drawn, spots: [] };
    case 'wheel': {
      const wheel = settings.game === 'wheel' ? wheelSegments[settings.risk] : [];
      return { game: 'wheel', segment: outcome.segment, segments: wheel.map(hundredths) };
    }
    case 'hilo':
      return { game: 'hilo', cards: outcome.cards, steps: [] };
  }
}

/** The engine's settings for a round's wire settings (the same fields). */
export const toEngineSettings = (settings: RoundSettingsWire): RoundSettings => settings as RoundSettings;

/** The draw itself, without the player's choices: what seeds decide and verification compares. */
function drawOf(model: ReplayModel): unknown {
  switch (model.game) {
    case 'slot':
      return model.spins.map((s) => s.spin.window);
    case 'dice':
      return model.roll;
    case 'limbo':
      return model.result;
    case 'crash':
      return model.point;
    case 'mines':
      return model.mineCells;
    case 'plinko':
      return model.path;
    case 'keno':
      return model.drawn;
    case 'wheel':
      return model.segment;
    case 'hilo':
      return model.cards;
  }
}

export type Recomputed =
  { state: 'hidden' } | { state: 'checked'; commitmentMatches: boolean; drawMatches: boolean; model: ReplayModel };

/**
 * Recomputes a round in the browser from its revealed seeds and compares the draw with what the round
 * showed. Before rotation (no server seed yet) there is nothing to recompute. A mines round still open hides
 * its mines, so only a settled round's mines are compared.
 */
export function recomputeRound(detail: RoundDetail): Recomputed {
  const { fairness } = detail;
  if (!fairness.serverSeed) return { state: 'hidden' };
  const settings = toEngineSettings(fairness.settings);
  const verified = verifyRound({
    serverSeed: fairness.serverSeed,
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    nonce: fairness.nonce,
    settings,
  });
  const model = fromEngineOutcome(verified.outcome, settings);
  const shown = fromWireOutcome(detail.outcome);
  const drawMatches = JSON.stringify(drawOf(model)) === JSON.stringify(drawOf(shown));
  return { state: 'checked', commitmentMatches: verified.commitmentMatches, drawMatches, model };
}
