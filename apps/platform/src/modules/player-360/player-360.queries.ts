import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog, memberKnownIps, memberNotes, members, memberTags, operators } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface PlayerDayRow {
  day: string;
  bets: string;
  wins: string;
  deposits: string;
  withdrawals: string;
  rounds: number;
}

/** The member's per-day rows of the operator aggregates (07_operator_stats.sql) since `fromDay`, oldest first. */
export async function playerDays(db: Db, merchantId: number, memberId: number, fromDay: string) {
  return rowsOf<PlayerDayRow>(
    await db.execute(sql`
      select day::text as day, bets_minor::text as bets, wins_minor::text as wins,
        deposits_minor::text as deposits, withdrawals_minor::text as withdrawals, rounds
      from platform.operator_member_day_stats
      where merchant_id = ${merchantId} and member_id = ${memberId} and day >= ${fromDay}::date
      order by day`),
  );
}

/** The member's lifetime sums from the same rows. */
export async function playerTotals(db: Db, merchantId: number, memberId: number) {
  const [row] = rowsOf<Omit<PlayerDayRow, 'day' | 'rounds'>>(
    await db.execute(sql`
      select coalesce(sum(bets_minor), 0)::text as bets, coalesce(sum(wins_minor), 0)::text as wins,
        coalesce(sum(deposits_minor), 0)::text as deposits, coalesce(sum(withdrawals_minor), 0)::text as withdrawals
      from platform.operator_member_day_stats
      where merchant_id = ${merchantId} and member_id = ${memberId}`),
  );
  return row ?? { bets: '0', wins: '0', deposits: '0', withdrawals: '0' };
}

/** Other accounts of the merchant that signed in from one of the member's IPs (at most 50 rows). */
export async function sharedIpAccounts(db: Db, merchantId: number, memberId: number) {
  const mine = db.select({ ip: memberKnownIps.ip }).from(memberKnownIps).where(eq(memberKnownIps.memberId, memberId));
  return db
    .select({ ip: memberKnownIps.ip, id: members.id, username: members.username })
    .from(memberKnownIps)
    .innerJoin(members, eq(members.id, memberKnownIps.memberId))
    .where(
      and(inArray(memberKnownIps.ip, mine), ne(memberKnownIps.memberId, memberId), eq(members.merchantId, merchantId)),
    )
    .orderBy(memberKnownIps.ip, members.username)
    .limit(50);
}

export async function listNotes(db: Db, memberId: number) {
  return db
    .select({ note: memberNotes, operator: operators.username })
    .from(memberNotes)
    .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.id))
    .limit(100);
}

export async function insertNote(tx: Db, row: typeof memberNotes.$inferInsert) {
  await tx.insert(memberNotes).values(row);
}

export async function listTags(db: Db, memberId: number) {
  const rows = await db
    .select({ tag: memberTags.tag })
    .from(memberTags)
    .where(eq(memberTags.memberId, memberId))
    .orderBy(memberTags.tag);
  return rows.map((r) => r.tag);
}

export async function replaceTags(tx: Db, merchantId: number, memberId: number, tags: readonly string[]) {
  await tx.delete(memberTags).where(eq(memberTags.memberId, memberId));
  if (tags.length > 0) await tx.insert(memberTags).values(tags.map((tag) => ({ merchantId, memberId, tag })));
}

/** The newest 50 audit rows about the account (`member:<username>` or `member:<id>`). */
export async function accountAudit(db: Db, merchantId: number, member: { id: number; username: string }) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.merchantId, merchantId),
        or(eq(auditLog.target, `member:${member.username}`), eq(auditLog.target, `member:${member.id}`)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(50);
}
