import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A member as the tree reads it, with the sizes of what hangs below it. */
export interface TreeRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'locked';
  uplineId: number | null;
  ancestorPath: string;
  createdAt: Date;
  directCount: number;
  downlineCount: number;
}

interface RawTreeRow {
  id: number | string;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'locked';
  upline_id: number | string | null;
  ancestor_path: string;
  created_at: Date | string;
  direct_count: number;
  downline_count: number;
}

const toTreeRow = (r: RawTreeRow): TreeRow => ({
  id: Number(r.id),
  username: r.username,
  nickname: r.nickname,
  type: r.type,
  status: r.status,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  ancestorPath: r.ancestor_path,
  createdAt: new Date(r.created_at),
  directCount: Number(r.direct_count),
  downlineCount: Number(r.downline_count),
});

/**
 * Paths hold ids and slashes only, and '0' follows '/', so the members whose path starts with `P` (ending in '/')
 * are exactly those in [P, P without its last '/' plus '0'): a range the `text_pattern_ops` index answers even
 * when P is another row's column, where a `like P || '%'` could not use it.
 */
const withinPathOf = (member: SQL) =>
  sql`d.merchant_id = ${member}.merchant_id and d.ancestor_path ~>=~ ${member}.ancestor_path
    and d.ancestor_path ~<~ (left(${member}.ancestor_path, -1) || '0') and d.id <> ${member}.id`;

const treeColumns = sql`m.id, m.username, m.nickname, m.type, m.status, m.upline_id, m.ancestor_path, m.created_at,
  (select count(*)::int from platform.members c where c.upline_id = m.id) as direct_count,
  (select count(*)::int from platform.members d where ${withinPathOf(sql`m`)}) as downline_count`;

/** Escapes `%`, `_` and `\` so a searched text matches itself. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchTreeRows(db: Db, merchantId: number, username: string, offset: number, limit: number) {
  const where = sql`m.merchant_id = ${merchantId} and m.username ilike ${`%${literalPattern(username)}%`}`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`select ${treeColumns} from platform.members m where ${where}
      order by lower(m.username) = lower(${username}) desc, length(m.username), lower(m.username), m.id
      offset ${offset} limit ${limit}`),
    db.execute(sql`select count(*)::int as total from platform.members m where ${where}`),
  ]);
  return { rows: rowsOf<RawTreeRow>(rows).map(toTreeRow), total: Number(rowsOf<{ total: number }>(totals)[0]?.total) };
}

/** The members of the merchant with these ids (a member and its upline chain). */
export async function findTreeRows(db: Db, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<RawTreeRow>(
    await db.execute(sql`select ${treeColumns} from platform.members m
      where m.merchant_id = ${merchantId} and m.id in (${idList})`),
  ).map(toTreeRow);
}

/** A member's direct downline, one page: agents (`agentTypes`) first, then by username. */
export async function listDownlineRows(
  db: Db,
  q: { merchantId: number; memberId: number; agentTypes: readonly number[]; offset: number; limit: number },
) {
  const where = sql`m.merchant_id = ${q.merchantId} and m.upline_id = ${q.memberId}`;
  const agentTypes = sql`array[${sql.join(
    [-1, ...q.agentTypes].map((type) => sql`${type}`),
    sql`, `,
  )}]::int[]`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`select ${treeColumns} from platform.members m where ${where}
      order by (m.type = any(${agentTypes})) desc, lower(m.username), m.id offset ${q.offset} limit ${q.limit}`),
    db.execute(sql`select count(*)::int as total from platform.members m where ${where}`),
  ]);
  return { rows: rowsOf<RawTreeRow>(rows).map(toTreeRow), total: Number(rowsOf<{ total: number }>(totals)[0]?.total) };
}
