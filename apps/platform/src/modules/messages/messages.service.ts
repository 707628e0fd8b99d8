import { DomainError, type MemberMessage } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberMessageRow } from '../../db/schema/index.ts';
import { notifyMember } from '../realtime/realtime-channel.ts';
import { mayContactMember } from '../responsible-gaming/responsible-gaming.service.ts';
import { countUnread, insertMessage, listMessages, markRead } from './messages.queries.ts';

function toMessage(row: MemberMessageRow): MemberMessage {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    quote: row.quote,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Platform messages to one member (the member centre's messages page). A message is written in the sender's
 * transaction and announced on the realtime channel in it, so the member hears of it only once it is stored.
 * Nothing is sent to a member under a time-out or self-exclusion (decision 0048).
 */
export function createMessageService(db: Db) {
  return {
    async send(
      tx: Db,
      message: { merchantId: number; memberId: number; kind: 'feedback_answer'; body: string; quote: string | null },
      links: { feedbackId?: number } = {},
    ): Promise<void> {
      if (!(await mayContactMember(tx, message.memberId))) return;
      await insertMessage(tx, { ...message, feedbackId: links.feedbackId ?? null });
      await notifyMember(tx, message.merchantId, message.memberId, {
        type: 'notice',
        key: 'info_new_mail',
        at: new Date(),
      });
    },

    async unread(memberId: number) {
      return { count: await countUnread(db, memberId) };
    },

    async inbox(memberId: number, pageNo: number, pageSize: number) {
      const [{ rows, total }, unread] = await Promise.all([
        listMessages(db, memberId, (pageNo - 1) * pageSize, pageSize),
        countUnread(db, memberId),
      ]);
      return {
        list: rows.map(toMessage),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        unread,
      };
    },

    async markRead(memberId: number, id: number) {
      if (!(await markRead(db, memberId, id))) throw new DomainError('not_found');
      return { count: await countUnread(db, memberId) };
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
