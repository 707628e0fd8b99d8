import { crashMultiplierText, crashPaths, gamesApiPaths } from '@ficha/contract';
import { crashFlightMs, crashMultiplierAt, crashTimeToReach, verifyCrashRoomRound } from '@ficha/engines';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betOf, crashTimings, startCrashStack, type CrashStack } from '../../../test/crash-stack.ts';
import type { GamesWithPlatform } from '../../../test/games-with-platform.ts';
import { crashBets, crashRounds, rounds } from '../../db/schema/index.ts';

let crash: CrashStack;
let stack: GamesWithPlatform;
const { bettingMs, pauseMs } = crashTimings;
const advance = (ms: number) => crash.advance(ms);

/** Starts a round's flight and moves to `ms` after take-off. */
async function flyTo(ms: number) {
  await advance(bettingMs);
  await advance(ms);
}

beforeAll(async () => {
  crash = await startCrashStack();
  stack = crash.stack;
});

afterAll(async () => {
  await stack?.close();
});

describe('crash room with the real platform', () => {
  it('pays the player who cashes out, takes the stake of the one who rides to the crash, and reveals the seed', async () => {
    const round = await crash.roundWithPoint(200n);
    const alice = await stack.player('crash', 100_00n);
    const bob = await stack.player('crash', 100_00n);
    const carol = await stack.player('crash', 100_00n);
    const watcher = await crash.watch();

    const aliceBet = await stack.post(crashPaths.bet, { requestId: 'alice-req-1', bet: 10 }, alice.session);
    expect(aliceBet.status).toBe(200);
    expect(aliceBet.body.value).toMatchObject({ number: round.number, balance: 90 });
    const bobBet = await stack.post(crashPaths.bet, { requestId: 'bob-req-01', bet: 20 }, bob.session);
    const carolBet = await stack.post(
      crashPaths.bet,
      { requestId: 'carol-req-1', bet: 5, autoCashOut: 1.5 },
      carol.session,
    );
    expect(betOf(carolBet)).toMatchObject({ autoCashOut: '1.50', stake: 5, win: null });
    // The same request again is the same bet, debited once.
    const again = await stack.post(crashPaths.bet, { requestId: 'alice-req-1', bet: 10 }, alice.session);
    expect(betOf(again).betId).toBe(betOf(aliceBet).betId);
    expect(await stack.fixture.balanceOf(alice.memberId)).toBe(90_00n);

    // Alice cashes out at 1.60× by the room's clock; Carol's automatic 1.50× came first.
    const at = crashTimeToReach(160n);
    await flyTo(at);
    const cashed = await stack.post(crashPaths.cashOut, { betId: betOf(aliceBet).betId }, alice.session);
    expect(cashed.status).toBe(200);
    const multiplier = crashMultiplierAt(at);
    expect(cashed.body.value).toMatchObject({
      bet: { cashedOutAt: '1.60', win: Number((1_000n * multiplier) / 100n) / 100 },
      balance: 90 + Number((1_000n * multiplier) / 100n) / 100,
    });

    await advance(crashFlightMs(round.point) - at);
    const late = await stack.post(crashPaths.cashOut, { betId: betOf(bobBet).betId }, bob.session);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, errorCode: 'crash_cash_out_closed' });

    expect(await stack.fixture.balanceOf(alice.memberId)).toBe(90_00n + (1_000n * multiplier) / 100n);
    expect(await stack.fixture.balanceOf(bob.memberId)).toBe(80_00n);
    expect(await stack.fixture.balanceOf(carol.memberId)).toBe(95_00n + 7_50n);
    const records = async (memberId: number) =>
      (await stack.betRecords(memberId)).map((r) => ({
        stake: r['stake_minor'],
        win: r['win_minor'],
        status: r['status'],
      }));
    expect(await records(alice.memberId)).toEqual([
      { stake: '1000', win: String((1_000n * multiplier) / 100n), status: expect.any(String) },
    ]);
    expect(await records(bob.memberId)).toEqual([{ stake: '2000', win: '0', status: expect.any(String) }]);
    expect(await records(carol.memberId)).toEqual([{ stake: '500', win: '750', status: expect.any(String) }]);
    const states = await crash.db
      .select({ state: rounds.state, win: rounds.winMinor, outcome: rounds.outcome })
      .from(crashBets)
      .innerJoin(rounds, eq(rounds.id, crashBets.roundId))
      .where(eq(crashBets.crashRoundId, round.id))
      .orderBy(rounds.stakeMinor);
    const pointText = crashMultiplierText(round.point);
    expect(states).toEqual([
      { state: 'settled', win: 750n, outcome: { game: 'crash', point: pointText, cashedOutAt: '1.50' } },
      {
        state: 'settled',
        win: (1_000n * multiplier) / 100n,
        outcome: { game: 'crash', point: pointText, cashedOutAt: '1.60' },
      },
      { state: 'settled', win: 0n, outcome: { game: 'crash', point: pointText, cashedOutAt: null } },
    ]);

    // The socket told everything, players masked, and the seed it revealed recomputes the point.
    const types = watcher.messages.map((m) => m.type);
    expect(types[0]).toBe('snapshot');
    expect(types.filter((t) => t === 'bet')).toHaveLength(3);
    expect(types).toContain('flying');
    expect(types).toContain('tick');
    const cashOuts = watcher.messages.filter((m) => m.type === 'cash_out');
    expect(cashOuts.map((m) => m.type === 'cash_out' && m.bet.cashedOutAt)).toEqual(['1.50', '1.60']);
    for (const m of watcher.messages) {
      if (m.type === 'bet') expect(m.bet.player).toMatch(/^•••[0-9a-f]{4}$/);
    }
    const crashed = watcher.messages.find((m) => m.type === 'crashed');
    if (crashed?.type !== 'crashed' || !crashed.round.serverSeed) throw new Error('no crash message');
    expect(
      verifyCrashRoomRound({
        serverSeed: crashed.round.serverSeed,
        serverSeedHash: crashed.round.serverSeedHash,
        publicSeed: crashed.round.publicSeed,
        roundNumber: crashed.round.number,
      }),
    ).toEqual({ commitmentMatches: true, pointHundredths: round.point });
    const snapshot = watcher.messages[0];
    expect(snapshot?.type === 'snapshot' && snapshot.round.serverSeed).toBeNull();
    watcher.socket.close();

    // Game recall shows a crash bet with its room round's seeds, which the public verification recomputes.
    const [aliceRound] = await crash.db
      .select({ id: crashBets.roundId })
      .from(crashBets)
      .innerJoin(rounds, eq(rounds.id, crashBets.roundId))
      .where(eq(rounds.stakeMinor, 1_000n));
    const detail = await stack.get(`/rgs/v1/rounds/${aliceRound?.id ?? ''}`);
    expect(detail.body.value).toMatchObject({
      state: 'settled',
      outcome: { game: 'crash', point: crashMultiplierText(round.point), cashedOutAt: '1.60' },
      fairness: {
        serverSeed: crashed.round.serverSeed,
        serverSeedHash: crashed.round.serverSeedHash,
        clientSeed: 'ficha-crash-main',
        nonce: round.number,
        settings: { game: 'crash' },
      },
    });
    const verified = await stack.post(gamesApiPaths.verify, {
      serverSeed: crashed.round.serverSeed,
      serverSeedHash: crashed.round.serverSeedHash,
      clientSeed: 'ficha-crash-main',
      nonce: round.number,
      settings: { game: 'crash' },
    });
    expect(verified.body.value).toEqual({
      commitmentMatches: true,
      draw: { game: 'crash', point: crashMultiplierText(round.point) },
    });
    await advance(pauseMs);
  });

  it('plays with play money in demo: the stake and the win move the session, never the wallet', async () => {
    const round = await crash.roundWithPoint(150n);
    const demo = await stack.demo('crash');
    const before = await stack.get<{ balance: number }>(gamesApiPaths.balance, demo);
    const placed = await stack.post(crashPaths.bet, { requestId: 'demo-req-1', bet: 4, autoCashOut: 1.5 }, demo);
    expect(placed.body.value).toMatchObject({ balance: (before.body.value?.balance ?? 0) - 4 });
    await advance(bettingMs);
    await advance(crashFlightMs(round.point));
    const after = await stack.get<{ balance: number; mode: string }>(gamesApiPaths.balance, demo);
    expect(after.body.value).toMatchObject({ mode: 'demo', balance: (before.body.value?.balance ?? 0) + 2 });
    await advance(pauseMs);
  });

  it('hides the point and the seed of a flying bet from game recall', async () => {
    const round = await crash.roundWithPoint(200n);
    const player = await stack.player('crash', 10_00n);
    const placed = await stack.post(crashPaths.bet, { requestId: 'recall-req-1', bet: 1 }, player.session);
    expect(placed.status).toBe(200);
    await flyTo(crashTimeToReach(150n));
    const [row] = await crash.db.select().from(crashBets).where(eq(crashBets.crashRoundId, round.id));
    const detail = await stack.get(`/rgs/v1/rounds/${row?.roundId ?? ''}`);
    expect(detail.body.value).toMatchObject({
      state: 'open',
      outcome: { game: 'crash', point: '0.00', cashedOutAt: null },
      fairness: { serverSeed: null, nonce: round.number },
    });
    await advance(crashFlightMs(round.point));
    await advance(pauseMs);
  });

  it('refuses bad bets and cash-outs with their error keys and moves no money', async () => {
    await crash.roundWithPoint(150n);
    const player = await stack.player('crash', 50_00n);
    const other = await stack.player('crash', 50_00n);
    const bad: unknown[] = [
      { requestId: 'bad-req-01', bet: -1 },
      { requestId: 'bad-req-02', bet: 0 },
      { requestId: 'bad-req-03', bet: 1.234 },
      { requestId: 'bad-req-04', bet: '1e3' },
      { requestId: 'bad-req-05', bet: 'NaN' },
      { requestId: 'bad-req-06', bet: null },
      { requestId: 'bad-req-07', bet: 1e300 },
      { requestId: 'bad-req-08', bet: 1, autoCashOut: 1 },
      { requestId: 'bad-req-09', bet: 1, autoCashOut: 10_000.01 },
      { requestId: 'bad-req-10', bet: 1, autoCashOut: '2' },
      { requestId: 'bad-req-11', bet: 1, extra: true },
      { requestId: 'x', bet: 1 },
    ];
    for (const body of bad) {
      const answer = await stack.post(crashPaths.bet, body, player.session);
      expect([answer.status, answer.body.errorCode], JSON.stringify(body)).toEqual([400, 'request_param_err']);
    }
    const tooBig = await stack.post(crashPaths.bet, { requestId: 'big-req-01', bet: 1_000_000 }, player.session);
    expect(tooBig.body.errorCode).toBe('bet_out_of_range');
    const noSession = await stack.post(crashPaths.bet, { requestId: 'nosession1', bet: 1 });
    expect([noSession.status, noSession.body.errorCode]).toEqual([401, 'game_session_invalid']);
    const dice = await stack.player('dice', 10_00n);
    const wrongGame = await stack.post(crashPaths.bet, { requestId: 'dice-req-1', bet: 1 }, dice.session);
    expect(wrongGame.body.errorCode).toBe('game_not_found');
    expect(await stack.fixture.balanceOf(player.memberId)).toBe(50_00n);

    const placed = await stack.post(crashPaths.bet, { requestId: 'good-req-1', bet: 2 }, player.session);
    expect(placed.status).toBe(200);
    const second = await stack.post(crashPaths.bet, { requestId: 'good-req-2', bet: 2 }, player.session);
    expect(second.body.errorCode).toBe('crash_bet_exists');
    const early = await stack.post(crashPaths.cashOut, { betId: betOf(placed).betId }, player.session);
    expect(early.body.errorCode).toBe('crash_cash_out_closed');
    await advance(bettingMs);
    const closed = await stack.post(crashPaths.bet, { requestId: 'late-req-1', bet: 2 }, other.session);
    expect([closed.status, closed.body.errorCode]).toEqual([409, 'crash_betting_closed']);
    const stolen = await stack.post(crashPaths.cashOut, { betId: betOf(placed).betId }, other.session);
    expect([stolen.status, stolen.body.errorCode]).toEqual([404, 'crash_bet_not_found']);
    const malformed = await stack.post(crashPaths.cashOut, { betId: 7 }, player.session);
    expect(malformed.body.errorCode).toBe('request_param_err');
    expect(await stack.fixture.balanceOf(other.memberId)).toBe(50_00n);
    expect(await stack.fixture.balanceOf(player.memberId)).toBe(48_00n);
    expect(await crash.db.select().from(crashRounds).where(eq(crashRounds.phase, 'flying'))).toHaveLength(1);

    // A socket message other than ping closes the socket with 4400.
    const watcher = await crash.watch();
    const closedWith = new Promise<number>((resolve) => watcher.socket.once('close', (code) => resolve(code)));
    watcher.socket.send(JSON.stringify({ type: 'ping' }));
    watcher.socket.send('{"type":"bet"}');
    expect(await closedWith).toBe(4400);
    expect(watcher.messages.map((m) => m.type)).toEqual(['snapshot', 'pong']);
  });
});
