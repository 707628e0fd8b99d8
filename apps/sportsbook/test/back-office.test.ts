import { randomUUID } from 'node:crypto';
import {
  sportsbookBackOfficeEndpoints as office,
  sportsbookEndpoints as calls,
  type Endpoint,
  type SportsBet,
  type SportsEvent,
} from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSportsbookWithPlatform, type SportsbookWithPlatform } from './sportsbook-with-platform.ts';

type Placed = { bet: SportsBet; balance: number };

/**
 * The sportsbook's back office (decision 0089) over real HTTP with the platform's signed calls: one merchant's
 * view of events, markets and bets; its suspensions refuse its players' bets; its voids refund each bet once
 * through the wallet; another merchant's code sees none of it.
 */
describe('the sportsbook back office', () => {
  let env: SportsbookWithPlatform;
  /** The parlay the market void left open on its other leg (settled at the end, when the feed plays on). */
  let voidedParlay: { betId: string; memberId: number; stakeMinor: bigint; otherOdds: number; otherEvent: string };

  beforeAll(async () => {
    env = await startSportsbookWithPlatform();
    await env.sync();
  }, 300_000);
  afterAll(async () => {
    await env?.close();
  });

  const merchantCode = () => env.fixture.merchant.code;
  async function signed<T>(endpoint: Endpoint, fields: Record<string, unknown>, merchant = merchantCode()) {
    const answer = await env.asPlatform.call(endpoint, { merchantCode: merchant, ...fields });
    return answer.envelope as { success: boolean; value?: T; errorCode?: string };
  }
  const eventsOf = async (session: string) =>
    (await env.get<{ events: SportsEvent[] }>(calls.events.path, session)).body.value!.events;
  async function place(
    session: string,
    stake: number,
    legs: Array<{ marketId: string; selection: string; odds: number }>,
  ) {
    return env.post<Placed>(
      calls.placeBet.path,
      { requestId: `bet-${randomUUID()}`, stake, oddsChange: 'any', legs },
      session,
    );
  }
  /** Scheduled football events' 1x2 markets, as the player sees them: each test bets on its own events. */
  async function marketsFor(session: string) {
    const events = (await eventsOf(session)).filter((e) => e.status === 'scheduled' && e.sport === 'football');
    return events.slice(0, 5).map((event) => {
      // An earlier test's voided market shows suspended: its event is not used again.
      const market =
        event.markets.find((m) => m.kind === '1x2' && !m.suspended) ?? event.markets.find((m) => m.kind === '1x2')!;
      const [selection, odds] = Object.entries(market.odds)[0]!;
      return { event, market, leg: { marketId: market.id, selection, odds } };
    });
  }

  it("lists events with markets and the merchant's open bets; suspends and reopens a market for its players", async () => {
    const a = await env.player('sports', 100_00n);
    const [first] = await marketsFor(a.session);
    const placed = await place(a.session, 10, [first!.leg]);
    expect(placed.body.success).toBe(true);

    const listed = await signed<{ events: Array<{ id: string; markets: Array<Record<string, unknown>> }> }>(
      office.events,
      { scope: 'open', sport: 'football' },
    );
    const event = listed.value!.events.find((e) => e.id === first!.event.id)!;
    expect(event.markets.find((m) => m['id'] === first!.market.id)).toMatchObject({
      status: 'open',
      suspendedByMerchant: false,
      voided: false,
      openBets: 1,
      openStake: 10,
    });
    // Another merchant's code sees the shared event and none of this merchant's bets.
    const foreign = await signed<{ events: Array<{ id: string; markets: Array<Record<string, unknown>> }> }>(
      office.events,
      { scope: 'open', sport: 'football' },
      'rival',
    );
    const seen = foreign.value!.events.find((e) => e.id === first!.event.id)!;
    expect(seen.markets.find((m) => m['id'] === first!.market.id)).toMatchObject({ openBets: 0, openStake: 0 });

    const suspended = await signed(office.marketAction, { marketId: first!.market.id, action: 'suspend' });
    expect(suspended).toMatchObject({ success: true, value: { suspendedByMerchant: true, unchanged: false } });
    expect(await signed(office.marketAction, { marketId: first!.market.id, action: 'suspend' })).toMatchObject({
      value: { unchanged: true },
    });
    // The merchant's players see it suspended and cannot bet on it; nothing is debited.
    const market = (await eventsOf(a.session))
      .find((e) => e.id === first!.event.id)!
      .markets.find((m) => m.id === first!.market.id)!;
    expect(market.suspended).toBe(true);
    const before = await env.balanceOf(a.memberId);
    const refused = await place(a.session, 5, [first!.leg]);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'sports_market_closed' });
    expect(await env.balanceOf(a.memberId)).toBe(before);

    expect(await signed(office.marketAction, { marketId: first!.market.id, action: 'reopen' })).toMatchObject({
      value: { suspendedByMerchant: false, unchanged: false },
    });
    expect((await place(a.session, 5, [first!.leg])).body.success).toBe(true);
    expect(await signed(office.marketAction, { marketId: 'nope', action: 'suspend' })).toMatchObject({
      success: false,
      errorCode: 'not_found',
    });
  });

  it('voids a market: singles refunded once, a parlay re-priced, new bets refused; a repeat refunds nothing', async () => {
    const b = await env.player('sports', 100_00n);
    const [, one, two] = await marketsFor(b.session);
    const single = await place(b.session, 20, [one!.leg]);
    const parlay = await place(b.session, 10, [one!.leg, two!.leg]);
    expect(single.body.success && parlay.body.success).toBe(true);
    expect(await env.balanceOf(b.memberId)).toBe(70_00n);

    const voided = await signed<{ refunded: number; refundedStake: number; legs: number; alreadyVoided: boolean }>(
      office.voidBets,
      { eventId: one!.event.id, marketId: one!.market.id, reason: 'Abandoned pitch' },
    );
    expect(voided.value).toMatchObject({ legs: 2, refunded: 1, refundedStake: 20, alreadyVoided: false });
    expect(await env.balanceOf(b.memberId)).toBe(90_00n);
    const refunds = (await env.walletTransactions(single.body.value!.bet.betId)).filter((t) => t.kind === 'rollback');
    expect(refunds).toHaveLength(1);

    const again = await signed<{ refunded: number; alreadyVoided: boolean }>(office.voidBets, {
      eventId: one!.event.id,
      marketId: one!.market.id,
      reason: 'Abandoned pitch',
    });
    expect(again.value).toMatchObject({ refunded: 0, alreadyVoided: true });
    expect(await env.balanceOf(b.memberId)).toBe(90_00n);
    expect(
      (await env.walletTransactions(single.body.value!.bet.betId)).filter((t) => t.kind === 'rollback'),
    ).toHaveLength(1);

    // The parlay stays open on its other leg, the voided one counted at 1.
    const [leg] = await env.sportsbookRows<{ outcome: string }>(
      'select outcome from sportsbook.bet_legs where round_id = $1 and market_id = $2',
      [parlay.body.value!.bet.betId, one!.market.id],
    );
    expect(leg!.outcome).toBe('void');
    voidedParlay = {
      betId: parlay.body.value!.bet.betId,
      memberId: b.memberId,
      stakeMinor: 10_00n,
      otherOdds: two!.leg.odds,
      otherEvent: two!.event.id,
    };
    // The merchant's players see the voided market suspended, and a bet on it is refused.
    const shown = (await eventsOf(b.session)).find((e) => e.id === one!.event.id)!.markets;
    expect(shown.find((m) => m.id === one!.market.id)).toMatchObject({ suspended: true });
    expect((await place(b.session, 5, [one!.leg])).body).toMatchObject({ errorCode: 'sports_market_closed' });

    const bad = await signed(office.voidBets, { eventId: one!.event.id, marketId: two!.market.id, reason: 'Wrong' });
    expect(bad).toMatchObject({ success: false, errorCode: 'not_found' });
    const short = await signed(office.voidBets, { eventId: one!.event.id, marketId: null, reason: '' });
    expect(short).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('shows the exposure per selection, the biggest first, reconciled with the bets placed', async () => {
    const c = await env.player('sports', 100_00n);
    const [, , , three] = await marketsFor(c.session);
    await place(c.session, 10, [three!.leg]);
    await place(c.session, 30, [three!.leg]);
    const exposure = await signed<{
      openBets: number;
      selections: Array<{ marketId: string; selection: string; bets: number; stake: number; payout: number }>;
    }>(office.exposure, { eventId: three!.event.id });
    const row = exposure.value!.selections.find(
      (s) => s.marketId === three!.market.id && s.selection === three!.leg.selection,
    )!;
    expect(row.bets).toBeGreaterThanOrEqual(2);
    const [sums] = await env.sportsbookRows<{ stake: string; payout: string }>(
      `select sum(r.stake_minor)::text as stake,
              sum(floor(r.stake_minor * l.odds_milli / 1000))::text as payout
         from sportsbook.rounds r join sportsbook.bet_legs l on l.round_id = r.id
        where l.market_id = $1 and l.selection = $2 and r.state = 'open'
          and (select count(*) from sportsbook.bet_legs o where o.round_id = r.id) = 1`,
      [three!.market.id, three!.leg.selection],
    );
    expect(row.stake).toBe(Number(sums!.stake) / 100);
    expect(row.payout).toBe(Number(sums!.payout) / 100);
    const all = await signed<{ selections: Array<{ payout: number }> }>(office.exposure, {});
    const payouts = all.value!.selections.map((s) => s.payout);
    expect(payouts).toEqual([...payouts].sort((x, y) => y - x));
    expect(await signed<{ openBets: number }>(office.exposure, {}, 'rival')).toMatchObject({
      value: { openBets: 0, selections: [] },
    });
  });

  it('finds bets by player, event and state, a page at a time; another merchant finds none', async () => {
    const d = await env.player('sports', 100_00n);
    const [, , , , one] = await marketsFor(d.session);
    const ids: string[] = [];
    for (const stake of [1, 2, 3]) ids.push((await place(d.session, stake, [one!.leg])).body.value!.bet.betId);
    const [{ player_id: playerId }] = (await env.sportsbookRows<{ player_id: string }>(
      'select player_id from sportsbook.rounds where id = $1',
      [ids[0]],
    )) as [{ player_id: string }];
    const page1 = await signed<{ bets: SportsBet[]; total: number }>(office.bets, { playerId, pageSize: 2, page: 1 });
    const page2 = await signed<{ bets: Array<{ stake: number }>; total: number }>(office.bets, {
      playerId,
      pageSize: 2,
      page: 2,
    });
    expect(page1.value!.total).toBe(3);
    expect(page1.value!.bets.map((b) => b.stake)).toEqual([3, 2]);
    expect(page2.value!.bets.map((b) => b.stake)).toEqual([1]);
    const byEvent = await signed<{ bets: Array<{ legs: Array<{ eventId: string }> }> }>(office.bets, {
      eventId: one!.event.id,
      state: 'open',
    });
    expect(byEvent.value!.bets.length).toBeGreaterThan(0);
    expect(byEvent.value!.bets.every((b) => b.legs.some((l) => l.eventId === one!.event.id))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      await signed<{ total: number }>(office.bets, { playerId, from: today, to: today, state: 'lost' }),
    ).toMatchObject({ value: { total: 0 } });
    expect(await signed<{ total: number }>(office.bets, { playerId }, 'rival')).toMatchObject({ value: { total: 0 } });
    expect(await signed(office.bets, { state: 'weird' })).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
    });
    expect(await signed(office.bets, { pageSize: 1000 })).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
    });
  });

  it('settles the voided parlay on its other leg alone, the void leg at 1, credited once', async () => {
    const settled = async () =>
      (
        await env.sportsbookRows<{ settled: boolean }>(
          'select settled_at is not null as settled from sportsbook.events where id = $1',
          [voidedParlay.otherEvent],
        )
      )[0]?.settled === true;
    for (let i = 0; i < 60 && !(await settled()); i++) await env.advance(15);
    const [round] = await env.sportsbookRows<{ state: string; win_minor: string }>(
      'select state, win_minor::text as win_minor from sportsbook.rounds where id = $1',
      [voidedParlay.betId],
    );
    const [other] = await env.sportsbookRows<{ outcome: string }>(
      'select outcome from sportsbook.bet_legs where round_id = $1 and event_id = $2',
      [voidedParlay.betId, voidedParlay.otherEvent],
    );
    expect(round!.state).toBe('settled');
    // A 1X2 leg wins or loses: the parlay pays the other leg's odds alone (the void leg counts 1), or nothing.
    expect(['win', 'lose']).toContain(other!.outcome);
    const expected = other!.outcome === 'win' ? (voidedParlay.stakeMinor * BigInt(voidedParlay.otherOdds)) / 1000n : 0n;
    expect(BigInt(round!.win_minor)).toBe(expected);
    const credits = (await env.walletTransactions(voidedParlay.betId)).filter((t) => t.kind === 'credit');
    expect(credits).toHaveLength(1);
  }, 120_000);
});
