import { randomUUID } from 'node:crypto';
import {
  cockfightEndpoints as calls,
  type CockfightArena,
  type CockfightBet,
  type CockfightFight,
} from '@ficha/contract';
import { walletFault } from '@ficha/provider-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recoverBets } from '../src/index.ts';
import { startSportsbookWithPlatform, type SportsbookWithPlatform } from './sportsbook-with-platform.ts';

type Placed = { bet: CockfightBet; balance: number };
type Controlled = { fight: CockfightFight; bets: number };

/**
 * Cockfight (sabong) in the sportsbook on the real platform (decision 0072): operator fights opened, closed,
 * settled and cancelled through the signed calls, bets debited through the seamless wallet, settled once with the
 * sabong rules (hand-computed below), cancelled fights rolled back, the feed simulator's arena run by the feed.
 */
describe('cockfight', () => {
  let env: SportsbookWithPlatform;
  const fault = walletFault();
  const arenaId = 'test-pit';

  beforeAll(async () => {
    env = await startSportsbookWithPlatform({ testing: { walletFetch: fault.fetch } });
    await env.sync();
  });
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(() => fault.clear());

  const operator = async <T = Controlled>(
    endpoint: typeof calls.createFight | typeof calls.controlFight,
    body: object,
  ) => {
    const answer = await env.asPlatform.call(endpoint, body as never);
    return answer.envelope as { success: boolean; value?: T; errorCode?: string };
  };
  /** A new operator fight, its window open (odds MERON 1.857, WALA 2.050, DRAW 9.000 unless given). */
  const openFight = async (odds = { meron: 1857, wala: 2050, draw: 9000 }) => {
    const created = await operator(calls.createFight, {
      arenaId,
      arenaName: 'Test Pit',
      meron: 'Red Hackle',
      wala: 'Kelso Hill',
      odds,
    });
    const fightId = created.value!.fight.id;
    expect((await operator(calls.controlFight, { fightId, action: 'open', windowSeconds: 300 })).success).toBe(true);
    return fightId;
  };
  const bet = (session: string, body: Record<string, unknown>) =>
    env.post<Placed>(calls.placeBet.path, { requestId: `cf-${randomUUID()}`, ...body }, session);
  const betsOf = async (session: string) =>
    (await env.get<{ bets: CockfightBet[] }>(calls.myBets.path, session)).body.value!.bets;
  const kinds = async (roundId: string) => (await env.walletTransactions(roundId)).map((t) => t.kind);
  const roundCount = async () =>
    Number((await env.sportsbookRows<{ n: string }>('select count(*)::text as n from sportsbook.rounds'))[0]!.n);

  it('settles MERON: the winner is paid floor(stake × odds) once, WALA and DRAW lose', async () => {
    const fightId = await openFight();
    const a = await env.player('cockfight', 50_00n);
    const b = await env.player('cockfight', 50_00n);
    const c = await env.player('cockfight', 50_00n);
    const meron = await bet(a.session, { fightId, side: 'meron', stake: 3.33 });
    expect(meron.body.value).toMatchObject({
      balance: 46.67,
      bet: { status: 'open', odds: 1857, potentialReturn: 6.18 },
    });
    const wala = (await bet(b.session, { fightId, side: 'wala', stake: 7 })).body.value!.bet;
    const draw = (await bet(c.session, { fightId, side: 'draw', stake: 2.5 })).body.value!.bet;
    expect((await operator(calls.controlFight, { fightId, action: 'close' })).success).toBe(true);
    const settled = await operator(calls.controlFight, { fightId, action: 'settle', result: 'meron' });
    expect(settled.value).toMatchObject({ bets: 3, fight: { state: 'settled', result: 'meron' } });
    // 3.33 × 1.857 = 6.18381 → 6.18.
    expect(await env.balanceOf(a.memberId)).toBe(50_00n - 333n + 618n);
    expect(await env.balanceOf(b.memberId)).toBe(43_00n);
    expect(await env.balanceOf(c.memberId)).toBe(47_50n);
    expect(await kinds(meron.body.value!.bet.betId)).toEqual(['debit', 'credit']);
    expect((await betsOf(a.session))[0]).toMatchObject({ status: 'won', paid: 6.18, side: 'meron' });
    expect((await betsOf(b.session))[0]).toMatchObject({ betId: wala.betId, status: 'lost', paid: 0 });
    expect((await betsOf(c.session))[0]).toMatchObject({ betId: draw.betId, status: 'lost', paid: 0 });
    // Settling again is refused and a feed read moves nothing.
    expect((await operator(calls.controlFight, { fightId, action: 'settle', result: 'wala' })).errorCode).toBe(
      'cockfight_transition_invalid',
    );
    await env.sync();
    expect(await kinds(meron.body.value!.bet.betId)).toEqual(['debit', 'credit']);
    expect(await env.balanceOf(a.memberId)).toBe(50_00n - 333n + 618n);
  });

  it('settles a draw: DRAW pays 9.000, MERON and WALA get their stakes back', async () => {
    const fightId = await openFight({ meron: 1900, wala: 1900, draw: 9000 });
    const a = await env.player('cockfight', 50_00n);
    const b = await env.player('cockfight', 50_00n);
    await bet(a.session, { fightId, side: 'draw', stake: 2.5 });
    await bet(b.session, { fightId, side: 'meron', stake: 4.01 });
    await operator(calls.controlFight, { fightId, action: 'close' });
    await operator(calls.controlFight, { fightId, action: 'settle', result: 'draw' });
    // 2.50 × 9 = 22.50; 4.01 back.
    expect(await env.balanceOf(a.memberId)).toBe(50_00n - 250n + 22_50n);
    expect(await env.balanceOf(b.memberId)).toBe(50_00n);
    expect((await betsOf(b.session))[0]).toMatchObject({ status: 'push', paid: 4.01 });
    expect((await betsOf(a.session))[0]).toMatchObject({ status: 'won', paid: 22.5 });
  });

  it('a cancelled fight rolls every bet back; a demo bet moves play money only', async () => {
    const fightId = await openFight();
    const a = await env.player('cockfight', 50_00n);
    const placed = (await bet(a.session, { fightId, side: 'meron', stake: 5 })).body.value!;
    expect(placed.balance).toBe(45);
    const demo = await env.demo('cockfight');
    const demoBet = await bet(demo, { fightId, side: 'wala', stake: 10 });
    expect(demoBet.body.value!.balance).toBe(990);
    const cancelled = await operator(calls.controlFight, { fightId, action: 'cancel' });
    expect(cancelled.value).toMatchObject({ bets: 2, fight: { state: 'cancelled', result: null } });
    expect(await env.balanceOf(a.memberId)).toBe(50_00n);
    expect(await kinds(placed.bet.betId)).toEqual(['debit', 'rollback']);
    expect((await betsOf(a.session))[0]).toMatchObject({ status: 'void', paid: null });
    expect((await betsOf(demo))[0]).toMatchObject({ status: 'void' });
    expect((await env.get<{ balance: number }>(calls.myBets.path, demo)).status).toBe(200);
  });

  it('settles once when the credit answer is lost and two settlements race: recovery finishes it', async () => {
    const fightId = await openFight();
    const a = await env.player('cockfight', 50_00n);
    const placed = (await bet(a.session, { fightId, side: 'wala', stake: 10 })).body.value!;
    await operator(calls.controlFight, { fightId, action: 'close' });
    fault.set('credit', 'drop_answer');
    await Promise.all([
      operator(calls.controlFight, { fightId, action: 'settle', result: 'wala' }),
      env.sync(),
      env.sync(),
    ]);
    fault.clear();
    const state = async () =>
      (
        await env.sportsbookRows<{ state: string }>('select state from sportsbook.rounds where id = $1', [
          placed.bet.betId,
        ])
      )[0]!.state;
    expect(await state()).toBe('decided');
    expect((await recoverBets({ connection: env.connection, config: env.config, log: env.app.log })).settled).toBe(1);
    expect(await state()).toBe('settled');
    // 10.00 × 2.050 = 20.50, credited once.
    expect(await kinds(placed.bet.betId)).toEqual(['debit', 'credit']);
    expect(await env.balanceOf(a.memberId)).toBe(40_00n + 20_50n);
  });

  it('refuses bad bets with their errors and moves no money', async () => {
    const fightId = await openFight();
    const { memberId, session } = await env.player('cockfight', 20_00n);
    const scheduled = (
      await operator(calls.createFight, {
        arenaId,
        arenaName: 'Test Pit',
        meron: 'A',
        wala: 'B',
        odds: { meron: 1900, wala: 1900, draw: 9000 },
      })
    ).value!.fight.id;
    const before = await roundCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fightId, side: 'nobody', stake: 5 }, 'request_param_err'],
      [{ fightId, side: 'meron', stake: -1 }, 'request_param_err'],
      [{ fightId, side: 'meron', stake: 1.001 }, 'request_param_err'],
      [{ fightId, side: 'meron', stake: 0.5 }, 'sports_stake_limit'],
      [{ fightId, side: 'meron', stake: 1000.01 }, 'sports_stake_limit'],
      // 1,000.00 on DRAW could return 9,000.00: within the 50,000.00 payout limit, but more than the balance.
      [{ fightId: 'op:no-such-fight', side: 'meron', stake: 5 }, 'cockfight_fight_unknown'],
      [{ fightId: scheduled, side: 'meron', stake: 5 }, 'cockfight_betting_closed'],
      [{ fightId, side: 'meron', stake: 5, odds: 1857 }, 'request_param_err'],
    ];
    for (const [body, errorCode] of cases) {
      const answer = await bet(session, body);
      expect({ body, errorCode: answer.body.errorCode }).toEqual({ body, errorCode });
      expect(answer.status).toBeLessThan(500);
    }
    const broke = await bet(session, { fightId, side: 'draw', stake: 1000 });
    expect(broke.body.errorCode).toBe('INSUFFICIENT_FUNDS');
    // After the close, and a window past its time, no bet is taken.
    await operator(calls.controlFight, { fightId, action: 'close' });
    expect((await bet(session, { fightId, side: 'meron', stake: 5 })).body.errorCode).toBe('cockfight_betting_closed');
    const late = await openFight();
    await env.sportsbookRows(
      "update sportsbook.cockfight_fights set closes_at = now() - interval '1 second' where id = $1",
      [late],
    );
    expect((await bet(session, { fightId: late, side: 'wala', stake: 5 })).body.errorCode).toBe(
      'cockfight_betting_closed',
    );
    await env.sync();
    const [row] = await env.sportsbookRows<{ state: string }>(
      'select state from sportsbook.cockfight_fights where id = $1',
      [late],
    );
    expect(row!.state).toBe('closed');
    // A session of another lane cannot bet on fights.
    const sports = await env.player('sports', 20_00n);
    expect((await bet(sports.session, { fightId, side: 'meron', stake: 5 })).body.errorCode).toBe('game_not_found');
    expect(await roundCount()).toBe(before + 1);
    expect(await env.balanceOf(memberId)).toBe(20_00n);
    expect(await betsOf(session)).toEqual([]);
  });

  it('refuses operator calls out of order, on unknown fights, on the feed arena, and unsigned', async () => {
    const fightId = await openFight();
    const cases: Array<[object, string]> = [
      [{ fightId, action: 'open', windowSeconds: 60 }, 'cockfight_transition_invalid'],
      [{ fightId, action: 'settle', result: 'meron' }, 'cockfight_transition_invalid'],
      [{ fightId: 'op:unknown', action: 'close' }, 'cockfight_fight_unknown'],
      [{ fightId, action: 'settle', result: 'nobody' }, 'request_param_err'],
      [{ fightId, action: 'open', windowSeconds: 1 }, 'request_param_err'],
    ];
    for (const [body, errorCode] of cases) {
      expect({ body, errorCode: (await operator(calls.controlFight, body)).errorCode }).toEqual({ body, errorCode });
    }
    const feedFight = (
      await env.sportsbookRows<{ id: string }>(
        "select id from sportsbook.cockfight_fights where arena_id = 'ficha-pit' limit 1",
      )
    )[0]!.id;
    expect((await operator(calls.controlFight, { fightId: feedFight, action: 'cancel' })).errorCode).toBe(
      'cockfight_transition_invalid',
    );
    expect(
      (
        await operator(calls.createFight, {
          arenaId: 'ficha-pit',
          arenaName: 'Mine now',
          meron: 'A',
          wala: 'B',
          odds: { meron: 1900, wala: 1900, draw: 9000 },
        })
      ).errorCode,
    ).toBe('cockfight_transition_invalid');
    const body = env.asPlatform.bodyOf({ fightId, action: 'cancel' });
    const unsigned = await env.asPlatform.postRaw(calls.controlFight.path, body, {
      'x-provider': 'PLATFORM',
      'x-signature': 'bad',
    });
    expect(unsigned.envelope.success).toBe(false);
    const [row] = await env.sportsbookRows<{ state: string }>(
      'select state from sportsbook.cockfight_fights where id = $1',
      [fightId],
    );
    expect(row!.state).toBe('open');
  });

  it("runs the feed simulator's arena: a bet on its open fight is settled when the feed gives the result", async () => {
    const { memberId, session } = await env.player('cockfight', 50_00n);
    const arenaOf = async () =>
      (await env.get<CockfightArena>(`${calls.arena.path}?arenaId=ficha-pit`, session)).body.value!;
    // The cockpit's fights open for three minutes every six: move the feed until one is open.
    for (let i = 0; i < 8 && (await arenaOf()).current?.state !== 'open'; i++) await env.advance(1);
    const arena = await arenaOf();
    expect(arena.arena).toEqual({ id: 'ficha-pit', name: 'Ficha Cockpit Arena' });
    const fight = arena.current!;
    expect(fight).toMatchObject({ state: 'open', odds: { draw: 9000 } });
    expect(fight.closesInMs).toBeGreaterThan(0);
    expect(arena.results.length).toBeGreaterThan(0);
    const placed = (await bet(session, { fightId: fight.id, side: 'meron', stake: 10 })).body.value!;
    for (let i = 0; i < 8 && (await betsOf(session))[0]!.status === 'open'; i++) await env.advance(1);
    const [settled] = await env.sportsbookRows<{ state: string; result: string | null }>(
      'select state, result from sportsbook.cockfight_fights where id = $1',
      [fight.id],
    );
    const expected =
      settled!.state === 'cancelled' || settled!.result === 'draw'
        ? 10_00n
        : settled!.result === 'meron'
          ? (1000n * BigInt(fight.odds.meron)) / 1000n
          : 0n;
    expect(await env.balanceOf(memberId)).toBe(40_00n + expected);
    expect((await betsOf(session))[0]!.betId).toBe(placed.bet.betId);
    expect((await betsOf(session))[0]!.status).not.toBe('open');
  });
});
