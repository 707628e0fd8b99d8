import {
  actOnAgentContract,
  getContractConsolidated,
  listContractActions,
  listMyContracts,
  login,
  offerAgentContract,
  offerHouseContract,
  processDailySalContract,
  updateContractTemplate,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { databaseState } from '../../../test/database-state.ts';
import { createAgentTree } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { merchantIdOf } from '../../../test/catalog-factories.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
const agents: Record<string, ApiClient> = {};
const ids: Record<string, number> = {};

async function signIn(username: string) {
  const { token } = await apiClient(baseUrl).call(login, { username, password: 'Demo1234' });
  const rows = (await t.db.execute(sql`select id from platform.members where username = ${username}`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  ids[username] = Number(rows.rows[0]!.id);
  agents[username] = apiClient(baseUrl, { token });
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  for (const name of ['agente1', 'agente2', 'agente3', 'jugador1']) await signIn(name);
  await operator.call(updateContractTemplate, { kind: 'daily', enabled: true, maxRate: 3, tiers: [] });
});
afterAll(() => t.close());

const tiers = (...rates: number[]) =>
  rates.map((rate, i) => ({ rate, minValidBet: i * 1000, minNetLoss: null, minActiveMembers: i }));

describe('the contract life cycle (SPEC §4)', () => {
  it('goes house → agente1 → agente2, answered through consolidated and the recorded calls', async () => {
    const house = await operator.call(offerHouseContract, {
      agentId: ids['agente1']!,
      kind: 'daily',
      period: 'day',
      activeThreshold: 1,
      tiers: tiers(1, 2),
    });
    expect(house.contract.status).toBe('P');
    const popup = await agents['agente1']!.call(getContractConsolidated, {});
    expect(popup.dailysalreqtype['CONS']).toEqual([
      expect.objectContaining({ id: house.contract.id, status: 'P', downlineHigherRate: 'N' }),
    ]);
    const accepted = await agents['agente1']!.call(processDailySalContract, { id: house.contract.id, status: 'A' });
    expect(accepted.contract.status).toBe('V');
    expect((await agents['agente1']!.call(getContractConsolidated, {})).dailysalinfotype['CONS']).toHaveLength(1);

    const offer = await agents['agente1']!.call(offerAgentContract, {
      agentId: ids['agente2']!,
      kind: 'daily',
      period: 'day',
      activeThreshold: 0,
      tiers: tiers(1.5),
    });
    expect(offer.downlineHigherRate).toBe('N');
    await agents['agente2']!.call(actOnAgentContract, { contractId: offer.contract.id, action: 'accept' });
    const mine = await agents['agente1']!.call(listMyContracts, { kind: 'daily' });
    expect(mine.given.map((c) => [c.agentUsername, c.status])).toEqual([['agente2', 'V']]);
    expect(mine.own.map((c) => c.status)).toEqual(['V']);
    const actions = await operator.call(listContractActions, { contractId: offer.contract.id });
    expect(actions.list.map((a) => a.action)).toEqual(['offer', 'accept']);
  });

  it('refuses bad offers with field errors and changes nothing', async () => {
    const other = await createAgentTree(t.db, {
      merchantId: await merchantIdOf(t.db, 'demo'),
      agents: ['otroarbol1'],
      player: 'otrojugador1',
    });
    expect(other.agents).toHaveLength(1);
    const before = await databaseState(t.db);
    const offer = (agentId: number, rates: number[], extra: Partial<{ period: 'day' | 'hour' }> = {}) =>
      failureOf(agents['agente1']!, offerAgentContract, {
        agentId,
        kind: 'daily',
        period: 'day',
        activeThreshold: 0,
        tiers: tiers(...rates),
        ...extra,
      });
    const reasons = async (p: ReturnType<typeof offer>) => {
      const error = await p;
      return [error.errorCode, error.fields?.map((f) => `${f.field}:${f.reason}`)];
    };
    expect(await reasons(offer(ids['agente2']!, [101]))).toEqual(['request_param_err', ['tiers.0.rate:too_big']]);
    expect(await reasons(offer(ids['agente2']!, [2.5]))).toEqual([
      'request_param_err',
      ['tiers.0.rate:above_upline_rate'],
    ]);
    expect(await reasons(offer(ids['agente2']!, [1, 0.5]))).toEqual([
      'request_param_err',
      ['tiers.1:overlapping_tiers'],
    ]);
    expect(await reasons(offer(ids['agente2']!, [1], { period: 'hour' }))).toEqual([
      'request_param_err',
      ['period:period_not_allowed', 'period:period_differs_from_upline'],
    ]);
    expect(await reasons(offer(ids['agente3']!, [1]))).toEqual(['not_downline', ['agentId:not_direct_downline']]);
    expect(await reasons(offer(ids['jugador1']!, [1]))).toEqual(['not_downline', ['agentId:not_an_agent']]);
    // Another agent answering or terminating a contract that is not its own.
    const theirs = (await agents['agente1']!.call(listMyContracts, { kind: 'daily' })).given[0]!;
    const foreign = await failureOf(agents['agente3']!, actOnAgentContract, {
      contractId: theirs.id,
      action: 'terminate',
    });
    expect([foreign.errorCode, foreign.fields?.[0]?.reason]).toEqual(['not_found', 'not_your_contract']);
    const player = await failureOf(agents['jugador1']!, processDailySalContract, { id: theirs.id, status: 'C' });
    expect(player.errorCode).toBe('error_not_agent');
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('asks for the higher_rate confirmation, then ends the downline contract that paid more, in one step', async () => {
    const given = (await agents['agente1']!.call(listMyContracts, { kind: 'daily' })).given[0]!;
    // agente1's own contract changes to a lower rate than the 1.5 % it gives agente2.
    const lower = await operator.call(offerHouseContract, {
      agentId: ids['agente1']!,
      kind: 'daily',
      period: 'day',
      activeThreshold: 1,
      tiers: tiers(1),
    });
    expect([lower.contract.status, lower.downlineHigherRate]).toEqual(['E', 'Y']);
    const unconfirmed = await failureOf(agents['agente1']!, actOnAgentContract, {
      contractId: lower.contract.id,
      action: 'accept',
    });
    expect([unconfirmed.errorCode, unconfirmed.fields?.[0]?.reason]).toEqual(['conflict', 'downline_higher_rate']);
    await agents['agente1']!.call(actOnAgentContract, {
      contractId: lower.contract.id,
      action: 'accept',
      confirmHigherRate: true,
    });
    const after = await agents['agente1']!.call(listMyContracts, { kind: 'daily' });
    expect(after.given.find((c) => c.id === given.id)).toMatchObject({ status: 'ended', endReason: 'upline_lowered' });
    expect(after.own.map((c) => [c.status, c.endReason])).toEqual([
      ['V', null],
      ['ended', 'replaced'],
    ]);
  });
});
