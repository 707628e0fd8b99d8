import { randomUUID } from 'node:crypto';
import { seamlessCredit, seamlessDebit, seamlessRollback } from '@ficha/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/database.ts';
import type { MemberRow } from '../src/db/schema/index.ts';
import type { SeamlessFixture } from './seamless-client.ts';

/**
 * Rounds through the signed seamless wallet: a stake, then a win that ends it (or a rollback of the stake).
 * Answers the round's id (its bet record's `round_id`).
 */
export function seamlessRounds(f: SeamlessFixture) {
  const playerIds = new Map<number, string>();
  async function playerIdOf(member: MemberRow) {
    const known = playerIds.get(member.id);
    if (known) return known;
    const playerId = await f.authenticate(member.id);
    playerIds.set(member.id, playerId);
    return playerId;
  }
  return async function round(member: MemberRow, stake: number, win: number | 'rollback'): Promise<string> {
    const playerId = await playerIdOf(member);
    const roundId = `r-${randomUUID()}`;
    const debitId = `d-${randomUUID()}`;
    const gameCode = 'slot-classic';
    const debit = await f.client.call(seamlessDebit, {
      playerId,
      transactionId: debitId,
      roundId,
      gameCode,
      amount: stake,
    });
    expect(debit.envelope.success, JSON.stringify(debit.envelope)).toBe(true);
    const end =
      win === 'rollback'
        ? await f.client.call(seamlessRollback, {
            playerId,
            transactionId: `rb-${randomUUID()}`,
            referenceTransactionId: debitId,
            roundId,
          })
        : await f.client.call(seamlessCredit, {
            playerId,
            transactionId: `c-${randomUUID()}`,
            roundId,
            gameCode,
            amount: win,
            roundEnded: true,
          });
    expect(end.envelope.success, JSON.stringify(end.envelope)).toBe(true);
    return roundId;
  };
}

/** Moves a member (and its downline) under another agent as the console's move does: paths, history, move row. */
export async function moveInTree(db: Db, member: MemberRow, to: MemberRow): Promise<void> {
  await db.execute(sql`
    with moved_row as (
      insert into platform.member_tree_moves (merchant_id, member_id, from_upline_id, to_upline_id, with_downline,
          reason, operator_id)
        select m.merchant_id, m.id, m.upline_id, ${to.id}, true, 'test move', (select min(id) from platform.operators)
        from platform.members m where m.id = ${member.id}
      returning id, moved_at
    ), old as (
      select d.id, d.ancestor_path from platform.members d, platform.members m
      where m.id = ${member.id} and d.ancestor_path like m.ancestor_path || '%'
    ), history as (
      insert into platform.member_path_history (member_id, valid_until, ancestor_path, move_id)
        select old.id, moved_row.moved_at, old.ancestor_path, moved_row.id from old, moved_row
    )
    update platform.members d set
      upline_id = case when d.id = ${member.id} then ${to.id} else d.upline_id end,
      ancestor_path = (select ancestor_path from platform.members where id = ${to.id})
        || substr(d.ancestor_path, length((select ancestor_path from platform.members where id = ${member.id}))
          - length(${`${member.id}/`}) + 1)
    from old where d.id = old.id`);
}
