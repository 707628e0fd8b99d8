import { DomainError, type ConsoleSupportConversation, type SupportConversationStatus } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { SupportConversationRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { announceChatEvent } from './support-chat-channel.ts';
import {
  findInboxRow,
  findMemberConversation,
  isMemberOf,
  listInbox,
  lockConversation,
  messageIsIn,
  unreadTotal,
  updateConversation,
  type InboxRow,
} from './support-chat.queries.ts';
import { postMessage, readImage, readMessages, type MessageInput } from './support-messages.ts';

function toConsoleConversation(row: InboxRow): ConsoleSupportConversation {
  const { conversation } = row;
  return {
    id: conversation.id,
    status: conversation.status,
    memberId: conversation.memberId,
    customerName: row.username ?? conversation.visitorName ?? '',
    visitorContact: conversation.memberId === null ? conversation.visitorContact : null,
    assignedOperatorId: conversation.assignedOperatorId,
    assignedOperatorName: row.operatorName,
    unread: Number(row.unread),
    lastMessageText: row.lastText,
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    createdAt: conversation.createdAt.toISOString(),
  };
}

/**
 * The console's support inbox (issue 12, decision 0044): the merchant's conversations with unread counts,
 * replies, read marks, assignment and closing. Every change is announced to the IM sockets on commit.
 */
export function createSupportInboxService(db: Db, deps: { audit: AuditService }) {
  async function view(merchantId: number, id: number): Promise<ConsoleSupportConversation> {
    const row = await findInboxRow(db, merchantId, id);
    if (!row) throw new DomainError('not_found');
    return toConsoleConversation(row);
  }

  /** Changes a locked conversation, announces it and, when `action` is given, audits it. */
  async function change(
    merchantId: number,
    id: number,
    apply: (current: SupportConversationRow, tx: Db) => Promise<{ action?: string; before?: object; after?: object }>,
    actor: Actor,
  ) {
    await db.transaction(async (tx) => {
      const current = await lockConversation(tx, merchantId, id);
      if (!current) throw new DomainError('not_found');
      const { action, before, after } = await apply(current, tx);
      await announceChatEvent(tx, { type: 'conversation', merchantId, conversationId: id, memberId: current.memberId });
      if (action) {
        await deps.audit.record(tx, { merchantId, actor, action, target: `support-conversation:${id}`, before, after });
      }
    });
    return view(merchantId, id);
  }

  return {
    /** One conversation of the merchant as the inbox shows it, or not_found. */
    summary: view,

    async list(merchantId: number, status: SupportConversationStatus, pageNo: number, pageSize: number) {
      const [{ rows, total }, unread] = await Promise.all([
        listInbox(db, merchantId, status, (pageNo - 1) * pageSize, pageSize),
        unreadTotal(db, merchantId),
      ]);
      return {
        list: rows.map(toConsoleConversation),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        unreadTotal: unread,
      };
    },

    async conversation(merchantId: number, id: number, afterId: number) {
      const conversation = await view(merchantId, id);
      return { conversation, ...(await readMessages(db, id, afterId)) };
    },

    async memberHistory(merchantId: number, memberId: number) {
      if (!(await isMemberOf(db, merchantId, memberId))) throw new DomainError('not_found');
      const found = await findMemberConversation(db, merchantId, memberId);
      if (!found) return { conversation: null, messages: [], hasEarlier: false };
      return { conversation: await view(merchantId, found.id), ...(await readMessages(db, found.id, 0)) };
    },

    image(merchantId: number, messageId: number) {
      return readImage(db, merchantId, messageId, () => true);
    },

    /** An operator reply: reopens a closed conversation, takes an unassigned one, and reads up to itself. */
    async reply(merchantId: number, actor: Actor, id: number, input: MessageInput) {
      return db.transaction(async (tx) => {
        const current = await lockConversation(tx, merchantId, id);
        if (!current) throw new DomainError('not_found');
        const message = await postMessage(tx, current, { kind: 'operator', operatorId: actor.id }, input, {
          status: 'open',
          assignedOperatorId: current.assignedOperatorId ?? actor.id,
        });
        await updateConversation(tx, id, { operatorReadId: message.id });
        return message;
      });
    },

    async markRead(merchantId: number, actor: Actor, id: number, upToId: number) {
      if (!(await messageIsIn(db, id, upToId))) throw new DomainError('not_found');
      return change(
        merchantId,
        id,
        async (current, tx) => {
          await updateConversation(tx, id, { operatorReadId: Math.max(current.operatorReadId, upToId) });
          return {};
        },
        actor,
      );
    },

    async assignToMe(merchantId: number, actor: Actor, id: number) {
      return change(
        merchantId,
        id,
        async (current, tx) => {
          if (current.assignedOperatorId === actor.id) throw new DomainError('conflict');
          await updateConversation(tx, id, { assignedOperatorId: actor.id });
          return {
            action: 'support.assign',
            before: { assignedOperatorId: current.assignedOperatorId },
            after: { assignedOperatorId: actor.id },
          };
        },
        actor,
      );
    },

    async setStatus(merchantId: number, actor: Actor, id: number, status: SupportConversationStatus) {
      return change(
        merchantId,
        id,
        async (current, tx) => {
          if (current.status === status) throw new DomainError('conflict');
          await updateConversation(tx, id, { status });
          return {
            action: `support.${status === 'closed' ? 'close' : 'reopen'}`,
            before: { status: current.status },
            after: { status },
          };
        },
        actor,
      );
    },
  };
}

export type SupportInboxService = ReturnType<typeof createSupportInboxService>;
