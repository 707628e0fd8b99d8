import {
  actOnAgentContract,
  getContractConsolidated,
  listContractActions,
  listMyContracts,
  login,
  maxContractTiers,
  offerAgentContract,
  offerHouseContract,
  processDailySalContract,
  updateContractSettings,
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
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';

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
    // The fold's own writes (points and VIP rewards it posts for the earlier tests' rounds) land before the digest,
    // not during the refused calls: on a loaded machine the job's next run can fall inside them.
    await foldAllMemberStats(t.db);
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

describe("the console's template editor (decision 0061)", () => {
  const template = (tierList: ReturnType<typeof tiers>, maxRate = 3) =>
    failureOf(operator, updateContractTemplate, { kind: 'hourly', enabled: true, maxRate, tiers: tierList });
  const reasons = async (p: ReturnType<typeof template>) => {
    const error = await p;
    return [error.errorCode, error.fields?.map((f) => `${f.field}:${f.reason}`)];
  };

  it('refuses bad tiers with a field error on the input that is wrong, and changes nothing', async () => {
    const before = await databaseState(t.db);
    // Unordered: the second tier pays less than the first.
    expect(await reasons(template(tiers(2, 1)))).toEqual(['request_param_err', ['tiers.1:overlapping_tiers']]);
    // Above the template's highest rate: named after the form's field, not the column.
    expect(await reasons(template(tiers(1, 2.5), 2))).toEqual([
      'request_param_err',
      ['tiers.1.rate:above_template_rate'],
    ]);
    expect(await reasons(template(tiers(1), 101))).toEqual(['request_param_err', ['maxRate:too_big']]);
    expect(await reasons(template(tiers(-1)))).toEqual(['request_param_err', ['tiers.0.rate:too_small']]);
    // A fraction of a basis point.
    expect(await reasons(template(tiers(1.005)))).toEqual([
      'request_param_err',
      ['tiers.0.rate:rate_too_many_decimals'],
    ]);
    const eleven = tiers(...Array.from({ length: maxContractTiers + 1 }, (_, i) => (i + 1) / 10));
    expect(await reasons(template(eleven, 3))).toEqual(['request_param_err', ['tiers:too_big']]);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('saves the tiers and audits the change with them', async () => {
    const saved = await operator.call(updateContractTemplate, {
      kind: 'hourly',
      enabled: true,
      maxRate: 2.5,
      tiers: [
        { rate: 0.5, minValidBet: 0, minNetLoss: null, minActiveMembers: 0 },
        { rate: 1.25, minValidBet: 1000.5, minNetLoss: null, minActiveMembers: 3 },
      ],
    });
    expect(saved.templates.find((x) => x.kind === 'hourly')).toMatchObject({
      maxRate: 2.5,
      tiers: [
        { rate: 0.5, minValidBet: 0, minActiveMembers: 0 },
        { rate: 1.25, minValidBet: 1000.5, minActiveMembers: 3 },
      ],
    });
    const rows = (await t.db.execute(
      sql`select after from platform.audit_log where action = 'contract.template' and target = 'contract-template:hourly'
          order by id desc limit 1`,
    )) as unknown as { rows: Array<{ after: unknown }> };
    expect(rows.rows[0]!.after).toEqual({
      enabled: true,
      maxRateBp: 250,
      tiers: [
        { rateBp: 50, minValidBetMinor: '0', minNetLossMinor: null, minActiveMembers: 0 },
        { rateBp: 125, minValidBetMinor: '100050', minNetLossMinor: null, minActiveMembers: 3 },
      ],
    });
  });
});

describe("the console's settlement settings (decision 0061)", () => {
  const settings = (approvalThreshold: number, secondApprovalThreshold: number) => ({
    payer: 'house' as const,
    approvalThreshold,
    secondApprovalThreshold,
    carryNegativeDividend: true,
  });

  it('refuses a second-operator threshold below the approval threshold on that field, and changes nothing', async () => {
    const before = await databaseState(t.db);
    const error = await failureOf(operator, updateContractSettings, settings(5000, 4999.99));
    expect([error.errorCode, error.fields?.map((f) => `${f.field}:${f.reason}`)]).toEqual([
      'request_param_err',
      ['secondApprovalThreshold:second_threshold_below_first'],
    ]);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('takes equal thresholds and 0 for both (every bill waits for two operators)', async () => {
    expect(await operator.call(updateContractSettings, settings(5000, 5000))).toMatchObject({
      approvalThreshold: 5000,
      secondApprovalThreshold: 5000,
    });
    expect(await operator.call(updateContractSettings, settings(0, 0))).toMatchObject({
      approvalThreshold: 0,
      secondApprovalThreshold: 0,
    });
  });
});
