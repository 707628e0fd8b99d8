import { randomUUID } from 'node:crypto';
import {
  getSportsbookExposure,
  listSportsbookEvents,
  listSportsbookProviders,
  searchSportsbookBets,
  setSportsbookMarketState,
  sportsbookEndpoints as calls,
  voidSportsbookBets,
  type SportsBet,
  type SportsEvent,
} from '@ficha/contract';
import { ApiError, type ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../platform/test/api-clients.ts';
import { createOperator } from '../../platform/test/factories.ts';
import { foreignOperatorClient, loginDemoOperator, loginOperator } from '../../platform/test/operator-session.ts';
import { rowsOf } from '../../platform/test/provider-calls.ts';
import { startSportsbookWithPlatform, type SportsbookWithPlatform } from './sportsbook-with-platform.ts';

type Placed = { bet: SportsBet; balance: number };

async function refusal(call: Promise<unknown>) {
  try {
    await call;
    return 'allowed';
  } catch (error) {
    if (error instanceof ApiError) return [error.status, error.errorCode];
    throw error;
  }
}

/**
 * The console's sportsbook section through the platform (decision 0089 on the path of decision 0084): the
 * operator's session and role checked by the platform, the signed call to the sportsbook naming the operator's
 * merchant, the changes audited, the roles that may not refused with nothing changed, another merchant's operator
 * kept out.
 */
describe('the console sportsbook routes', () => {
  let env: SportsbookWithPlatform;
  let owner: ApiClient;
  const clients: Record<string, ApiClient> = {};

  beforeAll(async () => {
    env = await startSportsbookWithPlatform();
    await env.sync();
    // The demo merchant's provider of these tests is the sportsbook: its back office lives at its address.
    await rowsOf(
      env.platform.connection,
      `update platform.seamless_providers set base_url = $1, categories = array['sports'] where code = $2`,
      [env.url, env.fixture.provider.code],
    );
    owner = apiClient(env.platformUrl, { token: await loginDemoOperator(env.platform.app) });
    for (const role of ['risk', 'finance', 'support'] as const) {
      const username = `sb-${role}-${randomUUID().slice(0, 6)}`;
      await createOperator(env.platform.db, { merchantId: env.fixture.merchant.id, username, role });
      clients[role] = apiClient(env.platformUrl, { token: await loginOperator(env.platform.app, { username }) });
    }
  }, 240_000);
  afterAll(async () => {
    await env?.close();
  });

  const providerCode = () => env.fixture.provider.code;
  async function aBet() {
    const player = await env.player('sports', 50_00n);
    const events = (await env.get<{ events: SportsEvent[] }>(calls.events.path, player.session)).body.value!.events;
    const event = events.find((e) => e.status === 'scheduled' && e.sport === 'football')!;
    const market = event.markets.find((m) => m.kind === '1x2' && !m.suspended)!;
    const [selection, odds] = Object.entries(market.odds)[0]!;
    const placed = await env.post<Placed>(
      calls.placeBet.path,
      {
        requestId: `bet-${randomUUID()}`,
        stake: 20,
        oddsChange: 'any',
        legs: [{ marketId: market.id, selection, odds }],
      },
      player.session,
    );
    expect(placed.body.success).toBe(true);
    return { ...player, event, market, betId: placed.body.value!.bet.betId };
  }

  it('lists the providers, events, exposure and bets for the roles that may read them', async () => {
    const bet = await aBet();
    expect((await owner.call(listSportsbookProviders, {})).list.map((p) => p.code)).toEqual([providerCode()]);
    const events = await clients['finance']!.call(listSportsbookEvents, {
      providerCode: providerCode(),
      scope: 'open',
    });
    const market = events.events.find((e) => e.id === bet.event.id)!.markets.find((m) => m.id === bet.market.id)!;
    expect(market).toMatchObject({ openBets: 1, openStake: 20 });
    const exposure = await clients['risk']!.call(getSportsbookExposure, { providerCode: providerCode() });
    expect(exposure.openBets).toBeGreaterThan(0);
    const found = await owner.call(searchSportsbookBets, {
      providerCode: providerCode(),
      eventId: bet.event.id,
      page: 1,
      pageSize: 25,
    });
    expect(found.bets.map((b) => b.betId)).toContain(bet.betId);
    expect(await refusal(clients['support']!.call(listSportsbookProviders, {}))).toEqual([403, 'operator_forbidden']);
    expect(await refusal(owner.call(listSportsbookEvents, { providerCode: 'NOPE', scope: 'open' }))).toEqual([
      404,
      'not_found',
    ]);
    expect(
      await refusal(owner.call(searchSportsbookBets, { providerCode: providerCode(), page: 0, pageSize: 25 })),
    ).toMatchObject([400, 'request_param_err']);
  });

  it('suspends and reopens a market as risk may, audited; finance may not', async () => {
    const bet = await aBet();
    const input = { providerCode: providerCode(), marketId: bet.market.id, action: 'suspend' as const };
    expect(await refusal(clients['finance']!.call(setSportsbookMarketState, input))).toEqual([
      403,
      'operator_forbidden',
    ]);
    expect(await clients['risk']!.call(setSportsbookMarketState, input)).toMatchObject({ suspendedByMerchant: true });
    await clients['risk']!.call(setSportsbookMarketState, { ...input, action: 'reopen' });
    const audits = await rowsOf<{ action: string; actor_name: string }>(
      env.platform.connection,
      `select action, actor_name from platform.audit_log where target = $1 order by id`,
      [`sportsbook:${providerCode()}:${bet.market.id}`],
    );
    expect(audits.map((a) => a.action)).toEqual(['sportsbook.market.suspend', 'sportsbook.market.reopen']);
    expect(audits[0]!.actor_name).toMatch(/^sb-risk-/);
  });

  it('voids an event as the owner: the bet refunded once, the reason audited; risk may not', async () => {
    const bet = await aBet();
    expect(await env.balanceOf(bet.memberId)).toBe(30_00n);
    const input = { providerCode: providerCode(), eventId: bet.event.id, marketId: null, reason: 'Match abandoned' };
    expect(await refusal(clients['risk']!.call(voidSportsbookBets, input))).toEqual([403, 'operator_forbidden']);
    expect(await env.balanceOf(bet.memberId)).toBe(30_00n);
    expect(await refusal(owner.call(voidSportsbookBets, { ...input, reason: '' }))).toMatchObject([
      400,
      'request_param_err',
    ]);
    const voided = await owner.call(voidSportsbookBets, input);
    expect(voided).toMatchObject({ alreadyVoided: false });
    expect(voided.refunded).toBeGreaterThanOrEqual(1);
    expect(await env.balanceOf(bet.memberId)).toBe(50_00n);
    expect((await owner.call(voidSportsbookBets, input)).alreadyVoided).toBe(true);
    expect(await env.balanceOf(bet.memberId)).toBe(50_00n);
    const [audit] = await rowsOf<{ action: string; after: { reason: string } }>(
      env.platform.connection,
      `select action, after from platform.audit_log where action = 'sportsbook.event.void' order by id limit 1`,
      [],
    );
    expect(audit).toMatchObject({ action: 'sportsbook.event.void', after: { reason: 'Match abandoned' } });
  });

  it("keeps another merchant's operator out of this merchant's sportsbook", async () => {
    const rival = await foreignOperatorClient(env.platform, env.platformUrl);
    expect((await rival.call(listSportsbookProviders, {})).list).toEqual([]);
    expect(
      await refusal(rival.call(searchSportsbookBets, { providerCode: providerCode(), page: 1, pageSize: 25 })),
    ).toEqual([404, 'not_found']);
  });
});
