import type { CrashRound } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { initialCrashState, reduceCrashMessage } from './crash-state.ts';

const round = (changes: Partial<CrashRound> = {}): CrashRound => ({
  number: 7,
  phase: 'betting',
  publicSeed: 'ficha-crash-main',
  serverSeedHash: 'a'.repeat(64),
  serverSeed: null,
  point: null,
  bettingMsLeft: 4_000,
  elapsedMs: null,
  multiplier: '1.00',
  ...changes,
});

const bet = {
  betId: 'bet-0001',
  player: '•••3f9a',
  stake: 5,
  currency: 'USD',
  autoCashOut: null,
  cashedOutAt: null,
  win: null,
};

describe('crash page state', () => {
  it('follows a round from the snapshot to the crash, anchoring the flight at each tick', () => {
    let state = reduceCrashMessage(initialCrashState, { type: 'snapshot', round: round(), bets: [], history: [] }, 100);
    expect(state).toMatchObject({ connected: true, bettingLeftMs: 4_000, bettingAt: 100 });
    state = reduceCrashMessage(state, { type: 'bet', number: 7, bet }, 200);
    expect(state.bets).toEqual([bet]);
    // An event of another round is ignored.
    expect(reduceCrashMessage(state, { type: 'bet', number: 6, bet: { ...bet, betId: 'bet-0002' } }, 250)).toBe(state);
    state = reduceCrashMessage(state, { type: 'flying', number: 7 }, 4_100);
    expect(state.round?.phase).toBe('flying');
    state = reduceCrashMessage(state, { type: 'tick', number: 7, elapsedMs: 1_000, multiplier: '1.06' }, 5_150);
    expect(state).toMatchObject({ anchorElapsedMs: 1_000, anchorAt: 5_150, round: { multiplier: '1.06' } });
    const cashed = { ...bet, cashedOutAt: '1.06', win: 5.3 };
    state = reduceCrashMessage(state, { type: 'cash_out', number: 7, bet: cashed }, 5_200);
    expect(state.bets).toEqual([cashed]);
    const crashed = round({
      phase: 'crashed',
      serverSeed: 'b'.repeat(64),
      point: '1.20',
      elapsedMs: 3_040,
      bettingMsLeft: null,
    });
    state = reduceCrashMessage(state, { type: 'crashed', round: crashed, bets: [cashed] }, 7_200);
    expect(state.history[0]).toMatchObject({ number: 7, point: '1.20', serverSeed: 'b'.repeat(64) });
    state = reduceCrashMessage(state, { type: 'betting', round: round({ number: 8 }) }, 11_000);
    expect(state).toMatchObject({ bets: [], round: { number: 8, phase: 'betting' } });
    expect(state.history).toHaveLength(1);
  });
});
