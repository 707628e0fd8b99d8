import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The rows a move reads and changes, locked to the end of the transaction (the moved subtree, target, upline).
 * `for no key update`, the lock the path rewrite itself takes: a sign-up inserting a member under one of these rows
 * holds a key-share lock on it (the upline foreign key) while it waits for the tree lock this move holds, and
 * `for update` would wait for that sign-up in turn (a deadlock PostgreSQL broke by failing the move).
 */
export async function lockMoveRows(tx: Db, merchantId: number, subtreePath: string, otherIds: readonly number[]) {
  const ids = sql.join(
    [0, ...otherIds].map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`select id from platform.members
    where merchant_id = ${merchantId} and (ancestor_path like ${`${subtreePath}%`} or id in (${ids}))
    order by id for no key update`);
}

export interface MoveRecord {
  merchantId: number;
  memberId: number;
  fromUplineId: number | null;
  toUplineId: number;
  withDownline: boolean;
  reason: string;
  operatorId: number;
}

/** The move's row; its instant is the clock when it is written (after the tree lock), not the transaction's start. */
export async function insertTreeMove(tx: Db, move: MoveRecord) {
  const [row] = rowsOf<{ id: number | string }>(
    await tx.execute(sql`insert into platform.member_tree_moves
      (merchant_id, member_id, from_upline_id, to_upline_id, with_downline, reason, operator_id, moved_at)
      values (${move.merchantId}, ${move.memberId}, ${move.fromUplineId}, ${move.toUplineId}, ${move.withDownline},
        ${move.reason}, ${move.operatorId}, clock_timestamp())
      returning id`),
  );
  if (!row) throw new Error('tree move not inserted');
  return { id: Number(row.id) };
}

export interface PathRewrite {
  merchantId: number;
  /** The move's row: its instant (to the microsecond) ends the old paths. */
  moveId: number;
  memberId: number;
  /** The moved member's path before the move: every member whose path starts with it is looked at. */
  oldPath: string;
  /** The moved member's path after the move. */
  memberPath: string;
  /** What replaces `oldPath` at the start of its downline's paths (the member's new path, or its former upline's). */
  downlinePrefix: string;
  toUplineId: number;
  /** The upline the member's direct downline gets (its own id when the downline moves with it). */
  downlineUplineId: number | null;
}

/**
 * Rewrites the paths in one statement: the members under `oldPath` get their new path and upline, and every one
 * whose path changes keeps its old path in `member_path_history` until the move's instant. Answers how many moved.
 */
export async function rewriteSubtreePaths(tx: Db, r: PathRewrite): Promise<number> {
  const rows = rowsOf<{ moved: number }>(
    await tx.execute(sql`
      with changed as (
        select id, upline_id, ancestor_path as old_path,
          case when id = ${r.memberId} then ${r.memberPath}::text
            else ${r.downlinePrefix}::text || substr(ancestor_path, ${r.oldPath.length + 1}) end as new_path
        from platform.members
        where merchant_id = ${r.merchantId} and ancestor_path like ${`${r.oldPath}%`}
      ),
      history as (
        insert into platform.member_path_history (member_id, valid_until, ancestor_path, move_id)
        select c.id, mv.moved_at, c.old_path, mv.id from changed c
        join platform.member_tree_moves mv on mv.id = ${r.moveId}
        where c.old_path <> c.new_path
      ),
      updated as (
        update platform.members m set
          ancestor_path = c.new_path,
          upline_id = case when c.id = ${r.memberId} then ${r.toUplineId}
            when c.upline_id = ${r.memberId} then ${r.downlineUplineId}::bigint else c.upline_id end
        from changed c
        where m.id = c.id and c.old_path <> c.new_path
        returning m.id
      )
      select count(*)::int as moved from updated`),
  );
  return Number(rows[0]?.moved ?? 0);
}
