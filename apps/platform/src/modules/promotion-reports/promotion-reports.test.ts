import {
  createPromotion,
  forfeitMyBonus,
  getOperatorReport,
  getPromotionReport,
  login,
  seamlessCredit,
  seamlessDebit,
  signUpRequestReward,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';
import { seamlessFixture } from '../../../test/seamless-client.ts';
import { members } from '../../db/schema/index.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  merchantId = (await t.db.select().from(members).where(eq(members.username, 'jugador1')))[0]!.merchantId;
});
afterAll(() => t.close());

const hour = 3_600_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = () => utcDay(0);
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function promotion(overrides: Partial<EndpointInput<typeof createPromotion>> = {}) {
  return {
    kind: 'signup_reward',
    category: 'welcome',
    texts: {
      ES: { title: 'Bono de informe', summary: '', rules: '' },
      EN: { title: 'Report bonus', summary: '', rules: '' },
    },
    art: 'sunrise',
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + 24 * hour).toISOString(),
    budget: 1000,
    amount: 10,
    wageringMultiplier: 1,
    contributions: {},
    defaultContributionPct: 100,
    expiryHours: 72,
    ...overrides,
  } as EndpointInput<typeof createPromotion>;
}

/** A player of the seamless fixture who claims `promotionId` and plays `rounds` (stake, win) on a slot. */
async function claimAndPlay(
  f: Awaited<ReturnType<typeof seamlessFixture>>,
  promotionId: number,
  rounds: ReadonlyArray<readonly [number, number]>,
) {
  const player = await f.createPlayer(0n, 'Demo1234');
  const token = (await apiClient(baseUrl).call(login, { username: player.username, password: 'Demo1234' })).token;
  const client = apiClient(baseUrl, { token });
  const { claim } = await client.call(signUpRequestReward, { promotionId });
  const playerId = await f.authenticate(player.id);
  for (const [i, [stake, win]] of rounds.entries()) {
    const common = { playerId, roundId: `pr-${i}-${player.id}`, gameCode: 'slot-classic' };
    const debit = await f.client.call(seamlessDebit, {
      ...common,
      transactionId: `d-${common.roundId}`,
      amount: stake,
    });
    expect(debit.envelope.success, JSON.stringify(debit.envelope)).toBe(true);
    const credit = await f.client.call(seamlessCredit, {
      ...common,
      transactionId: `c-${common.roundId}`,
      amount: win,
      roundEnded: true,
    });
    expect(credit.envelope.success, JSON.stringify(credit.envelope)).toBe(true);
  }
  return { player, client, claim };
}

/**
 * The same figures summed straight from the ledger, for the merchant's promotion budgets (`promotion:<id>`) and
 * the entries posted in [from, to): what left each budget and came back by entry kind, and the cash the
 * conversions paid into wallets.
 */
async function ledgerSums(from: string, to: string, promotionId: number | null) {
  const [row] = rowsOf<Record<string, string>>(
    await t.db.execute(sql`
      with budget as (
        select p.amount_minor, e.kind, e.id as entry_id from platform.postings p
        join platform.ledger_accounts a on a.id = p.account_id
        join platform.journal_entries e on e.id = p.entry_id
        where a.merchant_id = ${merchantId} and a.kind = 'promotion_budget' and a.owner_ref ~ '^promotion:[0-9]+$'
          and (${promotionId}::integer is null or a.owner_ref = 'promotion:' || ${promotionId}::integer)
          and e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz
      ), ended as (
        select b.id, b.status, b.end_entry_id from platform.member_bonuses b
        join platform.journal_entries e on e.id = b.end_entry_id
        where b.merchant_id = ${merchantId} and b.budget_ref ~ '^promotion:[0-9]+$'
          and (${promotionId}::integer is null or b.budget_ref = 'promotion:' || ${promotionId}::integer)
          and e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz
      )
      select
        (select count(*) from budget where kind in ('bonus', 'rebate', 'promotion_prize'))::text as claims,
        (select coalesce(-sum(amount_minor), 0) from budget where kind = 'bonus')::text as granted,
        (select coalesce(sum(amount_minor), 0) from budget
          where kind in ('bonus_forfeit', 'bonus_conversion', 'rollback'))::text as forfeited,
        (select coalesce(-sum(amount_minor), 0) from budget where kind in ('rebate', 'promotion_prize'))::text as cash,
        (select coalesce(-sum(amount_minor), 0) from budget where kind <> 'promotion_funding')::text as cost,
        (select count(*) from ended where status = 'completed')::text as conversions,
        (select coalesce(sum(p.amount_minor), 0) from ended x join platform.postings p on p.entry_id = x.end_entry_id
          join platform.ledger_accounts a on a.id = p.account_id
          where x.status = 'completed' and a.kind in ('player_wallet', 'agent_wallet'))::text as converted`),
  );
  const minor = (key: string) => Number(row![key]) / 100;
  return {
    claims: Number(row!['claims']),
    granted: minor('granted'),
    conversions: Number(row!['conversions']),
    converted: minor('converted'),
    forfeited: minor('forfeited'),
    cashPaid: minor('cash'),
    cost: minor('cost'),
  };
}

const custom = (first: string, last: string) => ({ period: 'custom' as const, startDate: first, endDate: last });

describe('promotion reports: figures kept as the money moves, reconciled with the ledger', () => {
  it('counts claims, conversions, forfeits and cost per promotion and per day, as the ledger sums them', async () => {
    const f = await seamlessFixture(t.db, baseUrl);
    const created = await operator.call(createPromotion, promotion());
    // Converts: stake 4 wins 6 (bonus wallet 12), stake 6 meets the requirement of 10, 6 become cash.
    const converter = await claimAndPlay(f, created.id, [
      [4, 6],
      [6, 0],
    ]);
    // Forfeits: stakes 3 and loses, then gives the 7 left back.
    const quitter = await claimAndPlay(f, created.id, [[3, 0]]);
    await quitter.client.call(forfeitMyBonus, { bonusId: quitter.claim.bonusId });
    // Still wagering: nothing converted or forfeited yet.
    await claimAndPlay(f, created.id, [[2, 1]]);
    await foldAllMemberStats(t.db);

    const byPromotion = await operator.call(getPromotionReport, {
      ...custom(today(), today()),
      groupBy: 'promotion',
      promotionId: created.id,
    });
    expect(byPromotion.list).toEqual([
      {
        key: String(created.id),
        // The test client asks in English.
        label: 'Report bonus',
        figures: {
          claims: 3,
          granted: 30,
          conversions: 1,
          converted: 6,
          forfeited: 7,
          cashPaid: 0,
          cost: 23,
          conversionRate: 33.33,
          // Stakes 4 + 6 + 3 + 2 = 15, wins 6 + 1 = 7.
          participantsGgr: 8,
        },
      },
    ]);
    expect(byPromotion.totals).toEqual(byPromotion.list[0]!.figures);
    const { cost, ...ledger } = await ledgerSums(`${today()}T00:00:00Z`, `${utcDay(1)}T00:00:00Z`, created.id);
    expect(byPromotion.totals).toMatchObject({ ...ledger, cost });

    // The participants' GGR is the operator report's by-player GGR of the same players.
    const players = await operator.call(getOperatorReport, {
      ...custom(today(), today()),
      groupBy: 'player',
      username: converter.player.username,
    });
    expect(players.list[0]?.figures.ggr).toBe(4);

    const byDay = await operator.call(getPromotionReport, {
      ...custom(utcDay(-2), today()),
      groupBy: 'day',
      promotionId: created.id,
    });
    expect(byDay.list.map((r) => r.key)).toEqual([utcDay(-2), utcDay(-1), today()]);
    expect(byDay.list[0]!.figures).toMatchObject({ claims: 0, cost: 0, conversionRate: 0 });
    expect(byDay.list[2]!.figures).toEqual(byPromotion.list[0]!.figures);
  });

  it("reconciles the merchant's totals over every promotion with the ledger's budgets", async () => {
    const whole = await operator.call(getPromotionReport, { ...custom(utcDay(-30), today()), groupBy: 'promotion' });
    const { cost, ...ledger } = await ledgerSums(`${utcDay(-30)}T00:00:00Z`, `${utcDay(1)}T00:00:00Z`, null);
    expect(whole.totals).toMatchObject({ ...ledger, cost });
    const byDay = await operator.call(getPromotionReport, { ...custom(utcDay(-30), today()), groupBy: 'day' });
    expect(byDay.list).toHaveLength(31);
    const { participantsGgr, ...dayTotals } = byDay.totals;
    const { participantsGgr: promotionGgr, ...promotionTotals } = whole.totals;
    expect(dayTotals).toEqual(promotionTotals);
    expect(participantsGgr).toBe(promotionGgr);
  });

  it('exports the report as CSV: header, rows and totals', async () => {
    const response = await fetch(
      `${baseUrl}/cms/v1/reports/promotions/export?${new URLSearchParams({ ...custom(today(), today()), groupBy: 'day' })}`,
      { headers: { authorization: await loginDemoOperator(t.app) } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'day,label,claims,granted,conversions,converted,forfeited,cashPaid,cost,conversionRate,participantsGgr',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]!.startsWith(`${today()},${today()},`)).toBe(true);
    expect(lines[2]!.startsWith('total,,')).toBe(true);
    expect(lines[2]!.slice('total,,'.length)).toBe(lines[1]!.slice(`${today()},${today()},`.length));
  });

  it('refuses reversed and too long ranges, an unknown group and another merchant’s promotion', async () => {
    const reversed = await failureOf(operator, getPromotionReport, { ...custom(today(), utcDay(-3)), groupBy: 'day' });
    expect(reversed).toMatchObject({ errorCode: 'request_param_err' });
    expect(reversed.fields).toContainEqual(expect.objectContaining({ field: 'endDate', reason: 'date_range' }));
    const tooLong = await failureOf(operator, getPromotionReport, { ...custom(utcDay(-400), today()), groupBy: 'day' });
    expect(tooLong.fields).toContainEqual(expect.objectContaining({ field: 'endDate', reason: 'date_range' }));
    const badDate = await failureOf(operator, getPromotionReport, { ...custom('2026-13-01', today()), groupBy: 'day' });
    // Not a calendar day: a field error, not a 500 (report-periods.ts used to throw on the invalid Date).
    expect(badDate.fields).toContainEqual(expect.objectContaining({ field: 'startDate', reason: 'date_format' }));
    const unknownGroup = await failureOf(operator, getPromotionReport, { groupBy: 'game' as 'day' });
    expect(unknownGroup.fields).toContainEqual(expect.objectContaining({ field: 'groupBy' }));

    const foreign = await foreignOperatorClient(t, baseUrl);
    const theirs = await foreign.call(createPromotion, promotion());
    expect(
      (await failureOf(operator, getPromotionReport, { groupBy: 'promotion', promotionId: theirs.id })).errorCode,
    ).toBe('promotion_not_found');
    const csv = await fetch(
      `${baseUrl}/cms/v1/reports/promotions/export?${new URLSearchParams({ ...custom(today(), utcDay(-1)) })}`,
      { headers: { authorization: await loginDemoOperator(t.app) } },
    );
    expect(csv.status).toBe(400);
    expect(await csv.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
