import { randomUUID } from 'node:crypto';
import {
  cancelLotteryDraw,
  exportLotteryReport,
  getLotteryLiability,
  getLotteryReport,
  getLotterySettings,
  listLotteryDraws,
  listLotteryProviders,
  lotteryEndpoints,
  saveLotteryGameSettings,
  type LotteryTicket,
} from '@ficha/contract';
import { ApiError, type ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../platform/test/api-clients.ts';
import { createOperator } from '../../platform/test/factories.ts';
import { foreignOperatorClient, loginDemoOperator, loginOperator } from '../../platform/test/operator-session.ts';
import { rowsOf } from '../../platform/test/provider-calls.ts';
import { openDrawOf, startLotteryWithPlatform, type LotteryWithPlatform } from './lottery-with-platform.ts';

type Bought = { ticket: LotteryTicket; balance: number };

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
 * The console's lottery section through the platform (decision 0084): the operator's session and role checked by
 * the platform, the signed call to the lottery naming the operator's merchant, the changes audited — and the roles
 * that may not cancel a draw refused with nothing changed.
 */
describe('the console lottery routes', () => {
  let env: LotteryWithPlatform;
  let owner: ApiClient;
  let ownerToken: string;
  const clients: Record<string, ApiClient> = {};

  beforeAll(async () => {
    env = await startLotteryWithPlatform();
    // The demo merchant's provider of these tests is the lottery: its back office lives at the lottery's address.
    await rowsOf(
      env.platform.connection,
      `update platform.seamless_providers set base_url = $1, categories = array['lottery'] where code = $2`,
      [env.lotteryUrl, env.fixture.provider.code],
    );
    ownerToken = await loginDemoOperator(env.platform.app);
    owner = apiClient(env.platformUrl, { token: ownerToken });
    for (const role of ['risk', 'finance', 'support', 'read-only'] as const) {
      const username = `lot-${role}-${randomUUID().slice(0, 6)}`;
      await createOperator(env.platform.db, { merchantId: env.fixture.merchant.id, username, role });
      clients[role] = apiClient(env.platformUrl, { token: await loginOperator(env.platform.app, { username }) });
    }
    // A platform, a lottery and five operators' sign-ins (password hashing) on a shared machine.
  }, 180_000);
  afterAll(async () => {
    await env?.close();
  });

  const providerCode = () => env.fixture.provider.code;

  it("lists the merchant's lottery providers and reads their settings, draws and liability", async () => {
    expect((await owner.call(listLotteryProviders, {})).list.map((p) => p.code)).toEqual([providerCode()]);
    const settings = await owner.call(getLotterySettings, { providerCode: providerCode() });
    expect(settings.games.map((g) => g.gameCode)).toContain('ssc-1m');
    const draws = await clients['finance']!.call(listLotteryDraws, {
      providerCode: providerCode(),
      gameCode: 'ssc-1m',
    });
    expect(draws.upcoming.length).toBeGreaterThan(0);
    const liability = await clients['read-only']!.call(getLotteryLiability, {
      providerCode: providerCode(),
      gameCode: 'ssc-1m',
    });
    expect(liability).toMatchObject({ tickets: 0, selections: [] });
    // Support has no lottery permission; an unknown provider or game is refused as such.
    expect(await refusal(clients['support']!.call(listLotteryProviders, {}))).toEqual([403, 'operator_forbidden']);
    expect(await refusal(owner.call(getLotterySettings, { providerCode: 'NOPE' }))).toEqual([404, 'not_found']);
    expect(await refusal(owner.call(listLotteryDraws, { providerCode: providerCode(), gameCode: 'nope' }))).toEqual([
      404,
      'game_not_found',
    ]);
    expect(await refusal(owner.call(getLotterySettings, { providerCode: 'bad code' }))).toMatchObject([
      400,
      'request_param_err',
    ]);
  });

  it('saves a game as risk may, audited with the operator and the change', async () => {
    const input = {
      providerCode: providerCode(),
      gameCode: 'k3-1m',
      enabled: true,
      maxStakePerDraw: 50,
      maxPayoutPerDraw: null,
      betLimits: [{ betType: 'big', minStake: 1, maxStake: 20 }],
    };
    expect(await refusal(clients['finance']!.call(saveLotteryGameSettings, input))).toEqual([
      403,
      'operator_forbidden',
    ]);
    const saved = await clients['risk']!.call(saveLotteryGameSettings, input);
    expect(saved.games.find((g) => g.gameCode === 'k3-1m')).toMatchObject({
      maxStakePerDraw: 50,
      betLimits: [{ betType: 'big', minStake: 1, maxStake: 20 }],
    });
    const [audit] = await rowsOf<{ action: string; actor_name: string; after: { maxStakePerDraw: number } }>(
      env.platform.connection,
      `select action, actor_name, after from platform.audit_log where action = 'lottery.settings.save'
        order by id desc limit 1`,
      [],
    );
    expect(audit).toMatchObject({ action: 'lottery.settings.save', after: { maxStakePerDraw: 50 } });
    expect(audit!.actor_name).toMatch(/^lot-risk-/);
    const bad = await refusal(owner.call(saveLotteryGameSettings, { ...input, maxStakePerDraw: -1 }));
    expect(bad).toMatchObject([400, 'request_param_err']);
  });

  it('cancels a draw as the owner: the player refunded, the reason audited; risk and finance may not', async () => {
    const { memberId, session } = await env.player('pk10-3m', 30_00n);
    const { drawCode } = await openDrawOf(env, 'pk10-3m');
    const bought = await env.post<Bought>(
      lotteryEndpoints.buy.path,
      { requestId: `req-${randomUUID()}`, drawCode, betType: 'big', position: 1, unit: 10 },
      session,
    );
    expect(bought.body.success).toBe(true);
    expect(await env.fixture.balanceOf(memberId)).toBe(20_00n);

    const input = { providerCode: providerCode(), drawCode, reason: 'Operator test cancel' };
    for (const role of ['risk', 'finance', 'read-only'] as const) {
      expect(await refusal(clients[role]!.call(cancelLotteryDraw, input))).toEqual([403, 'operator_forbidden']);
    }
    expect(await env.fixture.balanceOf(memberId)).toBe(20_00n);
    expect(await refusal(owner.call(cancelLotteryDraw, { ...input, reason: '' }))).toMatchObject([
      400,
      'request_param_err',
    ]);

    const answer = await owner.call(cancelLotteryDraw, input);
    expect(answer).toMatchObject({ drawCode, refunded: 1, refundedStake: 10, alreadyCancelled: false });
    expect(await env.fixture.balanceOf(memberId)).toBe(30_00n);
    const again = await owner.call(cancelLotteryDraw, input);
    expect(again).toMatchObject({ refunded: 0, alreadyCancelled: true });
    expect(await env.fixture.balanceOf(memberId)).toBe(30_00n);

    const audits = await rowsOf<{ actor_name: string; target: string; after: { reason: string; refunded: number } }>(
      env.platform.connection,
      `select actor_name, target, after from platform.audit_log where action = 'lottery.draw.cancel' order by id`,
      [],
    );
    expect(audits.map((a) => [a.actor_name, a.target, a.after.reason, a.after.refunded])).toEqual([
      ['admin', `lottery:${providerCode()}:${drawCode}`, 'Operator test cancel', 1],
      ['admin', `lottery:${providerCode()}:${drawCode}`, 'Operator test cancel', 0],
    ]);
  });

  it('reads the report of a period as lottery.view allows, refusing bad ranges with field errors', async () => {
    const { session } = await env.player('k3-1m', 30_00n);
    const { drawCode } = await openDrawOf(env, 'k3-1m');
    const bought = await env.post<Bought>(
      lotteryEndpoints.buy.path,
      { requestId: `req-${randomUUID()}`, drawCode, betType: 'big', unit: 3 },
      session,
    );
    expect(bought.body.success).toBe(true);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const period = { providerCode: providerCode(), period: 'custom' as const, startDate: day(-1), endDate: day(1) };
    // The ticket cancelled above (10 staked, 10 refunded) and this one.
    const report = await clients['finance']!.call(getLotteryReport, period);
    expect(report).toMatchObject({
      from: day(-1),
      to: day(1),
      timeZone: 'UTC',
      totals: { tickets: 2, players: 2, stake: 13, payout: 0, refund: 10, ggr: 3 },
    });
    expect(report.games.map((game) => [game.gameCode, game.stake])).toEqual([
      ['pk10-3m', 10],
      ['k3-1m', 3],
    ]);
    const today = await clients['read-only']!.call(getLotteryReport, { providerCode: providerCode(), period: 'today' });
    expect(today.days.map((row) => row.day)).toEqual([day(0)]);
    expect(await refusal(clients['support']!.call(getLotteryReport, period))).toEqual([403, 'operator_forbidden']);

    // The CSV: the days, the games with their bet types, the totals — the same figures.
    const query = new URLSearchParams({ ...period });
    const csv = await fetch(`${env.platformUrl}${exportLotteryReport.path}?${query}`, {
      headers: { authorization: ownerToken },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('section,key,betType,tickets,players,stake,payout,refund,ggr');
    expect(lines).toContain('game,pk10-3m,,1,1,10.00,0.00,10.00,0.00');
    expect(lines).toContain('betType,k3-1m,big,1,,3.00,0.00,0.00,3.00');
    expect(lines.at(-1)).toBe(`total,${day(-1)}..${day(1)},,2,2,13.00,0.00,10.00,3.00`);
    expect(lines.filter((line) => line.startsWith('day,'))).toHaveLength(3);

    const fieldsOf = async (input: Record<string, unknown>) => {
      try {
        await owner.call(getLotteryReport, { providerCode: providerCode(), ...input } as typeof period);
        return 'allowed';
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        expect([error.status, error.errorCode]).toEqual([400, 'request_param_err']);
        return error.fields?.map((field) => `${field.field}:${field.reason}`);
      }
    };
    expect(await fieldsOf({ period: 'custom', startDate: '2026-02-30', endDate: '2026-03-01' })).toEqual([
      'startDate:date_format',
    ]);
    expect(await fieldsOf({ period: 'custom', startDate: '2026-03-02', endDate: '2026-03-01' })).toEqual([
      'endDate:date_range',
    ]);
    expect(await fieldsOf({ period: 'custom', startDate: '2026-01-01', endDate: '2026-04-03' })).toEqual([
      'endDate:date_range',
    ]);
    expect(await fieldsOf({ period: 'custom', startDate: '2026-01-01' })).toEqual(['endDate:required']);
    expect(await fieldsOf({ period: 'today', startDate: '2026-01-01' })).toEqual(['startDate:custom_period_only']);
    expect(await fieldsOf({ period: 'someday' })).toEqual([expect.stringMatching(/^period:/)]);
  });

  it("keeps another merchant's operator out of this merchant's lottery", async () => {
    const rival = await foreignOperatorClient(env.platform, env.platformUrl);
    expect((await rival.call(listLotteryProviders, {})).list).toEqual([]);
    expect(await refusal(rival.call(getLotterySettings, { providerCode: providerCode() }))).toEqual([404, 'not_found']);
    expect(await refusal(rival.call(getLotteryReport, { providerCode: providerCode(), period: 'today' }))).toEqual([
      404,
      'not_found',
    ]);
  });
}, 120_000);
