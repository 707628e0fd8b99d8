import { randomUUID } from 'node:crypto';
import { sportsbookEndpoints as calls, type SportsBet, type SportsEvent } from '@ficha/contract';
import { walletFault } from '@ficha/provider-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cashOutOffer } from '../src/betting/cash-out.ts';
import { decideSelection } from '../src/betting/markets.ts';
import { betReturnMinor } from '../src/betting/odds.ts';
import { recoverBets } from '../src/index.ts';
import { startSportsbookWithPlatform, type SportsbookWithPlatform } from './sportsbook-with-platform.ts';

type Placed = { bet: SportsBet; balance: number };
const minor = (wire: number) => BigInt(Math.round(wire * 100));

/**
 * Cash-out on the real platform (decision 0075): the offer from the current prices less the margin, re-checked at
 * acceptance, credited once through the seamless wallet, suspended with the market, and never paid twice when a
 * settlement races it.
 */
describe('sportsbook cash-out', () => {
  let env: SportsbookWithPlatform;
  const fault = walletFault();
  const marginBp = 500;

  beforeAll(async () => {
    env = await startSportsbookWithPlatform({ testing: { walletFetch: fault.fetch } });
    await env.sync();
  });
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(() => fault.clear());

  const eventsOf = async (session: string) =>
    (await env.get<{ events: SportsEvent[] }>(calls.events.path, session)).body.value!.events;
  const place = async (
    session: string,
    stake: number,
    legs: Array<{ marketId: string; selection: string; odds: number }>,
  ) => {
    const answer = await env.post<Placed>(
      calls.placeBet.path,
      { requestId: `bet-${randomUUID()}`, stake, legs, oddsChange: 'none' },
      session,
    );
    if (!answer.body.success) throw new Error(`bet refused: ${JSON.stringify(answer.body)}`);
    return answer.body.value!.bet;
  };
  /** An open market of an upcoming event of the lane (the n-th such event). */
  const upcoming = async (session: string, kind: string, n = 0) => {
    const event = (await eventsOf(session)).filter(
      (e) => e.status === 'scheduled' && e.markets.some((m) => m.kind === kind && !m.suspended),
    )[n]!;
    const market = event.markets.find((m) => m.kind === kind)!;
    const [selection, odds] = Object.entries(market.odds)[0]!;
    return { event, market, leg: { marketId: market.id, selection, odds } };
  };
  const betOf = async (session: string, betId: string) =>
    (await env.get<{ bets: SportsBet[] }>(calls.myBets.path, session)).body.value!.bets.find((b) => b.betId === betId)!;
  const cashOut = (session: string, betId: string, amount: number) =>
    env.post<Placed>(calls.cashOut.path, { betId, amount }, session);
  const setOdds = (marketId: string, selection: string, odds: number) =>
    env.sportsbookRows(`update sportsbook.markets set odds = jsonb_set(odds, $2, $3::jsonb) where id = $1`, [
      marketId,
      `{${selection}}`,
      String(odds),
    ]);
  const kinds = async (betId: string) => (await env.walletTransactions(betId)).map((t) => t.kind);

  it('offers the fair value less the margin and credits it once', async () => {
    const { memberId, session } = await env.player('sports', 50_00n);
    const { leg } = await upcoming(session, '1x2', 0);
    const bet = await place(session, 10, [leg]);
    // The price now equals the accepted one: the offer is the stake less the margin.
    expect(bet.cashOut).toEqual({ state: 'offered', amount: 9.5 });
    // The price shortens: the offer rises with it, as the maths says.
    const shorter = Math.max(1001, leg.odds - 300);
    await setOdds(leg.marketId, leg.selection, shorter);
    const expected = cashOutOffer(
      10_00n,
      [{ oddsMilli: leg.odds, outcome: null, currentOddsMilli: shorter }],
      marginBp,
    );
    const offered = await betOf(session, bet.betId);
    expect(offered.cashOut).toEqual({
      state: 'offered',
      amount: expected.state === 'offered' ? Number(expected.amountMinor) / 100 : null,
    });
    const taken = await cashOut(session, bet.betId, offered.cashOut!.amount!);
    expect(taken.body).toMatchObject({ success: true });
    expect(taken.body.value!.bet).toMatchObject({ status: 'cashed_out', paid: offered.cashOut!.amount, cashOut: null });
    expect(taken.body.value!.balance).toBe(40 + offered.cashOut!.amount!);
    expect(await env.balanceOf(memberId)).toBe(40_00n + minor(offered.cashOut!.amount!));
    expect(await kinds(bet.betId)).toEqual(['debit', 'credit']);
    // Again: the bet is no longer open; nothing moves.
    const again = await cashOut(session, bet.betId, offered.cashOut!.amount!);
    expect(again.body.errorCode).toBe('sports_cashout_unavailable');
    expect(await kinds(bet.betId)).toEqual(['debit', 'credit']);
    await env.sync();
  });

  it('re-checks the offer at acceptance: a moved price answers the new offer and moves nothing', async () => {
    const { memberId, session } = await env.player('sports', 50_00n);
    const { leg } = await upcoming(session, '1x2', 1);
    const bet = await place(session, 10, [leg]);
    const seen = bet.cashOut!.amount!;
    await setOdds(leg.marketId, leg.selection, leg.odds + 500);
    const moved = await cashOut(session, bet.betId, seen);
    expect(moved.body.errorCode).toBe('sports_cashout_changed');
    expect(moved.status).toBe(409);
    const now = (await betOf(session, bet.betId)).cashOut!;
    expect(moved.body.value).toEqual({ amount: now.amount });
    expect(now.amount!).toBeLessThan(seen);
    expect(await kinds(bet.betId)).toEqual(['debit']);
    expect(await env.balanceOf(memberId)).toBe(40_00n);
    // The player takes the new offer.
    expect((await cashOut(session, bet.betId, now.amount!)).body.value!.bet.status).toBe('cashed_out');
    await env.sync();
  });

  it('is suspended while a leg is suspended, for singles and parlays; a suspended cash-out moves nothing', async () => {
    const { session } = await env.player('sports', 50_00n);
    const a = await upcoming(session, '1x2', 2);
    const b = await upcoming(session, 'total', 3);
    const parlay = await place(session, 5, [a.leg, b.leg]);
    expect(parlay.cashOut?.state).toBe('offered');
    await env.sportsbookRows(`update sportsbook.markets set status = 'suspended' where id = $1`, [b.market.id]);
    expect((await betOf(session, parlay.betId)).cashOut).toEqual({ state: 'suspended', amount: null });
    const refused = await cashOut(session, parlay.betId, parlay.cashOut!.amount!);
    expect(refused.body.errorCode).toBe('sports_cashout_unavailable');
    expect(await kinds(parlay.betId)).toEqual(['debit']);
    await env.sync();
    expect((await betOf(session, parlay.betId)).cashOut?.state).toBe('offered');
  });

  it('refuses bad requests, other players and other lanes with clear errors', async () => {
    const { session } = await env.player('sports', 50_00n);
    const { leg } = await upcoming(session, 'btts', 0);
    const bet = await place(session, 4, [leg]);
    const other = await env.player('sports', 10_00n);
    const esports = await env.player('esports', 10_00n);
    const cases: Array<[string | undefined, Record<string, unknown>, string]> = [
      [session, { betId: bet.betId, amount: -1 }, 'request_param_err'],
      [session, { betId: bet.betId, amount: 1.001 }, 'request_param_err'],
      [session, { betId: 'not-a-bet', amount: 1 }, 'request_param_err'],
      [session, { betId: bet.betId }, 'request_param_err'],
      [session, { betId: bet.betId, amount: 1, extra: true }, 'request_param_err'],
      [session, { betId: randomUUID(), amount: 1 }, 'game_round_not_found'],
      [other.session, { betId: bet.betId, amount: bet.cashOut!.amount }, 'game_round_not_found'],
      [undefined, { betId: bet.betId, amount: bet.cashOut!.amount }, 'game_session_invalid'],
      [session, { betId: bet.betId, amount: 1_000_000 }, 'sports_cashout_changed'],
    ];
    for (const [who, body, errorCode] of cases) {
      const answer = await env.post(calls.cashOut.path, body, who);
      expect({ body, errorCode: answer.body.errorCode }).toEqual({ body, errorCode });
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.message).toBeTruthy();
    }
    // The player's other sessions may cash it out (the same player), an e-sports one is another player here.
    expect((await cashOut(esports.session, bet.betId, bet.cashOut!.amount!)).body.errorCode).toBe(
      'game_round_not_found',
    );
    expect(await kinds(bet.betId)).toEqual(['debit']);
  });

  it('cash-out first, settlement after: the settlement pays nothing more', async () => {
    const { memberId, session } = await env.player('sports', 30_00n);
    const pick = await upcoming(session, '1x2', 4);
    const bet = await place(session, 6, [pick.leg]);
    const taken = await cashOut(session, bet.betId, bet.cashOut!.amount!);
    expect(taken.body.value!.bet.status).toBe('cashed_out');
    for (let i = 0; i < 40 && (await betOf(session, bet.betId)).legs[0]!.outcome === null; i++) await env.advance(15);
    const after = await betOf(session, bet.betId);
    expect(after.legs[0]!.outcome).not.toBeNull();
    expect(after).toMatchObject({ status: 'cashed_out', paid: bet.cashOut!.amount });
    expect(await kinds(bet.betId)).toEqual(['debit', 'credit']);
    expect(await env.balanceOf(memberId)).toBe(30_00n - 6_00n + minor(bet.cashOut!.amount!));
  });

  it('settlement first, cash-out after: refused, the settlement stands', async () => {
    const { session } = await env.player('sports', 30_00n);
    const pick = await upcoming(session, '1x2', 5);
    const bet = await place(session, 6, [pick.leg]);
    for (let i = 0; i < 40 && (await betOf(session, bet.betId)).status === 'open'; i++) await env.advance(15);
    const refused = await cashOut(session, bet.betId, bet.cashOut!.amount!);
    expect(refused.body.errorCode).toBe('sports_cashout_unavailable');
    expect(['won', 'lost', 'void']).toContain((await betOf(session, bet.betId)).status);
    expect((await kinds(bet.betId)).filter((kind) => kind === 'credit').length).toBeLessThanOrEqual(1);
  });

  it('a cash-out racing the settlement of its event pays exactly once, whichever wins', async () => {
    const { memberId, session } = await env.player('sports', 100_00n);
    const picks = await Promise.all([0, 1, 2].map((n) => upcoming(session, 'btts', n)));
    const bets = [];
    for (const pick of picks) bets.push(await place(session, 5, [pick.leg]));
    const finished = (eventId: string) => env.feedAt().events.find((e) => e.id === eventId)?.status;
    while (picks.some((p) => ['scheduled', 'live'].includes(finished(p.event.id) ?? 'finished'))) env.tick(15);
    // The results are in at the feed, not yet read: the feed read (and its settlement) races each cash-out.
    const [, ...answers] = await Promise.all([
      env.sync(),
      ...bets.map((bet) => cashOut(session, bet.betId, bet.cashOut!.amount!)),
    ]);
    await env.sync();
    let expectedBalance = 100_00n - 15_00n;
    for (const [index, bet] of bets.entries()) {
      const answer = answers[index]!;
      const now = await betOf(session, bet.betId);
      const pick = picks[index]!;
      if (answer.body.success) {
        expect(now).toMatchObject({ status: 'cashed_out', paid: bet.cashOut!.amount });
        expectedBalance += minor(bet.cashOut!.amount!);
      } else {
        expect(answer.body.errorCode).toBe('sports_cashout_unavailable');
        const [event] = await env.sportsbookRows<{ status: string; result: { home: number; away: number } | null }>(
          'select status, result from sportsbook.events where id = $1',
          [pick.event.id],
        );
        const outcome = decideSelection(
          pick.market,
          pick.leg.selection,
          event!.status === 'cancelled' ? null : event!.result,
        );
        expectedBalance += outcome === 'void' ? 5_00n : betReturnMinor(5_00n, [{ outcome, oddsMilli: pick.leg.odds }]);
      }
      const credits = (await kinds(bet.betId)).filter((kind) => kind === 'credit' || kind === 'rollback');
      expect(credits.length).toBe(1);
    }
    expect(await env.balanceOf(memberId)).toBe(expectedBalance);
  });

  it('a cash-out whose credit answer is lost stays decided and the recovery credits it once', async () => {
    const { memberId, session } = await env.player('sports', 20_00n);
    const { leg } = await upcoming(session, 'total', 0);
    const bet = await place(session, 4, [leg]);
    fault.set('credit', 'drop_answer');
    const taken = await cashOut(session, bet.betId, bet.cashOut!.amount!);
    fault.clear();
    expect(taken.body.value!.bet.status).toBe('cashed_out');
    expect((await recoverBets({ connection: env.connection, config: env.config, log: env.app.log })).settled).toBe(1);
    expect(await kinds(bet.betId)).toEqual(['debit', 'credit']);
    expect(await env.balanceOf(memberId)).toBe(16_00n + minor(bet.cashOut!.amount!));
  });

  it('a demo bet cashes out in play money', async () => {
    const demo = await env.demo('sports');
    const { leg } = await upcoming(demo, '1x2', 3);
    const bet = await place(demo, 10, [leg]);
    const taken = await cashOut(demo, bet.betId, bet.cashOut!.amount!);
    expect(taken.body.value).toMatchObject({ bet: { status: 'cashed_out' }, balance: 990 + bet.cashOut!.amount! });
  });
});
