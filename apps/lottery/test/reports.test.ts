import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { lotteryEndpoints, type LotteryReport, type LotteryTicket } from '@ficha/contract';
import type { RoundRow } from '@ficha/provider-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLotteryDb } from '../src/db/database.ts';
import { recordReportMoney } from '../src/modules/reports/report-money.ts';
import {
  afterDraw,
  openDrawOf,
  rowsOf,
  startLotteryWithPlatform,
  type LotteryWithPlatform,
} from './lottery-with-platform.ts';

const requestId = () => `req-${randomUUID()}`;
type Bought = { ticket: LotteryTicket; balance: number };
type Money = { tickets: number; stake: bigint; payout: bigint; refund: bigint };

const dayOf = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const wire = (minor: bigint) => Number(minor) / 100;

/**
 * The lottery's reports (decision 0090) through the real platform's wallet: after a purchase, a win, a loss, a
 * chase stopped by its win, a merchant's cancellation of a draw — and refusals that move nothing — the report rows
 * add up to independent sums over the lottery's ticket rows and over the platform's seamless debits, credits and
 * rollbacks; a failed transaction leaves them as they were; the migration's backfill rebuilds them; bad ranges are
 * field errors; another merchant sees nothing.
 */
describe('lottery reports', () => {
  let env: LotteryWithPlatform;
  /** While set, every debit call to the wallet fails as if the network dropped it. */
  let debitsFail = false;
  // A range around today (UTC): a movement recorded just past midnight is still in it.
  const from = dayOf(-1);
  const to = dayOf(1);

  beforeAll(async () => {
    env = await startLotteryWithPlatform({
      testing: {
        walletFetch: (input, init) => {
          if (debitsFail && String(input).includes('/debit')) return Promise.reject(new Error('network down'));
          return fetch(input, init);
        },
      },
    });
  });
  afterAll(async () => {
    await env?.close();
  });

  const buy = (session: string, body: Record<string, unknown>) =>
    env.post<Bought>(lotteryEndpoints.buy.path, { requestId: requestId(), ...body }, session);
  const report = (range: Record<string, unknown> = { from, to }, merchantCode?: string) =>
    env.backOffice<LotteryReport>(lotteryEndpoints.backOfficeReport.path, range, merchantCode);

  /** The merchant's real tickets summed from their rows: what the report rows must hold. */
  async function ticketSums(): Promise<Money & { players: number }> {
    const [row] = await rowsOf<Record<string, string>>(
      env.connection,
      `select count(*) filter (where r.debited_at is not null)::text as tickets,
              coalesce(sum(r.stake_minor) filter (where r.debited_at is not null), 0)::text as stake,
              coalesce(sum(r.win_minor) filter (where r.state = 'settled'), 0)::text as payout,
              coalesce(sum(r.stake_minor) filter (where r.state = 'rolled_back' and r.debited_at is not null), 0)::text
                as refund,
              count(distinct r.player_key) filter (where r.debited_at is not null)::text as players
         from lottery.tickets t join lottery.rounds r on r.id = t.round_id
         join lottery.sessions s on s.id = r.session_id
         join lottery.session_merchants m on m.launch_token_hash = s.launch_token_hash
        where m.merchant_code = $1 and r.mode = 'real'`,
      [env.fixture.merchant.code],
    );
    return {
      tickets: Number(row!.tickets),
      stake: BigInt(row!.stake!),
      payout: BigInt(row!.payout!),
      refund: BigInt(row!.refund!),
      players: Number(row!.players),
    };
  }

  /** The same tickets' money as the platform's wallet stored it: debits, credits, refunded debits. */
  async function walletSums(): Promise<Money> {
    const ids = (await rowsOf<{ round_id: string }>(env.connection, 'select round_id from lottery.tickets', [])).map(
      (row) => row.round_id,
    );
    const [row] = await rowsOf<Record<string, string>>(
      env.platform.connection,
      `select count(*) filter (where d.kind = 'debit')::text as tickets,
              coalesce(sum(d.amount_minor) filter (where d.kind = 'debit'), 0)::text as stake,
              coalesce(sum(d.amount_minor) filter (where d.kind = 'credit'), 0)::text as payout,
              coalesce(sum(d.amount_minor) filter (where d.kind = 'debit' and exists (
                select 1 from platform.seamless_transactions b
                 where b.kind = 'rollback' and b.reference_transaction_id = d.transaction_id
                   and b.provider_id = d.provider_id)), 0)::text as refund
         from platform.seamless_transactions d
        where d.round_id = any($1::text[]) and d.merchant_id = $2`,
      [ids, env.fixture.merchant.id],
    );
    return {
      tickets: Number(row!.tickets),
      stake: BigInt(row!.stake!),
      payout: BigInt(row!.payout!),
      refund: BigInt(row!.refund!),
    };
  }

  /** The report's totals, the ticket rows and the wallet all agree; answers the report's totals. */
  async function reconciled() {
    const answer = await report();
    expect(answer.body.success).toBe(true);
    const value = answer.body.value!;
    const tickets = await ticketSums();
    const wallet = await walletSums();
    const expected = {
      tickets: tickets.tickets,
      players: tickets.players,
      stake: wire(tickets.stake),
      payout: wire(tickets.payout),
      refund: wire(tickets.refund),
      ggr: wire(tickets.stake - tickets.payout - tickets.refund),
    };
    expect(value.totals).toEqual(expected);
    expect({ tickets: wallet.tickets, stake: wallet.stake, payout: wallet.payout, refund: wallet.refund }).toEqual({
      tickets: tickets.tickets,
      stake: tickets.stake,
      payout: tickets.payout,
      refund: tickets.refund,
    });
    // The days and the games add up to the totals.
    const toMinor = (amount: number) => Math.round(amount * 100);
    const sum = (rows: Array<{ stake: number; payout: number; refund: number; tickets: number }>) =>
      rows.reduce(
        (all, row) => ({
          tickets: all.tickets + row.tickets,
          stake: all.stake + toMinor(row.stake),
          payout: all.payout + toMinor(row.payout),
          refund: all.refund + toMinor(row.refund),
        }),
        { tickets: 0, stake: 0, payout: 0, refund: 0 },
      );
    const minor = {
      tickets: expected.tickets,
      stake: Number(tickets.stake),
      payout: Number(tickets.payout),
      refund: Number(tickets.refund),
    };
    expect(sum(value.days)).toMatchObject(minor);
    expect(sum(value.games)).toMatchObject(minor);
    expect(value.days.map((day) => day.day)).toEqual([from, dayOf(0), to]);
    return value.totals;
  }

  it('answers an empty range with every day at zero', async () => {
    const empty = await report();
    expect(empty.body.value).toMatchObject({
      from,
      to,
      timeZone: 'UTC',
      totals: { tickets: 0, players: 0, stake: 0, payout: 0, refund: 0, ggr: 0 },
      games: [],
    });
    expect(empty.body.value!.days).toHaveLength(3);
  });

  it('counts a purchase, a win and a loss as their money moves, in step with the tickets and the wallet', async () => {
    const a = await env.player('ssc-5m', 100_00n);
    const b = await env.player('ssc-5m', 100_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'ssc-5m');
    // Position 1 is big or small: exactly one of these wins (1.94 a unit); every digit always wins 9.70 at 1.00.
    expect((await buy(a.session, { drawCode, betType: 'big', position: 1, unit: 5 })).body.success).toBe(true);
    expect((await buy(b.session, { drawCode, betType: 'small', position: 1, unit: 5 })).body.success).toBe(true);
    const every = { betType: 'digit', position: 2, picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], unit: 1 };
    expect((await buy(b.session, { drawCode, ...every })).body.success).toBe(true);

    // Bought, not drawn: stakes and tickets, nothing paid.
    expect(await reconciled()).toEqual({ tickets: 3, players: 2, stake: 20, payout: 0, refund: 0, ggr: 20 });

    await env.draws.tick(afterDraw(drawAt));
    // One of big/small won 9.70, the digits 9.70: 20 − 19.40.
    expect(await reconciled()).toMatchObject({ tickets: 3, players: 2, stake: 20, payout: 19.4, ggr: 0.6 });
    const value = (await report()).body.value!;
    expect(value.games).toEqual([
      expect.objectContaining({
        gameCode: 'ssc-5m',
        tickets: 3,
        players: 2,
        stake: 20,
        payout: 19.4,
        betTypes: [
          expect.objectContaining({ betType: 'big', tickets: 1, stake: 5 }),
          { betType: 'digit', tickets: 1, stake: 10, payout: 9.7, refund: 0, ggr: 0.3 },
          expect.objectContaining({ betType: 'small', tickets: 1, stake: 5 }),
        ],
      }),
    ]);
    expect(value.days.find((day) => day.day === dayOf(0))).toMatchObject({ tickets: 3, stake: 20, payout: 19.4 });
  });

  it("counts a chase: a debit per draw, its first draw decided, the undrawn tickets refunded on the player's cancel", async () => {
    const before = await reconciled();
    const { session } = await env.player('k3-1m', 100_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'k3-1m');
    const chased = await env.post(
      lotteryEndpoints.chase.path,
      { requestId: requestId(), drawCode, betType: 'big', unit: 2, draws: 3, stopOnWin: false },
      session,
    );
    expect(chased.body.success).toBe(true);
    const after = await reconciled();
    expect(after.tickets - before.tickets).toBe(3);
    expect(after.stake - before.stake).toBe(6);
    expect(after.players - before.players).toBe(1);

    // The player cancels the rest after the first draw: the undrawn ones are refunded.
    await env.draws.tick(afterDraw(drawAt));
    const chaseId = (chased.body.value as { chase: { chaseId: string } }).chase.chaseId;
    expect((await env.post(lotteryEndpoints.cancelChase.path, { chaseId }, session)).body.success).toBe(true);
    const cancelled = await reconciled();
    expect(cancelled.refund - before.refund).toBe(4);
    expect(cancelled.tickets).toBe(after.tickets);
  });

  it("counts a merchant's cancellation of a draw as refunds, once", async () => {
    const before = await reconciled();
    const { memberId, session } = await env.player('pk10-3m', 50_00n);
    const { drawCode } = await openDrawOf(env, 'pk10-3m');
    await buy(session, { drawCode, betType: 'car', position: 1, picks: [1, 2], unit: 1 });
    await buy(session, { drawCode, betType: 'big', position: 3, unit: 4 });
    const cancelPath = lotteryEndpoints.backOfficeCancelDraw.path;
    expect((await env.backOffice(cancelPath, { drawCode, reason: 'Result feed fault' })).body.success).toBe(true);
    await env.backOffice(cancelPath, { drawCode, reason: 'again' });
    expect(await env.fixture.balanceOf(memberId)).toBe(50_00n);
    const after = await reconciled();
    expect({ stake: after.stake - before.stake, refund: after.refund - before.refund }).toEqual({
      stake: 6,
      refund: 6,
    });
    expect(after.ggr).toBe(before.ggr);
  });

  it('adds nothing for a refused ticket, a debit whose fate is unknown, or a transaction that fails', async () => {
    const before = await reconciled();
    const { session } = await env.player('ssc-5m', 3_00n);
    const { drawCode } = await openDrawOf(env, 'ssc-5m');
    // The wallet refuses: not enough money.
    const poor = await buy(session, { drawCode, betType: 'big', position: 1, unit: 5 });
    expect(poor.body.errorCode).toBe('INSUFFICIENT_FUNDS');
    // The lottery refuses before any debit: a bet that does not exist.
    expect((await buy(session, { drawCode, betType: 'nope', unit: 1 })).body.success).toBe(false);
    // The debit's fate is unknown: the ticket is rolled back, no stake was ever confirmed.
    debitsFail = true;
    const lost = await buy(session, { drawCode, betType: 'big', position: 1, unit: 1 });
    debitsFail = false;
    expect(lost.body.errorCode).toBe('wallet_unavailable');
    expect(await reconciled()).toEqual(before);

    // A move whose transaction fails after the report rows were written leaves them as they were.
    const rows = () => rowsOf(env.connection, 'select * from lottery.report_days order by 1, 2, 3, 4', []);
    const kept = await rows();
    const [ticket] = await rowsOf<{ round_id: string }>(env.connection, 'select round_id from lottery.tickets', []);
    const db = createLotteryDb(env.connection);
    const round = { id: ticket!.round_id, mode: 'real', state: 'open', debitedAt: null, stakeMinor: 700n };
    await expect(
      db.transaction(async (tx) => {
        await recordReportMoney(tx, round as RoundRow, { ...round, debitedAt: new Date() } as RoundRow);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await rows()).toEqual(kept);
  });

  it("rebuilds the same rows from the tickets with the migration's backfill", async () => {
    const rows = async () => ({
      days: await rowsOf(env.connection, 'select * from lottery.report_days order by 1, 2, 3, 4', []),
      players: await rowsOf(env.connection, 'select * from lottery.report_player_days order by 1, 2, 3, 4', []),
    });
    const kept = await rows();
    expect(kept.days.length).toBeGreaterThan(0);
    const migration = await readFile(new URL('../src/db/migrations/0005_reports.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('-- Backfill'));
    await env.connection.exec('delete from lottery.report_days; delete from lottery.report_player_days;');
    await env.connection.exec(backfill);
    expect(await rows()).toEqual(kept);
  });

  it('refuses impossible dates, ranges out of order or too long, and shows another merchant nothing', async () => {
    const fields = async (range: Record<string, unknown>) => {
      const answer = await report(range);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
      return JSON.stringify(answer.body);
    };
    expect(await fields({ from: '2026-02-30', to: '2026-03-01' })).toContain('date_format');
    expect(await fields({ from: '2026-13-01', to: '2026-13-02' })).toContain('date_format');
    expect(await fields({ from: 'yesterday', to: '2026-03-01' })).toContain('date_format');
    expect(await fields({ from: '2026-03-02', to: '2026-03-01' })).toContain('date_order');
    expect(await fields({ from: '2026-01-01', to: '2026-04-03' })).toContain('date_range');
    expect((await report({ from: '2026-01-01', to: '2026-04-02' })).body.success).toBe(true);

    const elsewhere = await report({ from, to }, 'OTHER');
    expect(elsewhere.body.value).toMatchObject({ totals: { tickets: 0, stake: 0 }, games: [] });
  });
});
