import { randomUUID } from 'node:crypto';
import { sportsbookEndpoints as calls, type SportsBet, type SportsEvent } from '@ficha/contract';
import { walletFault } from '@ficha/provider-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { betReturnOf } from '../src/betting/bet-return.ts';
import { decideSelection, type EventResult, type MarketKind } from '../src/betting/markets.ts';
import { randomFrom } from '../src/feed-simulator/random.ts';
import { recoverBets } from '../src/index.ts';
import { startSportsbookWithPlatform, type SportsbookWithPlatform } from './sportsbook-with-platform.ts';

type Placed = { bet: SportsBet; balance: number };
interface Leg {
  marketId: string;
  selection: string;
  odds: number;
  kind: MarketKind;
  line: number;
  map: number;
  eventId: string;
}
interface Bet {
  memberId: number;
  betId: string;
  stakeMinor: bigint;
  legs: Leg[];
}

/**
 * Resettlement of corrected results on the real platform (decision 0083): every bet on a corrected event is
 * re-graded and the difference moved through the seamless wallet's adjust call, once per (bet, settlement version).
 */
describe('sportsbook resettlement', () => {
  let env: SportsbookWithPlatform;
  const fault = walletFault();

  beforeAll(async () => {
    env = await startSportsbookWithPlatform({ testing: { walletFetch: fault.fetch } });
    await env.sync();
  }, 300_000);
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(() => fault.clear());

  const eventsOf = async (session: string) =>
    (await env.get<{ events: SportsEvent[] }>(calls.events.path, session)).body.value!.events;
  const betsOf = async (session: string) =>
    (await env.get<{ bets: SportsBet[] }>(calls.myBets.path, session)).body.value!.bets;
  const correct = (eventId: string, version: number, result: EventResult) =>
    env.asPlatform.call(calls.correctResult, { eventId, version, result });
  const legOf = (event: SportsEvent, kind: MarketKind, pick = 0, line?: number): Leg | undefined => {
    const market = event.markets.find(
      (m) => m.kind === kind && !m.suspended && (line === undefined || m.line === line),
    );
    const entry = market && Object.entries(market.odds)[pick % Object.keys(market.odds).length];
    return market && entry
      ? {
          marketId: market.id,
          selection: entry[0],
          odds: entry[1],
          kind,
          line: market.line,
          map: market.map,
          eventId: event.id,
        }
      : undefined;
  };
  async function place(memberId: number, session: string, stakeMinor: bigint, legs: Leg[]): Promise<Bet> {
    const answer = await env.post<Placed>(
      calls.placeBet.path,
      {
        requestId: `bet-${randomUUID()}`,
        stake: Number(stakeMinor) / 100,
        oddsChange: 'any',
        legs: legs.map(({ marketId, selection, odds }) => ({ marketId, selection, odds })),
      },
      session,
    );
    if (!answer.body.success) throw new Error(`bet refused: ${JSON.stringify(answer.body)}`);
    return { memberId, betId: answer.body.value!.bet.betId, stakeMinor, legs };
  }
  const settled = async (eventId: string) =>
    (
      await env.sportsbookRows<{ settled: boolean }>(
        'select settled_at is not null as settled from sportsbook.events where id = $1',
        [eventId],
      )
    )[0]?.settled === true;
  async function playOut(eventIds: string[]) {
    for (let i = 0; i < 60; i++) {
      if ((await Promise.all(eventIds.map(settled))).every(Boolean)) return;
      await env.advance(15);
    }
    throw new Error('events never settled');
  }
  /** What each player's wallet holds if every bet is settled once on `results` (event id → result). */
  function expectedBalances(start: Map<number, bigint>, bets: Bet[], results: Map<string, EventResult>) {
    const balances = new Map(start);
    for (const bet of bets) {
      const legs = bet.legs.map((leg) => ({
        oddsMilli: leg.odds,
        outcome: decideSelection(leg, leg.selection, results.get(leg.eventId)!),
      }));
      balances.set(bet.memberId, balances.get(bet.memberId)! - bet.stakeMinor + betReturnOf(bet.stakeMinor, legs)!);
    }
    return balances;
  }
  const adjustsOf = async (betId: string) =>
    (await env.walletTransactions(betId)).filter((t) => t.kind.startsWith('adjust_'));
  const resultOf = async (eventId: string) =>
    (
      await env.sportsbookRows<{ result: EventResult }>('select result from sportsbook.events where id = $1', [eventId])
    )[0]!.result;

  it('re-grades singles and parlays (incl. an Asian quarter line) and moves each difference once', async () => {
    const a = await env.player('sports', 200_00n);
    const events = (await eventsOf(a.session)).filter((e) => e.status === 'scheduled' && e.sport === 'football');
    const [main, other] = events;
    // Football's handicap is an Asian quarter line (-0.75, -0.25, +0.25 or +0.75): half wins and half losses.
    const quarter = main!.markets.find((m) => m.kind === 'handicap')!;
    expect(Math.abs(quarter.line) % 2).toBe(1);
    const bets: Bet[] = [
      await place(a.memberId, a.session, 10_00n, [legOf(main!, '1x2', 0)!]),
      await place(a.memberId, a.session, 7_33n, [legOf(main!, 'total', 0)!]),
      await place(a.memberId, a.session, 5_01n, [legOf(main!, 'btts', 0)!, legOf(other!, '1x2', 2)!]),
      await place(a.memberId, a.session, 9_99n, [legOf(main!, 'handicap', 0, quarter.line)!]),
    ];
    const start = new Map([[a.memberId, 200_00n]]);
    await playOut([main!.id, other!.id]);
    const results = new Map([
      [main!.id, await resultOf(main!.id)],
      [other!.id, await resultOf(other!.id)],
    ]);
    expect(await env.balanceOf(a.memberId)).toBe(expectedBalances(start, bets, results).get(a.memberId));

    // The correction: the home side scores two more (every market on the event can change).
    const first = results.get(main!.id)!;
    const corrected = { home: first.home + 2, away: first.away };
    const answer = await correct(main!.id, 2, corrected);
    expect(answer.envelope).toMatchObject({ success: true, value: { eventId: main!.id, version: 2 } });
    results.set(main!.id, corrected);
    expect(await env.balanceOf(a.memberId)).toBe(expectedBalances(start, bets, results).get(a.memberId));
    for (const bet of bets) expect((await adjustsOf(bet.betId)).length).toBeLessThanOrEqual(1);

    // The same correction again, or an older one: stale, nothing moves.
    const balance = await env.balanceOf(a.memberId);
    expect((await correct(main!.id, 2, corrected)).envelope).toMatchObject({
      errorCode: 'sports_result_version_stale',
    });
    expect((await correct(main!.id, 2, first)).envelope).toMatchObject({ errorCode: 'sports_result_version_stale' });
    expect(await env.balanceOf(a.memberId)).toBe(balance);

    // My bets shows the original and the corrected result, and what the bet paid before and after.
    const shown = (await betsOf(a.session)).find((bet) => bet.betId === bets[0]!.betId)!;
    expect(shown.corrections).toEqual([
      expect.objectContaining({
        eventId: main!.id,
        version: 2,
        before: { home: first.home, away: first.away },
        after: { home: corrected.home, away: corrected.away },
      }),
    ]);
  }, 300_000);

  it('voids a map leg a correction leaves unplayed, and refuses unknown, unsettled and stale corrections', async () => {
    const e = await env.player('esports', 100_00n);
    const event = (await eventsOf(e.session)).find(
      (ev) =>
        ev.status === 'scheduled' && ev.markets.some((m) => m.kind === 'map_winner' && m.map === 2 && !m.suspended),
    )!;
    const map2 = event.markets.find((m) => m.kind === 'map_winner' && m.map === 2)!;
    const [selection, odds] = Object.entries(map2.odds)[0]!;
    await place(e.memberId, e.session, 4_00n, [
      { marketId: map2.id, selection, odds, kind: 'map_winner', line: 0, map: 2, eventId: event.id },
    ]);
    await playOut([event.id]);
    // Awarded after the first map (a walkover): map 2 was never played, the leg is void, the bet returns its stake.
    const walkover: EventResult = { home: 1, away: 0, maps: ['home'] };
    expect((await correct(event.id, 5, walkover)).envelope).toMatchObject({ success: true });
    expect(await env.balanceOf(e.memberId)).toBe(100_00n);
    const [shown] = await betsOf(e.session);
    expect(shown?.legs[0]?.outcome).toBe('void');
    expect(shown?.paid).toBe(4);
    expect((await correct(event.id, 4, walkover)).envelope).toMatchObject({ errorCode: 'sports_result_version_stale' });
    expect((await correct('no-such-event', 2, { home: 1, away: 0 })).envelope).toMatchObject({
      errorCode: 'not_found',
    });
    const upcoming = (await eventsOf(e.session)).find((ev) => ev.status === 'scheduled')!;
    expect((await correct(upcoming.id, 2, { home: 1, away: 0 })).envelope).toMatchObject({
      errorCode: 'sports_event_not_settled',
    });
    const unsigned = await env.asPlatform.postRaw(
      calls.correctResult.path,
      env.asPlatform.bodyOf({ eventId: upcoming.id, version: 2, result: { home: 1, away: 0 } }),
      { 'x-provider': 'PLATFORM' },
    );
    expect(unsigned.status).toBe(401);
    expect((await correct(upcoming.id, 1, { home: 1, away: 0 })).status).toBe(400);
  }, 300_000);

  it('property (seeded): settle on one result, resettle on each next one — balances as if settled once on it', async () => {
    const random = randomFrom(20261127);
    const players = [await env.player('sports', 500_00n), await env.player('sports', 500_00n)];
    const events = (await eventsOf(players[0]!.session)).filter(
      (e) => e.status === 'scheduled' && e.sport === 'football',
    );
    const [main, second] = events;
    const kinds: MarketKind[] = ['1x2', 'handicap', 'total', 'btts', 'correct_score'];
    const bets: Bet[] = [];
    for (let i = 0; i < 14; i++) {
      const player = players[i % 2]!;
      const markets = main!.markets.filter((m) => kinds.includes(m.kind) && !m.suspended);
      const market = markets[Math.floor(random() * markets.length)]!;
      const leg = legOf(main!, market.kind, Math.floor(random() * 3), market.line)!;
      const legs = i % 3 === 2 ? [leg, legOf(second!, 'total', Math.floor(random() * 2))!] : [leg];
      bets.push(await place(player.memberId, player.session, BigInt(100 + Math.floor(random() * 4_900)), legs));
    }
    const start = new Map(players.map((p) => [p.memberId, 500_00n]));
    await playOut([main!.id, second!.id]);
    const results = new Map([
      [main!.id, await resultOf(main!.id)],
      [second!.id, await resultOf(second!.id)],
    ]);
    for (let version = 2; version <= 7; version++) {
      const next = { home: Math.floor(random() * 5), away: Math.floor(random() * 5) };
      expect((await correct(main!.id, version, next)).envelope).toMatchObject({ success: true });
      results.set(main!.id, next);
      const expected = expectedBalances(start, bets, results);
      for (const player of players) {
        expect({ version, next, balance: await env.balanceOf(player.memberId) }).toEqual({
          version,
          next,
          balance: expected.get(player.memberId),
        });
      }
    }
  }, 300_000);

  it('crash safety: differences whose answers were lost are resent by the recovery and paid once', async () => {
    const p = await env.player('sports', 100_00n);
    const event = (await eventsOf(p.session)).find((e) => e.status === 'scheduled' && e.sport === 'football')!;
    const bets = [
      await place(p.memberId, p.session, 20_00n, [legOf(event, '1x2', 0)!]),
      await place(p.memberId, p.session, 20_00n, [legOf(event, '1x2', 1)!]),
      await place(p.memberId, p.session, 20_00n, [legOf(event, '1x2', 2)!]),
    ];
    await playOut([event.id]);
    const first = await resultOf(event.id);
    // Home won ↔ away won ↔ draw: a correction that changes the payout of at least two of the three bets.
    const next: EventResult =
      first.home === first.away ? { home: first.home + 1, away: first.away } : { home: 1, away: 1 };
    // The wallet handles every adjust, but no answer comes back: the run is interrupted midway.
    fault.set('adjust', 'drop_answer');
    expect((await correct(event.id, 2, next)).envelope).toMatchObject({ success: true });
    fault.clear();
    const pending = await env.sportsbookRows<{ n: string }>(
      "select count(*)::text as n from sportsbook.bet_resettlements where state = 'pending'",
    );
    expect(Number(pending[0]!.n)).toBeGreaterThanOrEqual(2);
    // Running the correction again is refused as stale; the restart's recovery sends the same ids again.
    expect((await correct(event.id, 2, next)).envelope).toMatchObject({ errorCode: 'sports_result_version_stale' });
    await recoverBets({ connection: env.connection, config: env.config, log: env.app.log });
    await recoverBets({ connection: env.connection, config: env.config, log: env.app.log });
    const expected = expectedBalances(new Map([[p.memberId, 100_00n]]), bets, new Map([[event.id, next]]));
    expect(await env.balanceOf(p.memberId)).toBe(expected.get(p.memberId));
    for (const bet of bets) expect((await adjustsOf(bet.betId)).length).toBeLessThanOrEqual(1);
    const left = await env.sportsbookRows<{ n: string }>(
      "select count(*)::text as n from sportsbook.bet_resettlements where state <> 'done'",
    );
    expect(left[0]!.n).toBe('0');
  }, 300_000);
});
