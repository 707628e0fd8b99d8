import { randomUUID } from 'node:crypto';
import { sportsbookEndpoints as calls, type SportsBet, type SportsEvent } from '@ficha/contract';
import { walletFault } from '@ficha/provider-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decideSelection } from '../src/betting/markets.ts';
import { betReturnMinor } from '../src/betting/odds.ts';
import { recoverBets } from '../src/index.ts';
import { startSportsbookWithPlatform, type SportsbookWithPlatform } from './sportsbook-with-platform.ts';

const requestId = () => `bet-${randomUUID()}`;
type Placed = { bet: SportsBet; balance: number };

/**
 * The sportsbook on the real platform (decision 0057): bets debited through the seamless wallet, refused without
 * any money moving, settled once from the feed simulator's results, cancelled events rolled back.
 */
describe('sportsbook bets', () => {
  let env: SportsbookWithPlatform;
  const fault = walletFault();

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
  const place = (session: string, body: Record<string, unknown>) =>
    env.post<Placed>(calls.placeBet.path, { requestId: requestId(), oddsChange: 'none', ...body }, session);
  /** An open market of an upcoming event of the lane (the n-th such event). */
  const upcoming = async (session: string, kind: string, n = 0) => {
    const event = (await eventsOf(session)).filter(
      (e) => e.status === 'scheduled' && e.markets.some((m) => m.kind === kind && !m.suspended),
    )[n]!;
    const market = event.markets.find((m) => m.kind === kind)!;
    const [selection, odds] = Object.entries(market.odds)[0]!;
    return { event, market, leg: { marketId: market.id, selection, odds } };
  };
  const betsOf = async (session: string) =>
    (await env.get<{ bets: SportsBet[] }>(calls.myBets.path, session)).body.value!.bets;
  const roundCount = async () =>
    Number((await env.sportsbookRows<{ n: string }>('select count(*)::text as n from sportsbook.rounds'))[0]!.n);
  /** Moves the feed until the event has its result in and is settled. */
  const playOut = async (eventId: string) => {
    for (let i = 0; i < 40; i++) {
      const [row] = await env.sportsbookRows<{ settled: boolean }>(
        'select settled_at is not null as settled from sportsbook.events where id = $1',
        [eventId],
      );
      if (row?.settled) return;
      await env.advance(15);
    }
    throw new Error(`event ${eventId} never settled`);
  };
  const resultOf = async (eventId: string) =>
    (
      await env.sportsbookRows<{ status: string; result: { home: number; away: number } | null }>(
        'select status, result from sportsbook.events where id = $1',
        [eventId],
      )
    )[0]!;

  it('lists upcoming and live events by lane, with their markets', async () => {
    const sports = await eventsOf((await env.player('sports')).session);
    expect(new Set(sports.map((e) => e.sport))).toEqual(new Set(['football', 'basketball', 'tennis']));
    expect(sports.some((e) => e.status === 'live' && e.minute !== null)).toBe(true);
    const esports = await eventsOf(await env.demo('esports'));
    expect(new Set(esports.map((e) => e.sport))).toEqual(new Set(['cs2', 'dota2', 'lol']));
    expect(esports.flatMap((e) => e.markets.map((m) => m.kind))).toContain('map_winner');
  });

  it('places a single: the stake is debited once, a repeat answers the same bet, it is in my bets', async () => {
    const { memberId, session } = await env.player('sports', 50_00n);
    const { leg } = await upcoming(session, '1x2');
    const body = { requestId: requestId(), stake: 10, legs: [leg], oddsChange: 'none' };
    const placed = await env.post<Placed>(calls.placeBet.path, body, session);
    expect(placed.body.success).toBe(true);
    expect(placed.body.value!.balance).toBe(40);
    expect(placed.body.value!.bet).toMatchObject({ kind: 'single', status: 'open', stake: 10, paid: null });
    const again = await env.post<Placed>(calls.placeBet.path, body, session);
    expect(again.body.value!.bet.betId).toBe(placed.body.value!.bet.betId);
    expect(await env.balanceOf(memberId)).toBe(40_00n);
    expect((await env.walletTransactions(placed.body.value!.bet.betId)).map((t) => t.kind)).toEqual(['debit']);
    expect((await betsOf(session)).map((b) => b.betId)).toEqual([placed.body.value!.bet.betId]);
  });

  it('refuses bad slips with their errors and moves no money', async () => {
    const { memberId, session } = await env.player('sports', 50_00n);
    const { event, market, leg } = await upcoming(session, '1x2');
    const other = event.markets.find((m) => m.kind === 'btts')!;
    const second = await upcoming(session, '1x2', 1);
    const before = await roundCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ stake: -1, legs: [leg] }, 'request_param_err'],
      [{ stake: 1.001, legs: [leg] }, 'request_param_err'],
      [{ stake: 0, legs: [leg] }, 'request_param_err'],
      [{ stake: 0.5, legs: [leg] }, 'sports_stake_limit'],
      [{ stake: 1000.01, legs: [leg] }, 'sports_stake_limit'],
      [{ stake: 1000, legs: [{ ...leg, marketId: 'football-9-9:1x2:0:0' }] }, 'sports_selection_unknown'],
      [{ stake: 5, legs: [{ ...leg, selection: 'nobody' }] }, 'sports_selection_unknown'],
      [{ stake: 5, legs: [leg, leg] }, 'sports_bet_legs_invalid'],
      [
        { stake: 5, legs: [leg, { marketId: other.id, selection: 'yes', odds: other.odds['yes']! }] },
        'sports_bet_legs_invalid',
      ],
      [{ stake: 5, legs: Array.from({ length: 11 }, () => leg) }, 'request_param_err'],
      [{ stake: 5, legs: [{ ...leg, odds: leg.odds + 1 }] }, 'sports_odds_changed'],
      [{ stake: 5, legs: [{ ...leg, odds: leg.odds - 1 }], oddsChange: 'none' }, 'sports_odds_changed'],
      [{ stake: 5, legs: [{ ...leg, odds: leg.odds + 1 }], oddsChange: 'better' }, 'sports_odds_changed'],
      [{ stake: 5, legs: [leg, second.leg], oddsChange: 'maybe' }, 'request_param_err'],
    ];
    for (const [body, errorCode] of cases) {
      const answer = await place(session, body);
      expect({ body, errorCode: answer.body.errorCode }).toEqual({ body, errorCode });
      expect(answer.status).toBeLessThan(500);
    }
    const changed = await place(session, { stake: 5, legs: [{ ...leg, odds: leg.odds + 1 }] });
    expect(changed.body.value).toEqual({ legs: [{ marketId: market.id, selection: leg.selection, odds: leg.odds }] });
    // A payout over the limit: 1000.00 on a long parlay.
    const longShot = await place(session, { stake: 1000, legs: [leg, second.leg], oddsChange: 'any' });
    expect(['sports_stake_limit', 'INSUFFICIENT_FUNDS']).toContain(longShot.body.errorCode);
    expect(await roundCount()).toBe(before + (longShot.body.errorCode === 'INSUFFICIENT_FUNDS' ? 1 : 0));
    expect(await env.balanceOf(memberId)).toBe(50_00n);
    // A price the player asked lower than it is now is taken at the current price under `better` and `any`.
    const better = await place(session, { stake: 5, legs: [{ ...leg, odds: leg.odds - 1 }], oddsChange: 'better' });
    expect(better.body.value!.bet.legs[0]!.odds).toBe(leg.odds);
  });

  it('refuses a bet on a suspended market', async () => {
    const { session } = await env.player('sports');
    const suspended = (await eventsOf(session)).flatMap((e) => e.markets.filter((m) => m.suspended));
    const live = (await eventsOf(session)).find((e) => e.status === 'live' && e.markets.length > 0)!;
    await env.sportsbookRows(`update sportsbook.markets set status = 'suspended' where event_id = $1`, [live.id]);
    const market = live.markets[0]!;
    const [selection, odds] = Object.entries(market.odds)[0]!;
    const answer = await place(session, { stake: 2, legs: [{ marketId: market.id, selection, odds }] });
    expect(answer.body.errorCode).toBe('sports_market_closed');
    expect(suspended.every((m) => Object.keys(m.odds).length > 0)).toBe(true);
    await env.sync();
  });

  it('settles a single and a parlay once from the results, exactly as the maths says', async () => {
    const { memberId, session } = await env.player('sports', 100_00n);
    const a = await upcoming(session, '1x2', 0);
    const b = await upcoming(session, 'total', 1);
    const single = (await place(session, { stake: 7.77, legs: [a.leg] })).body.value!.bet;
    const parlay = (await place(session, { stake: 3.33, legs: [a.leg, b.leg] })).body.value!.bet;
    expect(parlay).toMatchObject({ kind: 'parlay', status: 'open' });
    await playOut(a.event.id);
    await playOut(b.event.id);
    const outcomeOf = async (pick: typeof a) => {
      const event = await resultOf(pick.event.id);
      return decideSelection(pick.market, pick.leg.selection, event.status === 'cancelled' ? null : event.result);
    };
    const expectedSingle = betReturnMinor(777n, [{ outcome: await outcomeOf(a), oddsMilli: a.leg.odds }]);
    const expectedParlay = betReturnMinor(333n, [
      { outcome: await outcomeOf(a), oddsMilli: a.leg.odds },
      { outcome: await outcomeOf(b), oddsMilli: b.leg.odds },
    ]);
    const settled = new Map((await betsOf(session)).map((bet) => [bet.betId, bet]));
    expect(settled.get(single.betId)!.paid).toBe(Number(expectedSingle) / 100);
    expect(settled.get(parlay.betId)!.paid).toBe(Number(expectedParlay) / 100);
    expect(await env.balanceOf(memberId)).toBe(100_00n - 777n - 333n + expectedSingle + expectedParlay);
    // Another read of the feed, and a settlement run of the same event, pay nothing more.
    await env.advance(30);
    for (const bet of [single, parlay]) {
      expect((await env.walletTransactions(bet.betId)).map((t) => t.kind)).toEqual(['debit', 'credit']);
    }
  });

  it('rolls back the bets of a cancelled event; a demo bet moves play money only', async () => {
    const { memberId, session } = await env.player('esports', 20_00n);
    // The feed simulator calls off cs2-1-3 (seed "sportsbook-test") at its start, minute 250.
    for (let i = 0; i < 4 && !(await eventsOf(session)).some((e) => e.id === 'cs2-1-3'); i++) await env.advance(30);
    const event = (await eventsOf(session)).find((e) => e.id === 'cs2-1-3')!;
    const market = event.markets.find((m) => m.kind === 'winner')!;
    const leg = { marketId: market.id, selection: 'home', odds: market.odds['home']! };
    const bet = (await place(session, { stake: 4, legs: [leg] })).body.value!.bet;
    const demo = await env.demo('esports');
    const demoBet = await place(demo, { stake: 4, legs: [leg] });
    expect(demoBet.body.value!.balance).toBe(996);
    await playOut(event.id);
    expect((await resultOf(event.id)).status).toBe('cancelled');
    expect((await betsOf(session))[0]).toMatchObject({ betId: bet.betId, status: 'void' });
    expect((await env.walletTransactions(bet.betId)).map((t) => t.kind)).toEqual(['debit', 'rollback']);
    expect(await env.balanceOf(memberId)).toBe(20_00n);
    expect((await betsOf(demo))[0]).toMatchObject({ status: 'void' });
  });

  it('settles once when two feed reads race and the credit answer is lost: recovery finishes it', async () => {
    const { memberId, session } = await env.player('sports', 40_00n);
    const pick = await upcoming(session, 'btts', 3);
    const bet = (await place(session, { stake: 8, legs: [pick.leg] })).body.value!.bet;
    const finished = () => env.feedAt().events.find((e) => e.id === pick.event.id)?.status;
    while (finished() === 'scheduled' || finished() === 'live') env.tick(15);
    fault.set('credit', 'drop_answer');
    await Promise.all([env.sync(), env.sync()]);
    fault.clear();
    const state = async () =>
      (
        await env.sportsbookRows<{ state: string }>('select state from sportsbook.rounds where id = $1', [bet.betId])
      )[0]!.state;
    expect(await state()).toBe('decided');
    expect((await recoverBets({ connection: env.connection, config: env.config, log: env.app.log })).settled).toBe(1);
    expect(await state()).toBe('settled');
    const event = await resultOf(pick.event.id);
    const outcome = decideSelection(
      pick.market,
      pick.leg.selection,
      event.status === 'cancelled' ? null : event.result,
    );
    const expected = betReturnMinor(800n, [{ outcome, oddsMilli: pick.leg.odds }]);
    expect((await env.walletTransactions(bet.betId)).map((t) => t.kind)).toEqual(['debit', 'credit']);
    expect(await env.balanceOf(memberId)).toBe(40_00n - 800n + expected);
  });

  it('a debit whose answer is lost is rolled back: no bet, the balance as it was', async () => {
    const { memberId, session } = await env.player('sports', 30_00n);
    const { leg } = await upcoming(session, '1x2', 2);
    fault.set('debit', 'drop_answer');
    const answer = await place(session, { stake: 6, legs: [leg] });
    expect(answer.body.errorCode).toBe('wallet_unavailable');
    fault.clear();
    expect(await env.balanceOf(memberId)).toBe(30_00n);
    expect(await betsOf(session)).toEqual([]);
  });

  it('answers only callers it knows: a session for bets, the platform signature for launches', async () => {
    const noSession = await env.get(calls.events.path);
    expect(noSession.body.errorCode).toBe('game_session_invalid');
    const forged = await env.get(calls.myBets.path, 'not-a-session-token-at-all');
    expect(forged.body.errorCode).toBe('game_session_invalid');
    const body = env.asPlatform.bodyOf({ launchToken: 'x'.repeat(20), gameCode: 'sports' });
    const unsigned = await env.asPlatform.postRaw('/rgs/v1/launch', body, {
      'x-provider': 'PLATFORM',
      'x-signature': 'bad',
    });
    expect(unsigned.envelope.success).toBe(false);
    const unknownLane = await env.asPlatform.call(
      { ...(await import('@ficha/contract')).rgsLaunch },
      {
        launchToken: 'y'.repeat(20),
        gameCode: 'horse-racing',
        language: 'EN',
        currency: env.fixture.merchant.currency,
        mode: 'demo',
        returnUrl: 'http://127.0.0.1/',
      },
    );
    expect(unknownLane.envelope.success ? 'launched' : unknownLane.envelope.errorCode).toBe('game_not_found');
  });
});
