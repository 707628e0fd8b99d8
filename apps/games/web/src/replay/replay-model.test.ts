import type { Outcome, RoundDetail, RoundSettingsWire } from '@ficha/contract';
import { drawRoundOutcome, hashServerSeed, slotDefinitions, type RoundOutcome } from '@ficha/engines';
import { describe, expect, it } from 'vitest';
import { fromEngineOutcome, fromWireOutcome, recomputeRound } from './replay-model.ts';

const serverSeed = '6f1d0c9b2a3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e';
const clientSeed = 'replay-test';
const text = (h: bigint | number) => `${BigInt(h) / 100n}.${(BigInt(h) % 100n).toString().padStart(2, '0')}`;

/** What the game server sends for a round drawn with these seeds (the shape of the contract's outcome). */
function wireOutcome(outcome: RoundOutcome, settings: RoundSettingsWire): Outcome {
  switch (outcome.game) {
    case 'slot': {
      const slot = slotDefinitions.find((s) => s.code === outcome.slotCode)!;
      return {
        game: 'slot',
        slotCode: outcome.slotCode,
        betUnits: slot.betUnits,
        freeSpinMultiplier: slot.freeSpinMultiplier,
        base: outcome.round.base,
        freeSpins: outcome.round.freeSpins,
        totalUnits: outcome.round.totalUnits,
      };
    }
    case 'dice':
      return { game: 'dice', roll: outcome.roll / 100, target: 50, direction: 'under', won: outcome.roll < 5000 };
    case 'limbo':
      return {
        game: 'limbo',
        result: text(outcome.resultHundredths),
        target: '2.00',
        won: outcome.resultHundredths >= 200n,
      };
    case 'crash':
      return { game: 'crash', point: text(outcome.pointHundredths), cashedOutAt: null };
    case 'mines':
      return {
        game: 'mines',
        mines: outcome.mineCells.length,
        picks: [outcome.mineCells[0]!],
        mineCells: outcome.mineCells,
        currentMultiplier: '0.00',
        nextMultiplier: null,
      };
    case 'plinko':
      return {
        game: 'plinko',
        rows: settings.game === 'plinko' ? settings.rows : 8,
        risk: 'high',
        path: outcome.path,
        bucket: outcome.bucket,
        buckets: [],
      };
    case 'keno':
      return { game: 'keno', spots: [1, 2, 3], drawn: outcome.drawn, hits: [] };
    case 'wheel':
      return { game: 'wheel', risk: 'medium', segment: outcome.segment, segments: [] };
    case 'hilo':
      return { game: 'hilo', cards: outcome.cards, steps: [{ action: 'skip' }], currentMultiplier: '0.00', offers: [] };
  }
}

const everyGame: RoundSettingsWire[] = [
  { game: 'dice' },
  { game: 'limbo' },
  { game: 'crash' },
  { game: 'mines', mines: 5 },
  { game: 'plinko', rows: 12, risk: 'high' },
  { game: 'keno' },
  { game: 'wheel', risk: 'medium' },
  { game: 'hilo', cards: 2 },
  { game: 'slot', slotCode: 'huerta-dorada' },
  { game: 'slot', slotCode: 'templo-del-jaguar' },
  { game: 'slot', slotCode: 'dragon-de-tormenta' },
];

function detailOf(settings: RoundSettingsWire, nonce: number, revealed: string | null): RoundDetail {
  const outcome = drawRoundOutcome({ serverSeed, clientSeed, nonce }, settings);
  return {
    roundId: `r-${nonce}`,
    gameCode: settings.game === 'slot' ? settings.slotCode : settings.game,
    gameNames: { ES: 'Juego', EN: 'Game' },
    mode: 'real',
    currency: 'EUR',
    state: 'settled',
    stake: 1,
    win: 0,
    multiplier: '0.00',
    createdAt: '2026-11-22T03:00:00.000Z',
    settledAt: '2026-11-22T03:00:01.000Z',
    outcome: wireOutcome(outcome, settings),
    fairness: { serverSeedHash: hashServerSeed(serverSeed), serverSeed: revealed, clientSeed, nonce, settings },
  };
}

describe('round replay', () => {
  it('recomputes every game’s round from its revealed seeds and finds the same draw', () => {
    everyGame.forEach((settings, nonce) => {
      const recomputed = recomputeRound(detailOf(settings, nonce, serverSeed));
      expect(recomputed).toMatchObject({ state: 'checked', commitmentMatches: true, drawMatches: true });
    });
  });

  it('has nothing to recompute before the seed is revealed', () => {
    expect(recomputeRound(detailOf({ game: 'dice' }, 0, null))).toEqual({ state: 'hidden' });
  });

  it('flags a server seed that is not the committed one, and a draw that differs', () => {
    for (const settings of everyGame) {
      const detail = detailOf(settings, 3, `${serverSeed.slice(0, -1)}0`);
      expect(recomputeRound(detail)).toMatchObject({ commitmentMatches: false, drawMatches: false });
    }
  });

  it('maps a slot round into its base spin and numbered free spins with the free-spin multiplier', () => {
    const slot = slotDefinitions[0]!;
    for (let nonce = 0; nonce < 400; nonce++) {
      const outcome = drawRoundOutcome({ serverSeed, clientSeed, nonce }, { game: 'slot', slotCode: slot.code });
      if (outcome.game !== 'slot' || outcome.round.freeSpins.length === 0) continue;
      const settings: RoundSettingsWire = { game: 'slot', slotCode: 'huerta-dorada' };
      const model = fromWireOutcome(wireOutcome(outcome, settings));
      expect(model).toEqual(fromEngineOutcome(outcome, settings));
      if (model.game !== 'slot') throw new Error('slot expected');
      expect(model.spins[0]).toMatchObject({ multiplier: 1, freeSpin: null });
      expect(model.spins.slice(1).map((s) => s.freeSpin)).toEqual(outcome.round.freeSpins.map((_, i) => i + 1));
      expect(model.spins.slice(1).every((s) => s.multiplier === slot.freeSpinMultiplier)).toBe(true);
      return;
    }
    throw new Error('no free spins in 400 rounds');
  });

  it('shows the dice roll and limbo result with two decimals from either source', () => {
    const outcome = drawRoundOutcome({ serverSeed, clientSeed, nonce: 7 }, { game: 'dice' });
    if (outcome.game !== 'dice') throw new Error('dice expected');
    const wire = fromWireOutcome(wireOutcome(outcome, { game: 'dice' }));
    const engine = fromEngineOutcome(outcome, { game: 'dice' });
    expect(wire.game === 'dice' && engine.game === 'dice' && wire.roll === engine.roll).toBe(true);
    expect(engine).toMatchObject({ roll: expect.stringMatching(/^\d{1,2}\.\d{2}$/) });
  });
});
