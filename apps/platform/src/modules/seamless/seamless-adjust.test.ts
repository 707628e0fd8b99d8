import { randomUUID } from 'node:crypto';
import { seamlessAdjust, seamlessCredit, seamlessDebit } from '@ficha/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { betRecords, journalEntries, ledgerAccounts, seamlessTransactions } from '../../db/schema/index.ts';

let t: TestApp;
let f: SeamlessFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seamlessFixture(t.db, await listen(t));
});
afterAll(() => t.close());

const id = () => randomUUID();
const game = 'sports';

const debit = (playerId: string, roundId: string, amount: number) =>
  f.client.call(seamlessDebit, { playerId, transactionId: id(), roundId, gameCode: game, amount });
const credit = (playerId: string, roundId: string, amount: number, roundEnded = true) =>
  f.client.call(seamlessCredit, { playerId, transactionId: id(), roundId, gameCode: game, amount, roundEnded });
const adjust = (
  playerId: string,
  transactionId: string,
  roundId: string,
  direction: 'credit' | 'debit',
  amount: unknown,
) => f.client.call(seamlessAdjust, { playerId, transactionId, roundId, gameCode: game, direction, amount });

const roundOf = async (roundId: string) =>
  (await t.db.select().from(betRecords).where(eq(betRecords.roundId, roundId)))[0];

const debtOf = async (memberId: number) => {
  const [row] = await t.db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerMemberId, memberId), eq(ledgerAccounts.kind, 'member_debt')));
  return row?.balance ?? 0n;
};

/** Every journal entry sums to zero over its postings. */
const unbalancedEntries = async () => {
  const result = await t.db.execute(
    sql`select entry_id from platform.postings group by entry_id having sum(amount_minor) <> 0`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
};

/** A settled round: stake 10.00 debited, `win` credited. */
async function settledRound(playerId: string, win: number) {
  const roundId = id();
  await debit(playerId, roundId, 10);
  await credit(playerId, roundId, win);
  return roundId;
}

describe('seamless adjust (resettlement, decision 0083)', () => {
  it('pays a correction up and takes one down, once per transaction id, moving the bet record win', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(100_00n);
    const roundId = await settledRound(playerId, 18.5);
    const up = id();
    const first = await adjust(playerId, up, roundId, 'credit', 6.5);
    expect(first.envelope).toMatchObject({ success: true, value: { balance: 115, debt: 0 } });
    expect((await adjust(playerId, up, roundId, 'credit', 6.5)).envelope).toEqual(first.envelope);
    expect((await adjust(playerId, up, roundId, 'credit', 6)).envelope).toMatchObject({
      errorCode: 'DUPLICATE_TRANSACTION',
    });
    expect((await roundOf(roundId))?.winMinor).toBe(25_00n);
    const down = await adjust(playerId, id(), roundId, 'debit', 25);
    expect(down.envelope).toMatchObject({ success: true, value: { balance: 90, debt: 0 } });
    expect((await roundOf(roundId))?.winMinor).toBe(0n);
    expect(await f.balanceOf(memberId)).toBe(90_00n);
    const ledgerId = Number((first.envelope as { value: { ledgerId: string } }).value.ledgerId);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, ledgerId));
    expect(entry).toMatchObject({ kind: 'win_adjustment', source: 'provider:FICHA' });
    const kinds = await t.db
      .select({ kind: seamlessTransactions.kind })
      .from(seamlessTransactions)
      .where(eq(seamlessTransactions.roundId, roundId));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['adjust_credit', 'adjust_debit', 'credit', 'debit']);
    expect(await unbalancedEntries()).toBe(0);
  });

  it('records what the wallet lacks as debt when the player already spent the win, never a negative wallet', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(10_00n);
    const roundId = await settledRound(playerId, 30);
    // The player stakes 27.00 of the 30.00 elsewhere and loses it: 3.00 left.
    const other = id();
    await debit(playerId, other, 27);
    await credit(playerId, other, 0);
    const answer = await adjust(playerId, id(), roundId, 'debit', 30);
    expect(answer.envelope).toMatchObject({ success: true, value: { balance: 0, debt: 27 } });
    expect(await f.balanceOf(memberId)).toBe(0n);
    expect(await debtOf(memberId)).toBe(-27_00n);
    expect((await roundOf(roundId))?.winMinor).toBe(0n);
    // With nothing at all in the wallet, the whole correction is debt.
    const next = await f.authenticatedPlayer(10_00n);
    const again = await settledRound(next.playerId, 4);
    const lost = id();
    await debit(next.playerId, lost, 4);
    await credit(next.playerId, lost, 0);
    expect((await adjust(next.playerId, id(), again, 'debit', 4)).envelope).toMatchObject({
      success: true,
      value: { balance: 0, debt: 4 },
    });
    expect(await debtOf(next.memberId)).toBe(-4_00n);
    expect(await unbalancedEntries()).toBe(0);
  });

  it('refuses an unknown, open or foreign round, a take-back above the win and hostile amounts, moving nothing', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(50_00n);
    const other = await f.authenticatedPlayer(50_00n);
    const roundId = await settledRound(playerId, 12);
    const open = id();
    await debit(playerId, open, 5);
    const before = await f.balanceOf(memberId);
    expect((await adjust(playerId, id(), id(), 'credit', 1)).envelope).toMatchObject({
      errorCode: 'TRANSACTION_NOT_FOUND',
    });
    expect((await adjust(playerId, id(), open, 'credit', 1)).envelope).toMatchObject({
      errorCode: 'ROUND_NOT_SETTLED',
    });
    expect((await adjust(other.playerId, id(), roundId, 'credit', 1)).envelope).toMatchObject({
      errorCode: 'request_param_err',
    });
    const above = await adjust(playerId, id(), roundId, 'debit', 12.01);
    expect(above).toMatchObject({ status: 400, envelope: { errorCode: 'request_param_err' } });
    expect((above.envelope as { fields?: unknown }).fields).toEqual([{ field: 'amount', reason: 'above_win' }]);
    for (const amount of [0, -1, 1.234, '1', null]) {
      expect((await adjust(playerId, id(), roundId, 'credit', amount)).status, String(amount)).toBe(400);
    }
    expect((await adjust(playerId, id(), roundId, 'sideways' as 'credit', 1)).status).toBe(400);
    expect(await f.balanceOf(memberId)).toBe(before);
    expect((await roundOf(roundId))?.winMinor).toBe(12_00n);
  });
});
