import { crashPaths } from '@ficha/contract';
import { crashFlightMs, crashMultiplierAt, crashTimeToReach } from '@ficha/engines';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betOf, crashTimings, startCrashStack, type CrashStack } from '../../../test/crash-stack.ts';
import { ManualRoomClock } from '../../../test/manual-room-clock.ts';
import { buildGamesApp } from '../../app.ts';
import { crashBets, crashRounds, rounds } from '../../db/schema/index.ts';
import type { CrashService } from './crash.service.ts';

let crash: CrashStack;
/** While true, every credit the game server sends is lost on the way (after the platform may have seen it). */
let loseCredits = false;

beforeAll(async () => {
  crash = await startCrashStack({
    walletFetch: (input, init) =>
      loseCredits && String(input).endsWith('/seamless/v1/credit')
        ? Promise.reject(new Error('connection reset'))
        : fetch(input, init),
  });
});

afterAll(async () => {
  await crash?.stack.close();
});

describe('crash after a restart', () => {
  it('settles cashed-out and crashed bets with their decided wins and rolls back a bet whose round never crashed', async () => {
    const { stack, advance } = crash;
    const flown = await crash.roundWithPoint(200n);
    const cashed = await stack.player('crash', 100_00n);
    const crashed = await stack.player('crash', 100_00n);
    const undecided = await stack.player('crash', 100_00n);

    // Credits are lost from here: the decisions are written, the money of the wins is not confirmed.
    loseCredits = true;
    const cashedBet = await stack.post(crashPaths.bet, { requestId: 'rec-cash-1', bet: 10 }, cashed.session);
    const crashedBet = await stack.post(crashPaths.bet, { requestId: 'rec-crash-1', bet: 20 }, crashed.session);
    expect([cashedBet.status, crashedBet.status]).toEqual([200, 200]);
    const at = crashTimeToReach(150n);
    await advance(crashTimings.bettingMs);
    await advance(at);
    const cashOut = await stack.post(crashPaths.cashOut, { betId: betOf(cashedBet).betId }, cashed.session);
    // The cash-out is decided and answered; its credit did not go through, so the wallet has not moved yet.
    expect(cashOut.status).toBe(200);
    expect(betOf(cashOut).cashedOutAt).toBe('1.50');
    await advance(crashFlightMs(flown.point) - at);
    await advance(crashTimings.pauseMs);

    // The next round takes a bet, and the process stops before it flies.
    const open = await crash.bettingRound();
    const openBet = await stack.post(crashPaths.bet, { requestId: 'rec-open-1', bet: 5 }, undecided.session);
    expect(openBet.status).toBe(200);
    // The process stops: its room, and the room's lock with it (decision 0036).
    await crash.service().stop();
    expect(await stack.fixture.balanceOf(cashed.memberId)).toBe(90_00n);
    expect(await stack.fixture.balanceOf(undecided.memberId)).toBe(95_00n);

    // Restart: the round service's recovery, then the room starts again on the same database.
    loseCredits = false;
    expect(await stack.rounds().resolveUnfinished({ all: true })).toEqual({ settled: 2, rolledBack: 1, unresolved: 0 });
    let restarted: CrashService | undefined;
    const again = await buildGamesApp({
      config: stack.config,
      connection: stack.connection,
      testing: {
        crashClock: new ManualRoomClock(crash.clock.now()),
        onCrashService: (service) => {
          restarted = service;
        },
      },
    });
    await again.ready();

    const win = (1_000n * crashMultiplierAt(at)) / 100n;
    expect(await stack.fixture.balanceOf(cashed.memberId)).toBe(90_00n + win);
    expect(await stack.fixture.balanceOf(crashed.memberId)).toBe(80_00n);
    expect(await stack.fixture.balanceOf(undecided.memberId)).toBe(100_00n);
    const states = await crash.db
      .select({ crashRound: crashBets.crashRoundId, state: rounds.state, win: rounds.winMinor })
      .from(crashBets)
      .innerJoin(rounds, eq(rounds.id, crashBets.roundId))
      .orderBy(rounds.createdAt);
    expect(states).toEqual([
      { crashRound: flown.id, state: 'settled', win },
      { crashRound: flown.id, state: 'settled', win: 0n },
      { crashRound: open.id, state: 'rolled_back', win: null },
    ]);
    const [voided] = await crash.db.select().from(crashRounds).where(eq(crashRounds.id, open.id));
    expect(voided?.phase).toBe('void');
    // The restarted room opens the round after the void one.
    const snapshot = restarted?.room.snapshot();
    expect(snapshot?.type === 'snapshot' && snapshot.round).toMatchObject({
      number: open.number + 1,
      phase: 'betting',
    });
    await again.close();
  });
});
