import type { TeamSortKey } from '@ficha/contract';
import { and, asc, count, desc, eq, ilike, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { statsRowsWhere, type StatsRows } from '../agent-reports/stats-rows.ts';
import { ledgerAccounts, members } from '../../db/schema/index.ts';

/** Members whose ancestor path starts with `path` (the subtree of its last id, itself included): an index range. */
export function withinPath(path: string): SQL {
  return like(members.ancestorPath, `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Depth of a member in its tree from its ancestor path (`/root/…/self/`): the root is 1. */
const depth = sql<number>`(length(${members.ancestorPath}) - length(replace(${members.ancestorPath}, '/', '')) - 1)`;

/**
 * The outer member of a correlated subquery, spelled out: Drizzle leaves a column unqualified in a one-table
 * select, where it would name the subquery's own column.
 */
const outerMemberId = sql.raw('"members"."id"');
const outerMerchantId = sql.raw('"members"."merchant_id"');

/** A member's main wallet balance in the merchant currency (player or agent wallet; one index probe). */
function walletBalance(currency: string) {
  return sql<string>`coalesce((select sum(${ledgerAccounts.balanceMinor}) from ${ledgerAccounts}
    where ${ledgerAccounts.merchantId} = ${outerMerchantId} and ${ledgerAccounts.currency} = ${currency}
      and ${ledgerAccounts.kind} in ('player_wallet', 'agent_wallet')
      and coalesce(${ledgerAccounts.ownerMemberId}, 0) = ${outerMemberId}), 0)`;
}

/**
 * What a member moved for the agent in a period: its rows of the agent's aggregates (decision 0039), summed
 * over the days of a custom range.
 */
function periodMoney(agentId: number, period: StatsRows) {
  const of = (column: string) =>
    sql<string>`coalesce((select sum(${sql.raw(`s.${column}`)}) from platform.agent_member_stats s
      where s.agent_id = ${agentId} and s.member_id = ${outerMemberId} and ${statsRowsWhere('s', period)}), 0)`;
  return { deposits: of('deposits_minor'), validBets: of('bets_minor'), profit: of('profit_minor') };
}

const directCount = sql<number>`(select count(*) from ${members} as children where children.upline_id = ${outerMemberId})`;

export interface TeamQuery {
  merchantId: number;
  currency: string;
  /** The calling agent's path: the list holds its subtree without itself. */
  agentPath: string;
  agentId: number;
  /** Only the direct downline of this member (the tree view). */
  parentId?: number | undefined;
  search?: string | undefined;
  sort: TeamSortKey;
  order: 'asc' | 'desc';
  /** The period of the money columns. */
  period: StatsRows;
  offset: number;
  limit: number;
}

export async function listTeamRows(db: Db, q: TeamQuery) {
  const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(members.merchantId, q.merchantId),
    withinPath(q.agentPath),
    sql`${members.id} <> ${q.agentId}`,
    q.parentId === undefined ? undefined : eq(members.uplineId, q.parentId),
    pattern ? or(ilike(members.username, pattern), ilike(members.nickname, pattern)) : undefined,
  );
  const balance = walletBalance(q.currency);
  const money = periodMoney(q.agentId, q.period);
  const sortColumn = {
    username: members.username,
    type: members.type,
    level: depth,
    registeredAt: members.createdAt,
    lastLoginAt: members.lastLoginAt,
    balance,
    ...money,
    status: members.status,
  }[q.sort];
  const direction = q.order === 'asc' ? asc : desc;
  const nulls = q.sort === 'lastLoginAt' ? sql.raw(q.order === 'asc' ? 'nulls first' : 'nulls last') : sql``;
  const [rows, totals] = await Promise.all([
    db
      .select({ member: members, depth, balance, directCount, ...money })
      .from(members)
      .where(where)
      .orderBy(sql`${direction(sortColumn)} ${nulls}`, direction(members.id))
      .offset(q.offset)
      .limit(q.limit),
    // The whole subtree's size is the tree counts' (kept with the tree, decision 0039), not a count of its rows.
    pattern || q.parentId !== undefined
      ? db.select({ total: count() }).from(members).where(where)
      : db
          .execute(
            sql`select coalesce((select team_size from platform.agent_team_counts where agent_id = ${q.agentId}), 0)
            as total`,
          )
          .then((result) => (result as unknown as { rows: Array<{ total: number }> }).rows),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** One member of the agent's subtree (not the agent itself) with its balance and direct downline count. */
export async function findTeamRow(
  db: Db,
  q: Pick<TeamQuery, 'merchantId' | 'currency' | 'agentPath' | 'agentId'>,
  id: number,
) {
  const rows = await db
    .select({ member: members, depth, balance: walletBalance(q.currency), directCount })
    .from(members)
    .where(
      and(
        eq(members.merchantId, q.merchantId),
        eq(members.id, id),
        withinPath(q.agentPath),
        sql`${members.id} <> ${q.agentId}`,
      ),
    )
    .limit(1);
  return rows[0];
}

/** Members who registered themselves with the agent as upline (its code or links), newest first. */
export async function listSignupRows(db: Db, merchantId: number, agentId: number, offset: number, limit: number) {
  const where = and(eq(members.merchantId, merchantId), eq(members.uplineId, agentId), isNotNull(members.registerIp));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
