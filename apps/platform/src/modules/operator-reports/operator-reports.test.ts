import { randomUUID } from 'node:crypto';
import {
  exportOperatorReport,
  getOperatorDashboard,
  getOperatorReport,
  seamlessCredit,
  seamlessDebit,
  toWireMoney,
  updateMerchantSettings,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createOperator } from '../../../test/factories.ts';
import { loginDemoOperator, loginOperator } from '../../../test/operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { seedAgentHistory } from '../../seed/seed-agent-history.ts';
import { hashPassword } from '../../security/passwords.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';

let t: TestApp;
let baseUrl: string;
let f: SeamlessFixture;
let owner: ApiClient;
let fresh: { memberId: number; playerId: string; username: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const wire = (minor: string | number | bigint | null | undefined) => toWireMoney(BigInt(minor ?? 0));

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const last30 = { period: 'custom', startDate: utcDay(-29), endDate: utcDay(0) } as const;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
  // Weeks of history: bank deposits and rounds of six games, dated back day by day (as `npm start` seeds it).
  await t.db.transaction(async (tx) => {
    await seedAgentHistory(tx, f.merchant.id, {
      passwordHash: await hashPassword('Demo1234'),
      now: new Date(),
      providerCode: 'FICHA',
    });
  });
  // Today: a fresh player deposits 300.00 and plays two rounds (stake 10, win 25; stake 5, no win).
  const player = await f.authenticatedPlayer(300_00n);
  const [row] = rowsOf<{ username: string }>(
    await t.db.execute(sql`select username from platform.members where id = ${player.memberId}`),
  );
  fresh = { ...player, username: row!.username };
  await round(10, 25);
  await round(5, 0);
  await foldAllMemberStats(t.db);
  owner = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

async function round(stake: number, win: number) {
  const roundId = `or-${randomUUID()}`;
  const common = { playerId: fresh.playerId, roundId, gameCode: 'slot-classic' };
  const debit = await f.client.call(seamlessDebit, { ...common, transactionId: `d-${randomUUID()}`, amount: stake });
  expect(debit.envelope.success, JSON.stringify(debit.envelope)).toBe(true);
  const credit = await f.client.call(seamlessCredit, {
    ...common,
    transactionId: `c-${randomUUID()}`,
    amount: win,
    roundEnded: true,
  });
  expect(credit.envelope.success, JSON.stringify(credit.envelope)).toBe(true);
}

interface LedgerDay {
  day: string;
  bets: string;
  wins: string;
  deposits: string;
  withdrawals: string;
  bonuses: string;
  adjustments: string;
}

/**
 * What the ledger itself says, per local day of `timeZone`: the postings on the merchant's member wallets by the
 * kind of their entry (a rollback by the kind it reverses), read straight from postings and entries.
 */
async function ledgerDays(timeZone: string): Promise<Map<string, LedgerDay>> {
  const rows = rowsOf<LedgerDay>(
    await t.db.execute(sql`
      select (p.created_at at time zone ${timeZone})::date::text as day,
        coalesce(-sum(p.amount_minor) filter (where coalesce(r.kind, e.kind) = 'bet'), 0)::text as bets,
        coalesce(sum(p.amount_minor) filter (where coalesce(r.kind, e.kind) = 'win'), 0)::text as wins,
        coalesce(sum(p.amount_minor) filter (where coalesce(r.kind, e.kind) = 'deposit'), 0)::text as deposits,
        coalesce(-sum(p.amount_minor) filter (where coalesce(r.kind, e.kind) like 'withdrawal_%'), 0)::text
          as withdrawals,
        coalesce(sum(p.amount_minor) filter (where coalesce(r.kind, e.kind) = 'bonus'), 0)::text as bonuses,
        coalesce(sum(p.amount_minor) filter (where coalesce(r.kind, e.kind) = 'adjustment'), 0)::text as adjustments
      from platform.postings p
      join platform.ledger_accounts a on a.id = p.account_id
      join platform.journal_entries e on e.id = p.entry_id
      left join platform.journal_entries r on r.id = e.reverses_entry_id
      where a.merchant_id = ${f.merchant.id} and a.kind in ('player_wallet', 'agent_wallet')
      group by 1`),
  );
  return new Map(rows.map((row) => [row.day, row]));
}

const report = (input: EndpointInput<typeof getOperatorReport>) =>
  owner.call(getOperatorReport, { pageSize: 100, ...input });

async function csvOf(input: Record<string, string>) {
  const response = await fetch(`${baseUrl}/cms/v1/reports/export?${new URLSearchParams(input)}`, {
    headers: { authorization: await loginDemoOperator(t.app) },
  });
  return { response, text: await response.text() };
}

describe('the dashboard', () => {
  it("shows today's figures as the ledger has them, the 30 days and the queues", async () => {
    const dashboard = await owner.call(getOperatorDashboard, {});
    const today = utcDay(0);
    expect(dashboard).toMatchObject({ timeZone: 'UTC', today });
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.daily.at(-1)!.day).toBe(today);
    const ledger = (await ledgerDays('UTC')).get(today)!;
    const bets = BigInt(ledger.bets);
    const wins = BigInt(ledger.wins);
    expect(dashboard.figures.today).toMatchObject({
      validBets: wire(bets),
      payouts: wire(wins),
      ggr: wire(bets - wins),
      ngr: wire(bets - wins - BigInt(ledger.bonuses)),
      deposits: wire(ledger.deposits),
      withdrawals: wire(ledger.withdrawals),
    });
    const [counts] = rowsOf<{ rounds: number; sign_ups: number; first: number; active: number }>(
      await t.db.execute(sql`select
        (select count(*)::int from platform.bet_records b where b.merchant_id = ${f.merchant.id}
          and b.opened_at >= ${today}::date) as rounds,
        (select count(*)::int from platform.members m where m.merchant_id = ${f.merchant.id}
          and m.created_at >= ${today}::date) as sign_ups,
        (select count(*)::int from platform.member_first_deposits d where d.merchant_id = ${f.merchant.id}
          and d.first_deposit_at >= ${today}::date) as first,
        (select count(*)::int from (select p.account_id from platform.postings p
          join platform.ledger_accounts a on a.id = p.account_id and a.merchant_id = ${f.merchant.id}
          join platform.journal_entries e on e.id = p.entry_id
          left join platform.journal_entries r on r.id = e.reverses_entry_id
          where p.created_at >= ${today}::date and coalesce(r.kind, e.kind) = 'bet'
          group by p.account_id having sum(p.amount_minor) < 0) x) as active`),
    );
    expect(dashboard.figures.today).toMatchObject({
      rounds: counts!.rounds,
      signUps: counts!.sign_ups,
      firstDepositors: counts!.first,
      activePlayers: counts!.active,
    });
    expect(dashboard.figures.today.rounds).toBeGreaterThanOrEqual(2);
    // The average is over the seven days before today, from the same day rows the chart shows.
    const week = dashboard.daily.slice(-8, -1);
    const weekDeposits = week.reduce((sum, d) => sum + Math.round(d.deposits * 100), 0);
    expect(dashboard.figures.weekAverage.deposits).toBe(Math.round(weekDeposits / 7) / 100);
    const [queues] = rowsOf<{ deposits: number; withdrawals: number }>(
      await t.db.execute(sql`select
        (select count(*)::int from platform.deposits where merchant_id = ${f.merchant.id} and status = 'pending')
          as deposits,
        (select count(*)::int from platform.withdrawals where merchant_id = ${f.merchant.id}
          and status in ('pending', 'awaiting_second_approval')) as withdrawals`),
    );
    expect(dashboard.pending).toEqual(queues);
  });
});

describe('reports reconcile with the ledger', () => {
  it('by day: every day of 30 and the totals equal the sums of the postings', async () => {
    const ledger = await ledgerDays('UTC');
    const answer = await report({ ...last30, groupBy: 'day' });
    expect(answer.totalCount).toBeGreaterThan(10);
    let deposits = 0n;
    let bets = 0n;
    for (const row of answer.list) {
      const day = ledger.get(row.key)!;
      expect(row.figures, row.key).toMatchObject({
        validBets: wire(day.bets),
        payouts: wire(day.wins),
        ggr: wire(BigInt(day.bets) - BigInt(day.wins)),
        deposits: wire(day.deposits),
        withdrawals: wire(day.withdrawals),
        bonuses: wire(day.bonuses),
        adjustments: wire(day.adjustments),
      });
      deposits += BigInt(day.deposits);
      bets += BigInt(day.bets);
    }
    expect(answer.totals).toMatchObject({ deposits: wire(deposits), validBets: wire(bets) });
    // Daily active players don't add up over several days: the total leaves them out.
    expect(answer.totals.activePlayers).toBeUndefined();
    const days = [...ledger.keys()].filter((day) => day >= last30.startDate && day <= last30.endDate);
    expect(answer.list.map((row) => row.key).sort()).toEqual(days.sort());
  });

  it('by game, vendor and game type: the stakes and wins add up to the ledger, the rounds to the bet records', async () => {
    const [ledgerTotals] = rowsOf<{ bets: string; wins: string }>(
      await t.db.execute(sql`
        select coalesce(-sum(p.amount_minor) filter (where coalesce(r.kind, e.kind) = 'bet'), 0)::text as bets,
          coalesce(sum(p.amount_minor) filter (where coalesce(r.kind, e.kind) = 'win'), 0)::text as wins
        from platform.postings p
        join platform.ledger_accounts a on a.id = p.account_id and a.kind in ('player_wallet', 'agent_wallet')
        join platform.journal_entries e on e.id = p.entry_id
        left join platform.journal_entries r on r.id = e.reverses_entry_id
        where a.merchant_id = ${f.merchant.id} and p.created_at >= ${last30.startDate}::date`),
    );
    const rounds = new Map(
      rowsOf<{ game_code: string; rounds: number }>(
        await t.db.execute(sql`select game_code, count(*)::int as rounds from platform.bet_records
          where merchant_id = ${f.merchant.id} and opened_at >= ${last30.startDate}::date group by game_code`),
      ).map((row) => [`FICHA:${row.game_code}`, row.rounds]),
    );
    const games = await report({ ...last30, groupBy: 'game' });
    expect(games.totals).toMatchObject({ validBets: wire(ledgerTotals!.bets), payouts: wire(ledgerTotals!.wins) });
    expect(new Map(games.list.map((row) => [row.key, row.figures.rounds]))).toEqual(rounds);
    expect(games.list.find((row) => row.key === 'FICHA:slot-classic')?.figures).toMatchObject({
      rounds: 2,
      validBets: 15,
      payouts: 25,
      ggr: -10,
    });
    for (const groupBy of ['vendor', 'gameType'] as const) {
      const grouped = await report({ ...last30, groupBy });
      expect(grouped.totals, groupBy).toEqual(games.totals);
    }
    const vendorOnly = await report({ ...last30, groupBy: 'game', vendor: 'NOPE' });
    expect(vendorOnly).toMatchObject({ totalCount: 0, list: [] });
  });

  it('by player: the fresh player as it played, and every player summing to the ledger', async () => {
    const one = await report({ ...last30, groupBy: 'player', username: fresh.username.toUpperCase() });
    expect(one.list).toEqual([
      {
        key: fresh.username,
        label: fresh.username,
        figures: {
          rounds: 2,
          validBets: 15,
          payouts: 25,
          ggr: -10,
          bonuses: 0,
          ngr: -10,
          deposits: 300,
          withdrawals: 0,
          adjustments: 0,
        },
      },
    ]);
    const all = await report({ ...last30, groupBy: 'player', sort: 'deposits', order: 'desc', pageSize: 3 });
    const byDay = await report({ ...last30, groupBy: 'day' });
    expect(all.totals.deposits).toBe(byDay.totals.deposits);
    expect(all.list).toHaveLength(3);
    const sorted = all.list.map((row) => row.figures.deposits!);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it('by channel: the approved deposit requests per channel, the rest as channel 0', async () => {
    const requests = rowsOf<{ channel_id: number; total: string; n: number }>(
      await t.db.execute(sql`select channel_id, sum(amount_minor)::text as total, count(*)::int as n
        from platform.deposits where merchant_id = ${f.merchant.id} and status = 'approved'
          and reviewed_at >= ${last30.startDate}::date
        group by channel_id`),
    );
    const channels = await report({ ...last30, groupBy: 'channel' });
    for (const request of requests) {
      expect(channels.list.find((row) => row.key === String(request.channel_id))?.figures).toEqual({
        deposits: wire(request.total),
        depositCount: request.n,
      });
    }
    const byDay = await report({ ...last30, groupBy: 'day' });
    expect(channels.totals.deposits).toBe(byDay.totals.deposits);
  });

  it('rebuilds every figure in a new time zone, still equal to the ledger', async () => {
    expect((await owner.call(updateMerchantSettings, { timeZone: 'Asia/Kolkata' })).timeZone).toBe('Asia/Kolkata');
    await foldAllMemberStats(t.db);
    const ledger = await ledgerDays('Asia/Kolkata');
    const answer = await report({ ...last30, groupBy: 'day' });
    expect(answer.period.timeZone).toBe('Asia/Kolkata');
    for (const row of answer.list) expect(row.figures.deposits, row.key).toBe(wire(ledger.get(row.key)!.deposits));
    expect((await owner.call(updateMerchantSettings, { timeZone: 'UTC' })).timeZone).toBe('UTC');
    await foldAllMemberStats(t.db);
  });
});

describe('the CSV export', () => {
  it('streams every row of the report with a header, as text/csv', async () => {
    const { response, text } = await csvOf({ ...last30, groupBy: 'player' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="report-player-demo\.csv"/);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('player,label,rounds,validBets,payouts,ggr,bonuses,ngr,deposits,withdrawals,adjustments');
    const page = await report({ ...last30, groupBy: 'player' });
    expect(lines).toHaveLength(page.totalCount + 1);
    expect(lines).toContain(`${fresh.username},${fresh.username},2,15.00,25.00,-10.00,0.00,-10.00,300.00,0.00,0.00`);
  });

  it('answers a header-only file for an empty range, and refuses bad input with field errors', async () => {
    const empty = await csvOf({ period: 'custom', startDate: '2020-01-01', endDate: '2020-01-31', groupBy: 'day' });
    expect(empty.text).toBe(
      'day,label,rounds,validBets,payouts,ggr,bonuses,ngr,deposits,depositCount,withdrawals,adjustments,activePlayers,firstDepositors\r\n',
    );
    const reversed = await csvOf({ period: 'custom', startDate: '2020-02-01', endDate: '2020-01-01' });
    expect(reversed.response.status).toBe(400);
    expect(await JSON.parse(reversed.text)).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      fields: [expect.objectContaining({ field: 'endDate', reason: 'date_range' })],
    });
  });
});

describe('bad input', () => {
  it('refuses reversed and too long ranges, unknown groups and sorts, and filters of another group', async () => {
    const cases: Array<[EndpointInput<typeof getOperatorReport>, string, string]> = [
      [{ period: 'custom', startDate: '2026-02-01', endDate: '2026-01-01' }, 'endDate', 'date_range'],
      [{ period: 'custom', startDate: '2025-01-01', endDate: '2026-01-01' }, 'endDate', 'date_range'],
      [{ period: 'custom', startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate', 'date_format'],
      [{ period: 'today', groupBy: 'channel', sort: 'rounds' }, 'sort', 'unknown_sort'],
      [{ period: 'today', groupBy: 'day', username: 'jugador1' }, 'username', 'not_for_group'],
      [{ period: 'today', groupBy: 'player', vendor: 'FICHA' }, 'vendor', 'not_for_group'],
    ];
    for (const [input, field, reason] of cases) {
      expect(await failureOf(owner, getOperatorReport, input), JSON.stringify(input)).toMatchObject({
        errorCode: 'request_param_err',
        fields: [expect.objectContaining({ field, reason })],
      });
    }
    const unknownGroup = await failureOf(owner, getOperatorReport, { groupBy: 'agent' as 'day' });
    expect(unknownGroup.fields).toContainEqual(expect.objectContaining({ field: 'groupBy' }));
    const unknownSort = await failureOf(owner, getOperatorReport, { sort: 'payout' as 'key' });
    expect(unknownSort.fields).toContainEqual(expect.objectContaining({ field: 'sort' }));
  });
});

describe('who may see the reports', () => {
  it('lets read-only, finance and risk operators in, and refuses support and content', async () => {
    for (const [role, allowed] of [
      ['read-only', true],
      ['finance', true],
      ['risk', true],
      ['support', false],
      ['content', false],
    ] as const) {
      const username = `rep-${role}`;
      await createOperator(t.db, { merchantId: f.merchant.id, username, role });
      const client = apiClient(baseUrl, { token: await loginOperator(t.app, { username }) });
      if (allowed) {
        expect((await client.call(getOperatorDashboard, {})).today, role).toBe(utcDay(0));
      } else {
        expect((await failureOf(client, getOperatorDashboard, {})).errorCode, role).toBe('operator_forbidden');
        expect((await failureOf(client, exportOperatorReport, {})).errorCode, role).toBe('operator_forbidden');
      }
    }
  });
});
