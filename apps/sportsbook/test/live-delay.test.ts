import { randomUUID } from 'node:crypto';
import { sportsbookEndpoints as calls, type SportsBet, type SportsEvent } from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSportsbookWithPlatform, type SportsbookWithPlatform } from './sportsbook-with-platform.ts';

type Placed = { bet: SportsBet; balance: number };

/**
 * The live bet delay (decision 0083): a bet with a leg on a live event is held for SPORTSBOOK_LIVE_DELAY_MS, then
 * checked again against the market and price now, by the player's odds-change choice, before anything is debited.
 * The test holds the bet itself (`holdLiveBet`) and moves the market meanwhile, as the feed would.
 */
describe('the live bet delay', () => {
  let env: SportsbookWithPlatform;
  let during: (() => Promise<void>) | null = null;
  const held: number[] = [];

  beforeAll(async () => {
    env = await startSportsbookWithPlatform({
      testing: {
        holdLiveBet: async (ms) => {
          held.push(ms);
          await during?.();
        },
      },
    });
    await env.sync();
  }, 300_000);
  afterAll(async () => {
    await env?.close();
  });

  const eventsOf = async (session: string) =>
    (await env.get<{ events: SportsEvent[] }>(calls.events.path, session)).body.value!.events;
  /** An open market of a live event and its first priced selection. */
  async function liveLeg(session: string) {
    for (let i = 0; i < 20; i++) {
      for (const event of (await eventsOf(session)).filter((e) => e.status === 'live')) {
        const market = event.markets.find((m) => !m.suspended && Object.keys(m.odds).length > 0);
        if (market) {
          const [selection, odds] = Object.entries(market.odds)[0]!;
          return { marketId: market.id, selection, odds };
        }
      }
      await env.advance(1);
    }
    throw new Error('no open live market');
  }
  const place = (session: string, legs: unknown[], oddsChange: string) =>
    env.post<Placed>(calls.placeBet.path, { requestId: `bet-${randomUUID()}`, stake: 5, legs, oddsChange }, session);
  const setMarket = (marketId: string, sql: string, params: unknown[] = []) =>
    env.sportsbookRows(`update sportsbook.markets set ${sql} where id = $1`, [marketId, ...params]);

  it('tells the page the delay at session start', async () => {
    const { memberId } = await env.player('sports');
    expect((await env.sessionStart(memberId, 'sports')).liveDelayMs).toBe(200);
  }, 120_000);

  it('holds a live bet and accepts it when the market and price still stand', async () => {
    const { memberId, session } = await env.player('sports', 50_00n);
    const leg = await liveLeg(session);
    held.length = 0;
    during = null;
    const placed = await place(session, [leg], 'none');
    expect(placed.body).toMatchObject({ success: true, value: { bet: { status: 'open' }, balance: 45 } });
    expect(held).toEqual([200]);
    expect(await env.balanceOf(memberId)).toBe(45_00n);
  }, 120_000);

  it('refuses a live bet whose market was suspended during the delay, nothing debited', async () => {
    const { memberId, session } = await env.player('sports', 50_00n);
    const leg = await liveLeg(session);
    during = () => setMarket(leg.marketId, "status = 'suspended'").then(() => undefined);
    const refused = await place(session, [leg], 'any');
    during = null;
    expect(refused.body).toMatchObject({ success: false, errorCode: 'sports_market_closed' });
    expect(await env.balanceOf(memberId)).toBe(50_00n);
    await setMarket(leg.marketId, "status = 'open'");
  }, 120_000);

  it("re-checks the price by the player's choice: a worse price refuses none and better, any takes it", async () => {
    const { memberId, session } = await env.player('sports', 50_00n);
    const leg = await liveLeg(session);
    const worse = Math.max(1001, leg.odds - 50);
    during = () =>
      setMarket(leg.marketId, 'odds = jsonb_set(odds, array[$2::text], to_jsonb($3::int))', [
        leg.selection,
        worse,
      ]).then(() => undefined);
    for (const choice of ['none', 'better']) {
      const refused = await place(session, [leg], choice);
      expect({ choice, errorCode: refused.body.errorCode }).toEqual({ choice, errorCode: 'sports_odds_changed' });
      expect(refused.body.value).toEqual({ legs: [{ ...leg, odds: worse }] });
    }
    expect(await env.balanceOf(memberId)).toBe(50_00n);
    const taken = await place(session, [leg], 'any');
    during = null;
    expect(taken.body.success).toBe(true);
    expect(taken.body.value!.bet.legs[0]!.odds).toBe(worse);
    expect(await env.balanceOf(memberId)).toBe(45_00n);
  }, 120_000);

  it('does not hold a pre-match bet', async () => {
    const { session } = await env.player('sports', 50_00n);
    const event = (await eventsOf(session)).find((e) => e.status === 'scheduled')!;
    const market = event.markets.find((m) => m.kind === '1x2')!;
    const [selection, odds] = Object.entries(market.odds)[0]!;
    held.length = 0;
    expect((await place(session, [{ marketId: market.id, selection, odds }], 'none')).body.success).toBe(true);
    expect(held).toEqual([]);
  }, 120_000);
});
