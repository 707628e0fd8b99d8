import type { CrashServerMessage } from '@ficha/contract';
import {
  crashFlightMs,
  crashMultiplierAt,
  crashRoomPoint,
  crashTimeToReach,
  verifyCrashRoomRound,
} from '@ficha/engines';
import { describe, expect, it } from 'vitest';
import { ManualRoomClock } from '../../../test/manual-room-clock.ts';
import { CrashRoom, type CrashHistoryEntry, type CrashRoomBackend, type PlacedBet } from './crash-room.ts';

const publicSeed = 'ficha-crash-test';
const timings = { bettingMs: 5_000, tickMs: 100, pauseMs: 3_000 };

/** A server seed whose round `number` crashes within [min, max] hundredths. */
function seedWithPoint(number: number, min: bigint, max: bigint): string {
  for (let i = 0; ; i += 1) {
    const serverSeed = `${number}-${i}`.padEnd(64, 'a');
    const point = crashRoomPoint({ serverSeed, publicSeed, roundNumber: number });
    if (point >= min && point <= max) return serverSeed;
  }
}

/**
 * The room's backend in memory, recording what the room asked in order: the state machine alone, without
 * database or wallet (crash.test.ts runs the room against both).
 */
function memoryBackend() {
  const calls: string[] = [];
  const bets = new Map<string, { stake: bigint; win: bigint | null; requestId: string; settled: boolean }>();
  let balance = 100_000n;
  let number = -1;
  const history: CrashHistoryEntry[] = [];
  const backend: CrashRoomBackend = {
    openRound: async ({ serverSeed, serverSeedHash }) => {
      number += 1;
      calls.push(`open ${number}`);
      return { roundKey: `r${number}`, number, serverSeed, serverSeedHash, publicSeed };
    },
    startFlight: async (roundKey) => {
      calls.push(`fly ${roundKey}`);
    },
    placeBet: async ({ roundKey, player, requestId, stake }): Promise<PlacedBet> => {
      const betId = `${roundKey}-${player.key}-bet`;
      if (!bets.has(betId)) {
        if (stake > balance) throw new Error('INSUFFICIENT_FUNDS');
        balance -= stake;
        bets.set(betId, { stake, win: null, requestId, settled: false });
        calls.push(`bet ${betId} ${stake}`);
      }
      return { betId, stake, currency: 'USD', balance };
    },
    decideCashOut: async (betId, { multiplier, win }) => {
      const bet = bets.get(betId);
      if (!bet || bet.win !== null) throw new Error(`decided twice: ${betId}`);
      bet.win = win;
      calls.push(`cash ${betId} ${multiplier} ${win}`);
    },
    crash: async (roundKey, point, lost) => {
      for (const betId of lost) {
        const bet = bets.get(betId);
        if (!bet || bet.win !== null) throw new Error(`decided twice: ${betId}`);
        bet.win = 0n;
      }
      calls.push(`crash ${roundKey} ${point} lost=${lost.join(',')}`);
    },
    settle: async (betId) => {
      const bet = bets.get(betId);
      if (!bet || bet.win === null) throw new Error(`settled undecided: ${betId}`);
      if (!bet.settled) balance += bet.win;
      bet.settled = true;
      return balance;
    },
    history: async () => history,
  };
  return { backend, calls, bets, balance: () => balance };
}

async function openRoom(seeds: string[]) {
  const clock = new ManualRoomClock();
  const memory = memoryBackend();
  const errors: unknown[] = [];
  const queue = [...seeds];
  const room = new CrashRoom({
    clock,
    backend: memory.backend,
    timings,
    newServerSeed: () => queue.shift() ?? 'f'.repeat(64),
    onError: (error) => errors.push(error),
  });
  const messages: CrashServerMessage[] = [];
  room.subscribe((message) => messages.push(message));
  await room.start();
  /** Moves the room's clock and lets it do what fell due. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await room.idle();
  };
  return { room, clock, memory, messages, errors, advance };
}

const alice = { key: 'player:alice', label: '•••lice' };
const bob = { key: 'player:bob', label: '•••bob' };

describe('crash room', () => {
  it('runs betting → flying → crashed → the next round on its clock, revealing the committed seed', async () => {
    const seed0 = seedWithPoint(0, 150n, 300n);
    const seed1 = seedWithPoint(1, 101n, 100_000n);
    const { room, memory, messages, errors, advance } = await openRoom([seed0, seed1]);
    const point = crashRoomPoint({ serverSeed: seed0, publicSeed, roundNumber: 0 });

    const first = room.snapshot();
    expect(first.type === 'snapshot' && first.round).toMatchObject({
      number: 0,
      phase: 'betting',
      serverSeed: null,
      point: null,
      bettingMsLeft: 5_000,
      multiplier: '1.00',
    });
    const committed = first.type === 'snapshot' ? first.round.serverSeedHash : '';

    await advance(4_999);
    expect(memory.calls).toEqual(['open 0']);
    await advance(1);
    expect(memory.calls).toEqual(['open 0', 'fly r0']);
    expect(messages.map((m) => m.type)).toEqual(['betting', 'flying', 'tick']);

    await advance(1_000);
    expect(messages.at(-1)).toEqual({
      type: 'tick',
      number: 0,
      elapsedMs: 1_000,
      multiplier: `${(Number(crashMultiplierAt(1_000)) / 100).toFixed(2)}`,
    });

    const flight = crashFlightMs(point);
    await advance(flight - 1_000 - 1);
    expect(memory.calls).not.toContain(`crash r0 ${point} lost=`);
    await advance(1);
    expect(memory.calls.at(-1)).toBe(`crash r0 ${point} lost=`);
    const crashed = messages.find((m) => m.type === 'crashed');
    expect(crashed?.type === 'crashed' && crashed.round).toMatchObject({
      phase: 'crashed',
      serverSeed: seed0,
      serverSeedHash: committed,
      elapsedMs: flight,
    });
    if (crashed?.type !== 'crashed' || crashed.round.serverSeed === null) throw new Error('no reveal');
    const verified = verifyCrashRoomRound({
      serverSeed: crashed.round.serverSeed,
      serverSeedHash: committed,
      publicSeed: crashed.round.publicSeed,
      roundNumber: crashed.round.number,
    });
    expect(verified).toEqual({ commitmentMatches: true, pointHundredths: point });
    expect(crashed.round.point).toBe(`${(Number(point) / 100).toFixed(2)}`);

    await advance(2_999);
    expect(memory.calls.at(-1)).toBe(`crash r0 ${point} lost=`);
    await advance(1);
    expect(memory.calls.at(-1)).toBe('open 1');
    const next = room.snapshot();
    expect(next.type === 'snapshot' && next.round.number).toBe(1);
    expect(next.type === 'snapshot' && next.history.map((h) => [h.number, h.serverSeed])).toEqual([[0, seed0]]);
    await room.stop();
    expect(errors).toEqual([]);
  });

  it('pays a cash-out the multiplier at the moment it arrives and a bet left flying nothing', async () => {
    const seed0 = seedWithPoint(0, 300n, 2_000n);
    const { room, memory, messages, advance } = await openRoom([seed0]);
    const point = crashRoomPoint({ serverSeed: seed0, publicSeed, roundNumber: 0 });

    const aliceBet = await room.placeBet(alice, { requestId: 'alice-0001', stake: 1_000n, autoCashOut: null });
    const bobBet = await room.placeBet(bob, { requestId: 'bob-00001', stake: 2_500n, autoCashOut: null });
    expect(aliceBet.bet).toMatchObject({ player: '•••lice', stake: 10, win: null, cashedOutAt: null });
    expect(messages.filter((m) => m.type === 'bet')).toHaveLength(2);
    // The same request again answers the same bet; another bet in the round is refused.
    expect((await room.placeBet(alice, { requestId: 'alice-0001', stake: 1_000n, autoCashOut: null })).bet.betId).toBe(
      aliceBet.bet.betId,
    );
    await expect(room.placeBet(alice, { requestId: 'alice-0002', stake: 1_000n, autoCashOut: null })).rejects.toThrow(
      'crash_bet_exists',
    );
    await expect(room.cashOut(alice, aliceBet.bet.betId)).rejects.toThrow('crash_cash_out_closed');

    await advance(5_000);
    await expect(
      room.placeBet(
        { key: 'player:late', label: '•••late' },
        { requestId: 'late-0001', stake: 100n, autoCashOut: null },
      ),
    ).rejects.toThrow('crash_betting_closed');
    // At take-off the multiplier shows 1.00×: nothing to cash out yet.
    await expect(room.cashOut(alice, aliceBet.bet.betId)).rejects.toThrow('crash_cash_out_closed');

    const at = crashTimeToReach(250n) + 37;
    await advance(at);
    const multiplier = crashMultiplierAt(at);
    const cashed = await room.cashOut(alice, aliceBet.bet.betId);
    expect(cashed.bet.cashedOutAt).toBe(`${(Number(multiplier) / 100).toFixed(2)}`);
    expect(cashed.bet.win).toBe(Number((1_000n * multiplier) / 100n) / 100);
    await expect(room.cashOut(alice, aliceBet.bet.betId)).rejects.toThrow('crash_cash_out_closed');
    await expect(room.cashOut(alice, bobBet.bet.betId)).rejects.toThrow('crash_bet_not_found');

    await advance(crashFlightMs(point) - at);
    expect(memory.calls.at(-1)).toBe(`crash r0 ${point} lost=${bobBet.bet.betId}`);
    await expect(room.cashOut(bob, bobBet.bet.betId)).rejects.toThrow('crash_cash_out_closed');
    expect(memory.bets.get(bobBet.bet.betId)).toMatchObject({ win: 0n, settled: true });
    expect(memory.bets.get(aliceBet.bet.betId)).toMatchObject({ win: (1_000n * multiplier) / 100n, settled: true });
    expect(memory.balance()).toBe(100_000n - 3_500n + (1_000n * multiplier) / 100n);
    await room.stop();
  });

  it('cashes out automatically at the target exactly, and not when the point stays below it', async () => {
    const seed0 = seedWithPoint(0, 200n, 299n);
    const { room, memory, messages, advance } = await openRoom([seed0]);
    const point = crashRoomPoint({ serverSeed: seed0, publicSeed, roundNumber: 0 });
    const low = await room.placeBet(alice, { requestId: 'alice-0001', stake: 1_000n, autoCashOut: 150n });
    const high = await room.placeBet(bob, { requestId: 'bob-00001', stake: 1_000n, autoCashOut: 300n });
    expect(low.bet.autoCashOut).toBe('1.50');

    await advance(5_000);
    await advance(crashTimeToReach(150n) - 1);
    expect(memory.bets.get(low.bet.betId)?.win).toBeNull();
    await advance(1);
    expect(memory.calls).toContain(`cash ${low.bet.betId} 150 1500`);
    expect(messages.find((m) => m.type === 'cash_out')).toMatchObject({ bet: { cashedOutAt: '1.50', win: 15 } });
    // A manual cash-out after the automatic one is refused.
    await expect(room.cashOut(alice, low.bet.betId)).rejects.toThrow('crash_cash_out_closed');

    await advance(crashFlightMs(point) - crashTimeToReach(150n));
    expect(memory.calls.at(-1)).toBe(`crash r0 ${point} lost=${high.bet.betId}`);
    expect(memory.bets.get(high.bet.betId)).toMatchObject({ win: 0n, settled: true });
    await room.stop();
  });

  it('crashes a 1.00× round at take-off: every bet loses', async () => {
    const seed0 = seedWithPoint(0, 100n, 100n);
    const { room, memory, advance } = await openRoom([seed0]);
    const bet = await room.placeBet(alice, { requestId: 'alice-0001', stake: 1_000n, autoCashOut: 101n });
    await advance(5_000);
    expect(memory.calls.slice(-2)).toEqual(['fly r0', `crash r0 100 lost=${bet.bet.betId}`]);
    await expect(room.cashOut(alice, bet.bet.betId)).rejects.toThrow('crash_cash_out_closed');
    await room.stop();
  });

  it('takes a cash-out one millisecond before the crash at no more than the point, and refuses it at the crash', async () => {
    const seed0 = seedWithPoint(0, 150n, 400n);
    const { room, memory, advance } = await openRoom([seed0]);
    const point = crashRoomPoint({ serverSeed: seed0, publicSeed, roundNumber: 0 });
    const early = await room.placeBet(alice, { requestId: 'alice-0001', stake: 1_000n, autoCashOut: null });
    const late = await room.placeBet(bob, { requestId: 'bob-00001', stake: 1_000n, autoCashOut: null });
    await advance(5_000);
    await advance(crashFlightMs(point) - 1);
    const cashed = await room.cashOut(alice, early.bet.betId);
    expect(memory.bets.get(early.bet.betId)?.win).toBe((1_000n * crashMultiplierAt(crashFlightMs(point) - 1)) / 100n);
    expect(Number(cashed.bet.cashedOutAt) * 100).toBeLessThanOrEqual(Number(point));
    await advance(1);
    await expect(room.cashOut(bob, late.bet.betId)).rejects.toThrow('crash_cash_out_closed');
    expect(memory.bets.get(late.bet.betId)).toMatchObject({ win: 0n, settled: true });
    await room.stop();
  });

  it('tries a failed step again a second later instead of stalling', async () => {
    const seed0 = seedWithPoint(0, 150n, 400n);
    const { room, memory, errors, advance } = await openRoom([seed0]);
    const startFlight = memory.backend.startFlight;
    let failures = 1;
    memory.backend.startFlight = async (roundKey, at) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('database away');
      }
      return startFlight(roundKey, at);
    };
    await advance(5_000);
    expect(errors).toHaveLength(1);
    expect(memory.calls).toEqual(['open 0']);
    await advance(999);
    expect(memory.calls).toEqual(['open 0']);
    await advance(1);
    expect(memory.calls).toEqual(['open 0', 'fly r0']);
    await room.stop();
  });
});
