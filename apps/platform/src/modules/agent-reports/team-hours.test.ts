import { getTeamOverview, updateMerchantSettings, type TeamOverview } from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveInTree, seamlessRounds } from '../../../test/agent-tree-play.ts';
import { apiClient, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { moneyHelpers } from '../../../test/money-helpers.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { seamlessFixture } from '../../../test/seamless-client.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { foldAllMemberStats } from './member-stats-fold.ts';

let t: TestApp;
let baseUrl: string;
let round: ReturnType<typeof seamlessRounds>;
let money: ReturnType<typeof moneyHelpers>;
/** A top agent g with two sub-agents h and k; the player q starts under h. */
const tree: Record<'g' | 'h' | 'k' | 'q', MemberRow> = {} as never;
const client: Record<string, ApiClient> = {};
/** The rounds q played, with the agents above it when it played each. */
const played: { roundId: string; agents: ('g' | 'h' | 'k')[] }[] = [];

const hourMs = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  const f = await seamlessFixture(t.db, baseUrl);
  round = seamlessRounds(f);
  money = moneyHelpers(t, baseUrl);
  const merchantId = f.merchant.id;
  tree.g = await createMember(t.db, { merchantId, username: 'th_g', type: 1, upline: null });
  tree.h = await createMember(t.db, { merchantId, username: 'th_h', type: 2, upline: tree.g });
  tree.k = await createMember(t.db, { merchantId, username: 'th_k', type: 2, upline: tree.g });
  tree.q = await createMember(t.db, { merchantId, username: 'th_q', type: 0, upline: tree.h });
  for (const name of ['g', 'h', 'k'] as const) client[name] = await money.signIn(tree[name].username);
  await money.fund('th_q', 100_00n);
  played.push({ roundId: await round(tree.q, 10, 25), agents: ['g', 'h'] });
  await foldAllMemberStats(t.db);
  // Played under h, but folded only after the move: it stays with h, by q's path at its time.
  played.push({ roundId: await round(tree.q, 4, 0), agents: ['g', 'h'] });
  await moveInTree(t.db, tree.q, tree.k);
  played.push({ roundId: await round(tree.q, 6, 9), agents: ['g', 'k'] });
  await foldAllMemberStats(t.db);
  // g already counts q as active in this hour under its old path: one player, not two.
  played.push({ roundId: await round(tree.q, 3, 0), agents: ['g', 'k'] });
  await foldAllMemberStats(t.db);
});
afterAll(() => t.close());

interface RecordRow {
  round_id: string;
  valid_bet_minor: string;
  win_minor: string;
  opened_at: Date | string;
  settled_at: Date | string;
}

async function betRecords(): Promise<RecordRow[]> {
  const ids = `{${played.map((p) => p.roundId).join(',')}}`;
  const result = await t.db.execute(sql`
    select round_id, valid_bet_minor::text, win_minor::text, opened_at, settled_at from platform.bet_records
    where round_id = any(${ids}::text[])`);
  return (result as unknown as { rows: RecordRow[] }).rows;
}

type HourFigures = { validBets: number; payouts: number; activePlayers: number };

/**
 * What each hour must show, from the bet records alone: the stakes by the hour a round opened, the wins by the
 * hour it settled, the players with a stake in the hour; hours counted from the local day's start.
 */
function expectedHours(records: RecordRow[], roundIds: Set<string>, dayStart: number) {
  const hours = new Map<string, { bets: number; wins: number; players: number }>();
  const hourOf = (at: Date | string) => {
    const ms = new Date(at).getTime();
    const key = new Date(dayStart + Math.floor((ms - dayStart) / hourMs) * hourMs).toISOString();
    const hour = hours.get(key) ?? { bets: 0, wins: 0, players: 0 };
    hours.set(key, hour);
    return hour;
  };
  for (const record of records.filter((r) => roundIds.has(r.round_id))) {
    const opened = hourOf(record.opened_at);
    opened.bets += Number(record.valid_bet_minor);
    // One player plays here: the hour has it once.
    opened.players = 1;
    hourOf(record.settled_at).wins += Number(record.win_minor);
  }
  return new Map(
    [...hours].map(([key, h]): [string, HourFigures] => [
      key,
      { validBets: h.bets / 100, payouts: h.wins / 100, activePlayers: h.players },
    ]),
  );
}

/** The hours of an overview that show anything. */
function shownHours(overview: TeamOverview) {
  return new Map(
    overview.hourly
      .filter((h) => h.validBets !== 0 || h.payouts !== 0 || h.activePlayers !== 0)
      .map((h): [string, HourFigures] => [
        h.hour,
        { validBets: h.validBets, payouts: h.payouts, activePlayers: h.activePlayers },
      ]),
  );
}

/** The hours add up to the day's figures. */
function expectHoursAddUp(overview: TeamOverview) {
  const sum = (key: 'validBets' | 'payouts' | 'deposits') =>
    overview.hourly.reduce((total, h) => total + Math.round(h[key] * 100), 0) / 100;
  const { validBets, payouts, deposits } = overview.figures;
  expect([sum('validBets'), sum('payouts'), sum('deposits')]).toEqual([validBets, payouts, deposits]);
}

/** The instant a local day starts in a zone of a fixed offset from UTC (minutes east). */
function dayStartAt(offsetMinutes: number, timeZone: string) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  return Date.parse(`${day}T00:00:00.000Z`) - offsetMinutes * 60_000;
}

describe('the hourly series of a one-day team overview', () => {
  it('shows each round in the hours of the agents above its player then, through a move within the day', async () => {
    const records = await betRecords();
    expect(records).toHaveLength(played.length);
    const dayStart = dayStartAt(0, 'UTC');
    for (const agent of ['g', 'h', 'k'] as const) {
      const overview = await client[agent]!.call(getTeamOverview, { period: 'today' });
      expect(overview.hourly[0]?.hour, agent).toBe(new Date(dayStart).toISOString());
      const mine = new Set(played.filter((p) => p.agents.includes(agent)).map((p) => p.roundId));
      expect(shownHours(overview), agent).toEqual(expectedHours(records, mine, dayStart));
      expectHoursAddUp(overview);
    }
    // The deposit came while q was under h; k has q's rounds since the move only.
    const h = await client.h!.call(getTeamOverview, { period: 'today' });
    expect(h.figures).toMatchObject({ deposits: 100, validBets: 14, payouts: 25 });
    const k = await client.k!.call(getTeamOverview, { period: 'today' });
    expect(k.figures).toMatchObject({ deposits: 0, validBets: 9, payouts: 9 });
  });

  it("cuts the day of a half- or three-quarter-hour zone into its clock's hours, which add up to the day", async () => {
    const operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
    const records = await betRecords();
    const all = new Set(played.map((p) => p.roundId));
    for (const [timeZone, offset] of [
      ['Asia/Kolkata', 330],
      ['Asia/Kathmandu', 345],
    ] as const) {
      await operator.call(updateMerchantSettings, { timeZone });
      // The next fold rebuilds the merchant's aggregates in the new zone.
      await foldAllMemberStats(t.db);
      const overview = await client.g!.call(getTeamOverview, { period: 'today' });
      const dayStart = dayStartAt(offset, timeZone);
      expect(overview.hourly[0]?.hour, timeZone).toBe(new Date(dayStart).toISOString());
      const starts = overview.hourly.map((h) => Date.parse(h.hour));
      expect(starts.every((at, i) => at === dayStart + i * hourMs)).toBe(true);
      expect(shownHours(overview), timeZone).toEqual(expectedHours(records, all, dayStart));
      expectHoursAddUp(overview);
    }
    await operator.call(updateMerchantSettings, { timeZone: 'UTC' });
    await foldAllMemberStats(t.db);
    const back = await client.g!.call(getTeamOverview, { period: 'today' });
    expect(shownHours(back)).toEqual(expectedHours(records, all, dayStartAt(0, 'UTC')));
  });
});
