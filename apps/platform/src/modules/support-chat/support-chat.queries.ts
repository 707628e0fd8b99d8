import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  members,
  operators,
  supportCannedReplies,
  supportConversations,
  supportMessages,
  type SupportConversationRow,
} from '../../db/schema/index.ts';

/** A message as read back: everything but the image bytes. */
const messageColumns = {
  id: supportMessages.id,
  conversationId: supportMessages.conversationId,
  author: supportMessages.author,
  operatorName: operators.displayName,
  body: supportMessages.body,
  imageType: supportMessages.imageType,
  createdAt: supportMessages.createdAt,
};

export type SupportMessageRow = {
  id: number;
  conversationId: number;
  author: 'customer' | 'operator';
  operatorName: string | null;
  body: string;
  imageType: 'image/png' | 'image/jpeg' | null;
  createdAt: Date;
};

export async function findMemberConversation(db: Db, merchantId: number, memberId: number) {
  const rows = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.merchantId, merchantId), eq(supportConversations.memberId, memberId)));
  return rows[0];
}

/** Whether the member is one of the merchant's. */
export async function isMemberOf(db: Db, merchantId: number, memberId: number) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return rows.length > 0;
}

export async function findVisitorConversation(db: Db, merchantId: number, keyHash: string) {
  const rows = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.merchantId, merchantId), eq(supportConversations.visitorKeyHash, keyHash)));
  return rows[0];
}

/** A player's conversation, created on first use (a concurrent first message finds the other's row). */
export async function ensureMemberConversation(tx: Db, merchantId: number, memberId: number) {
  await tx
    .insert(supportConversations)
    .values({ merchantId, memberId, status: 'open', customerReadId: 0, operatorReadId: 0, lastMessageId: 0 })
    .onConflictDoNothing();
  return (await findMemberConversation(tx, merchantId, memberId))!;
}

export async function insertVisitorConversation(
  tx: Db,
  row: { merchantId: number; visitorName: string; visitorContact: string; visitorKeyHash: string },
) {
  const [created] = await tx
    .insert(supportConversations)
    .values({ ...row, status: 'open', customerReadId: 0, operatorReadId: 0, lastMessageId: 0 })
    .returning();
  return created as SupportConversationRow;
}

export async function lockConversation(tx: Db, merchantId: number, id: number) {
  const rows = await tx
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.merchantId, merchantId), eq(supportConversations.id, id)))
    .for('update');
  return rows[0];
}

export async function updateConversation(
  tx: Db,
  id: number,
  change: Partial<
    Pick<
      SupportConversationRow,
      'status' | 'assignedOperatorId' | 'customerReadId' | 'operatorReadId' | 'lastMessageId' | 'lastMessageAt'
    >
  >,
) {
  const [row] = await tx.update(supportConversations).set(change).where(eq(supportConversations.id, id)).returning();
  return row as SupportConversationRow;
}

export async function insertMessage(tx: Db, row: typeof supportMessages.$inferInsert) {
  const [created] = await tx
    .insert(supportMessages)
    .values(row)
    .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
  return created as { id: number; createdAt: Date };
}

export async function findMessage(db: Db, id: number): Promise<SupportMessageRow | undefined> {
  const rows = await db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(operators, eq(operators.id, supportMessages.operatorId))
    .where(eq(supportMessages.id, id));
  return rows[0];
}

/**
 * The messages after `afterId`, oldest first; with `afterId` 0, the latest `limit` of them and whether earlier
 * ones exist.
 */
export async function listMessages(db: Db, conversationId: number, afterId: number, limit: number) {
  const base = db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(operators, eq(operators.id, supportMessages.operatorId));
  if (afterId > 0) {
    const rows = await base
      .where(and(eq(supportMessages.conversationId, conversationId), gt(supportMessages.id, afterId)))
      .orderBy(asc(supportMessages.id))
      .limit(limit);
    return { rows, hasEarlier: false };
  }
  const newest = await base
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(limit + 1);
  return { rows: newest.slice(0, limit).reverse(), hasEarlier: newest.length > limit };
}

/** Messages of `author` after `readId`: what the other side has not read. */
export async function countUnread(db: Db, conversationId: number, author: 'customer' | 'operator', readId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, author),
        gt(supportMessages.id, readId),
      ),
    );
  return row?.n ?? 0;
}

/** Whether message `id` belongs to the conversation and is at most its last message (a read mark's bound). */
export async function messageIsIn(db: Db, conversationId: number, id: number) {
  const rows = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), eq(supportMessages.id, id)));
  return rows.length > 0;
}

export async function findMessageImage(db: Db, merchantId: number, messageId: number) {
  const rows = await db
    .select({
      conversationId: supportMessages.conversationId,
      imageType: supportMessages.imageType,
      image: supportMessages.image,
    })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(and(eq(supportMessages.id, messageId), eq(supportConversations.merchantId, merchantId)));
  return rows[0];
}

const unreadOfConversation = sql<number>`(select count(*)::int from ${supportMessages}
  where ${supportMessages.conversationId} = ${supportConversations.id}
    and ${supportMessages.author} = 'customer'
    and ${supportMessages.id} > ${supportConversations.operatorReadId})`;

const lastTextOfConversation = sql<string>`coalesce((select ${supportMessages.body} from ${supportMessages}
  where ${supportMessages.id} = ${supportConversations.lastMessageId}), '')`;

/** Conversations with what the inbox shows of them: the customer's name, the assignee, unread, last text. */
function inboxSelect(db: Db) {
  return db
    .select({
      conversation: supportConversations,
      username: members.username,
      operatorName: operators.displayName,
      unread: unreadOfConversation,
      lastText: lastTextOfConversation,
    })
    .from(supportConversations)
    .leftJoin(members, eq(members.id, supportConversations.memberId))
    .leftJoin(operators, eq(operators.id, supportConversations.assignedOperatorId));
}

export type InboxRow = Awaited<ReturnType<ReturnType<typeof inboxSelect>['execute']>>[number];

export async function listInbox(db: Db, merchantId: number, status: 'open' | 'closed', offset: number, limit: number) {
  const where = and(eq(supportConversations.merchantId, merchantId), eq(supportConversations.status, status));
  const [rows, [total]] = await Promise.all([
    inboxSelect(db)
      .where(and(where, gt(supportConversations.lastMessageId, 0)))
      .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(supportConversations)
      .where(and(where, gt(supportConversations.lastMessageId, 0))),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findInboxRow(db: Db, merchantId: number, id: number): Promise<InboxRow | undefined> {
  const rows = await inboxSelect(db).where(
    and(eq(supportConversations.merchantId, merchantId), eq(supportConversations.id, id)),
  );
  return rows[0];
}

/** Unread customer messages over the merchant's open conversations. */
export async function unreadTotal(db: Db, merchantId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        eq(supportConversations.merchantId, merchantId),
        eq(supportConversations.status, 'open'),
        eq(supportMessages.author, 'customer'),
        gt(supportMessages.id, supportConversations.operatorReadId),
      ),
    );
  return row?.n ?? 0;
}

export function listCannedReplyRows(db: Db, merchantId: number) {
  return db
    .select()
    .from(supportCannedReplies)
    .where(eq(supportCannedReplies.merchantId, merchantId))
    .orderBy(asc(supportCannedReplies.title), asc(supportCannedReplies.id));
}

export async function countCannedReplies(db: Db, merchantId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(supportCannedReplies)
    .where(eq(supportCannedReplies.merchantId, merchantId));
  return row?.n ?? 0;
}

export async function insertCannedReply(db: Db, row: { merchantId: number; title: string; body: string }) {
  const [created] = await db.insert(supportCannedReplies).values(row).returning();
  return created!;
}

export async function updateCannedReplyRow(
  db: Db,
  merchantId: number,
  id: number,
  change: { title: string; body: string },
) {
  const [row] = await db
    .update(supportCannedReplies)
    .set(change)
    .where(and(eq(supportCannedReplies.merchantId, merchantId), eq(supportCannedReplies.id, id)))
    .returning();
  return row;
}

export async function deleteCannedReplyRow(db: Db, merchantId: number, id: number) {
  const rows = await db
    .delete(supportCannedReplies)
    .where(and(eq(supportCannedReplies.merchantId, merchantId), eq(supportCannedReplies.id, id)))
    .returning();
  return rows[0];
}
