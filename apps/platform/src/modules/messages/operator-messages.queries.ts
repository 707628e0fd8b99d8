import type { MessageAudience } from '@ficha/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feedback, memberMessages, members, operatorMessages, operators } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A text list as one SQL array parameter (`string_to_array` of a unit-separator join: any username fits). */
const textArray = (values: readonly string[]) => sql`string_to_array(${values.join('\u001f')}, ${'\u001f'})`;

/** The usernames of `wanted` (compared without case) that are not members of the merchant. */
export async function unknownUsernames(db: Db, merchantId: number, wanted: readonly string[]): Promise<string[]> {
  const found = rowsOf<{ name: string }>(
    await db.execute(sql`
      select lower(mm.username) as name from platform.members mm
      where mm.merchant_id = ${merchantId} and lower(mm.username) = any(${textArray(wanted.map((u) => u.toLowerCase()))})`),
  );
  const known = new Set(found.map((r) => r.name));
  return [...new Set(wanted)].filter((u) => !known.has(u.toLowerCase()));
}

/** Whether any member of the merchant carries the tag. */
export async function tagInUse(db: Db, merchantId: number, tag: string): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(
      sql`select 1 as one from platform.member_tags where merchant_id = ${merchantId} and tag = ${tag} limit 1`,
    ),
  );
  return rows.length > 0;
}

/** Whether the merchant has a VIP rank of this level. */
export async function vipRankExists(db: Db, merchantId: number, level: number): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(
      sql`select 1 as one from platform.vip_ranks where merchant_id = ${merchantId} and level = ${level} limit 1`,
    ),
  );
  return rows.length > 0;
}

/** The tree path of an agent of the merchant (a member of one of its agent types) by username, any case. */
export async function findAgentPath(db: Db, merchantId: number, username: string): Promise<string | null> {
  const [row] = rowsOf<{ path: string }>(
    await db.execute(sql`
      select mm.ancestor_path as path from platform.members mm join platform.merchants z on z.id = mm.merchant_id
      where mm.merchant_id = ${merchantId} and lower(mm.username) = ${username.toLowerCase()}
        and mm.type = any(z.agent_types)
      limit 1`),
  );
  return row?.path ?? null;
}

/**
 * The audience as an SQL condition on a member aliased `mm` of the message's merchant, resolved against the data
 * as it is at `now`: usernames without case; a tag as operators set it; the VIP rank held now (a kept rank until
 * its retention ends, else what the totals meet, capped at the merchant's top rank, as the site shows it), that
 * level only or, with `orAbove`, that level and every higher one; an
 * agent's downline by tree path (the agent itself left out); inactive = an account older than `days` with no
 * sign-in and no bet since.
 */
export function audienceSql(audience: MessageAudience, now: Date, agentPath: string | null): SQL {
  switch (audience.kind) {
    case 'player':
      return sql`lower(mm.username) = ${audience.username.toLowerCase()}`;
    case 'list':
      return sql`lower(mm.username) = any(${textArray(audience.usernames.map((u) => u.toLowerCase()))})`;
    case 'tag':
      return sql`exists (select 1 from platform.member_tags t where t.member_id = mm.id and t.tag = ${audience.tag})`;
    case 'vipRank':
      return sql`exists (select 1 from platform.member_vip_progress p where p.member_id = mm.id
        and least(greatest(case when p.held_until > ${now} then p.rank_level else 0 end,
                           platform.vip_qualifying_level(p.member_id)),
                  (select max(r.level) from platform.vip_ranks r where r.merchant_id = mm.merchant_id))
            ${audience.orAbove ? sql`>=` : sql`=`} ${audience.level})`;
    case 'agent':
      if (agentPath === null) return sql`false`;
      return sql`mm.ancestor_path like ${`${agentPath}%`} and mm.ancestor_path <> ${agentPath}`;
    case 'inactive': {
      const since = new Date(now.getTime() - audience.days * 86_400_000);
      return sql`mm.created_at < ${since} and coalesce(mm.last_login_at, mm.created_at) < ${since}
        and not exists (select 1 from platform.bet_records b
          where b.merchant_id = mm.merchant_id and b.member_id = mm.id and b.opened_at >= ${since})`;
    }
    case 'everyone':
      return sql`true`;
  }
}

/** How many members of the merchant the audience holds, and how many of them `contactable` lets through. */
export async function countAudience(db: Db, merchantId: number, audience: SQL, contactable: SQL) {
  const [row] = rowsOf<{ total: number; reachable: number }>(
    await db.execute(sql`
      select count(*)::int as total, count(*) filter (where ${contactable})::int as reachable
      from platform.members mm where mm.merchant_id = ${merchantId} and (${audience})`),
  );
  return { total: row?.total ?? 0, reachable: row?.reachable ?? 0 };
}

export async function insertOperatorMessage(db: Db, row: typeof operatorMessages.$inferInsert) {
  const [inserted] = await db.insert(operatorMessages).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

/** The message of the merchant, row-locked for the caller's transaction when `lock`. */
export async function findOperatorMessage(db: Db, merchantId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(operatorMessages)
    .where(and(eq(operatorMessages.merchantId, merchantId), eq(operatorMessages.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The oldest scheduled message due at `now` that no other transaction holds, locked for the caller's. */
export async function claimDueMessage(tx: Db, now: Date) {
  const [row] = await tx
    .select()
    .from(operatorMessages)
    .where(and(eq(operatorMessages.status, 'scheduled'), sql`${operatorMessages.sendAt} <= ${now}`))
    .orderBy(operatorMessages.sendAt, operatorMessages.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Delivers the message to every member of the audience `contactable` lets through, at most once per member
 * (the unique index on message and member): answers the members it reached now.
 */
export async function deliverToAudience(
  tx: Db,
  message: { id: number; merchantId: number; subject: string; body: string },
  audience: SQL,
  contactable: SQL,
): Promise<number[]> {
  const rows = rowsOf<{ member_id: string | number }>(
    await tx.execute(sql`
      insert into platform.member_messages (merchant_id, member_id, kind, subject, body, operator_message_id)
      select ${message.merchantId}, mm.id, 'operator_message', ${message.subject}, ${message.body}, ${message.id}
      from platform.members mm
      where mm.merchant_id = ${message.merchantId} and (${audience}) and (${contactable})
      on conflict (operator_message_id, member_id) where operator_message_id is not null do nothing
      returning member_id`),
  );
  return rows.map((r) => Number(r.member_id));
}

export async function markSent(tx: Db, id: number, sentAt: Date) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(memberMessages)
    .where(eq(memberMessages.operatorMessageId, id));
  await tx.update(operatorMessages).set({ status: 'sent', sentAt, recipients: n }).where(eq(operatorMessages.id, id));
}

export async function markCancelled(tx: Db, id: number, operatorId: number, at: Date) {
  const [row] = await tx
    .update(operatorMessages)
    .set({ status: 'cancelled', cancelledBy: operatorId, cancelledAt: at })
    .where(eq(operatorMessages.id, id))
    .returning();
  if (!row) throw new Error('cancel updated no row');
  return row;
}

const readCountSql = sql<number>`(select count(*)::int from platform.member_messages r
  where r.operator_message_id = ${operatorMessages.id} and r.read_at is not null)`;

/** The merchant's messages, newest first, with the composing operator's name and the read count. */
export async function listOperatorMessages(
  db: Db,
  q: { merchantId: number; status?: 'scheduled' | 'sent' | 'cancelled' | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(operatorMessages.merchantId, q.merchantId),
    q.status ? eq(operatorMessages.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: operatorMessages, operator: operators.username, readCount: readCountSql })
      .from(operatorMessages)
      .innerJoin(operators, eq(operators.id, operatorMessages.operatorId))
      .where(where)
      .orderBy(desc(operatorMessages.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(operatorMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One message with the composing operator's name and the read count. */
export async function findOperatorMessageView(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({ message: operatorMessages, operator: operators.username, readCount: readCountSql })
    .from(operatorMessages)
    .innerJoin(operators, eq(operators.id, operatorMessages.operatorId))
    .where(and(eq(operatorMessages.merchantId, merchantId), eq(operatorMessages.id, id)));
  return row;
}

/** A message's recipients, one page: those who read it first (latest read first), then the rest by username. */
export async function listRecipients(db: Db, messageId: number, offset: number, limit: number) {
  const where = eq(memberMessages.operatorMessageId, messageId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ memberId: memberMessages.memberId, username: members.username, readAt: memberMessages.readAt })
      .from(memberMessages)
      .innerJoin(members, eq(members.id, memberMessages.memberId))
      .where(where)
      .orderBy(sql`${memberMessages.readAt} desc nulls last`, members.username)
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(memberMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether the member belongs to the merchant. */
export async function memberInMerchant(db: Db, merchantId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row !== undefined;
}

/**
 * One page of what a member was sent, newest first: each member message with its sender — the operator who
 * composed an operator message, or who answered the feedback.
 */
export async function listMemberMessages(db: Db, memberId: number, offset: number, limit: number) {
  const where = eq(memberMessages.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: memberMessages.id,
        kind: memberMessages.kind,
        subject: memberMessages.subject,
        createdAt: memberMessages.createdAt,
        readAt: memberMessages.readAt,
        composer: operators.username,
        answerer: feedback.answeredBy,
      })
      .from(memberMessages)
      .leftJoin(operatorMessages, eq(operatorMessages.id, memberMessages.operatorMessageId))
      .leftJoin(operators, eq(operators.id, operatorMessages.operatorId))
      .leftJoin(feedback, eq(feedback.id, memberMessages.feedbackId))
      .where(where)
      .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(memberMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
