import { DomainError, supportImPath, type SupportChat } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { SupportConversationRow } from '../../db/schema/index.ts';
import { hashSessionToken, isWellFormedToken, newSessionToken } from '../../security/session-tokens.ts';
import type { ContentService } from '../content/content.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limits/rate-limits.service.ts';
import { announceChatEvent } from './support-chat-channel.ts';
import {
  countUnread,
  ensureMemberConversation,
  findMemberConversation,
  findVisitorConversation,
  insertVisitorConversation,
  lockConversation,
  messageIsIn,
  updateConversation,
} from './support-chat.queries.ts';
import { postMessage, readImage, readMessages, type MessageInput } from './support-messages.ts';

/** Messages one customer may send, per minute and per day; contact forms one address may send per hour. */
export const chatMinuteLimit: RateLimitRule = { limit: 20, windowMs: 60_000 };
export const chatDayLimit: RateLimitRule = { limit: 500, windowMs: 24 * 3_600_000 };
export const visitorChatIpLimit: RateLimitRule = { limit: 3, windowMs: 3_600_000 };

/** Who calls a customer-side chat call: a signed-in player, or a visitor by the key of its conversation. */
export type ChatCustomer =
  | { kind: 'member'; merchantId: number; memberId: number }
  | { kind: 'visitor'; merchantId: number; conversation: SupportConversationRow };

/** The merchant's external live chat (a LIVECHAT customer-service link with a web address), if any. */
async function externalChatUrl(content: ContentService, merchant: Merchant): Promise<string | null> {
  const links = await content.customerService(merchant);
  return links.find((link) => link.csType === 'LIVECHAT' && /^https?:\/\//i.test(link.path))?.path ?? null;
}

/** The site's own chat: the player site opens its chat panel for this address (apps/web, decision 0044). */
export const ownChatPath = '/?chat=open';

/**
 * The customer's side of the live support chat (issue 12, decision 0044): a player's one conversation, or a
 * visitor's from its contact form; messages with images checked like deposit proofs; read marks; the recorded
 * CBS_* and CSP_ImUrl answers. Live delivery is the IM socket's (support-chat.routes / support-chat-hub).
 */
export function createSupportChatService(db: Db, deps: { rateLimiter: RateLimiter; content: ContentService }) {
  async function conversationOf(customer: ChatCustomer) {
    if (customer.kind === 'visitor') return customer.conversation;
    return findMemberConversation(db, customer.merchantId, customer.memberId);
  }

  const rateKey = (customer: ChatCustomer) =>
    customer.kind === 'member' ? `chat:member:${customer.memberId}` : `chat:visitor:${customer.conversation.id}`;

  return {
    /** The customer behind a call: the signed-in player, else the visitor whose key names a conversation. */
    async customer(merchantId: number, memberId: number | null, visitorKey: string | undefined): Promise<ChatCustomer> {
      if (memberId !== null) return { kind: 'member', merchantId, memberId };
      if (!isWellFormedToken(visitorKey)) throw new DomainError('CUSTOMER_NOT_LOGIN');
      const conversation = await findVisitorConversation(db, merchantId, hashSessionToken(visitorKey));
      if (!conversation) throw new DomainError('CUSTOMER_NOT_LOGIN');
      return { kind: 'visitor', merchantId, conversation };
    },

    /** The visitor's conversation named by its key (for the IM socket), or null. */
    async visitorConversationId(merchantId: number, visitorKey: string): Promise<number | null> {
      if (!isWellFormedToken(visitorKey)) return null;
      return (await findVisitorConversation(db, merchantId, hashSessionToken(visitorKey)))?.id ?? null;
    },

    /** The player's conversation id for a typing announcement (none before its first message). */
    async memberConversationId(merchantId: number, memberId: number): Promise<number | null> {
      return (await findMemberConversation(db, merchantId, memberId))?.id ?? null;
    },

    async startVisitor(
      merchant: Merchant,
      ip: string,
      input: { name: string; contact: string; text: string },
    ): Promise<{ visitorKey: string; conversationId: number }> {
      await deps.rateLimiter.consume(`chat:visitor-ip:${ip}`, visitorChatIpLimit);
      const { token, tokenHash } = newSessionToken();
      return db.transaction(async (tx) => {
        const conversation = await insertVisitorConversation(tx, {
          merchantId: merchant.id,
          visitorName: input.name,
          visitorContact: input.contact,
          visitorKeyHash: tokenHash,
        });
        await postMessage(tx, conversation, { kind: 'customer' }, { text: input.text });
        return { visitorKey: token, conversationId: conversation.id };
      });
    },

    async chat(customer: ChatCustomer, afterId: number): Promise<SupportChat> {
      const conversation = await conversationOf(customer);
      if (!conversation) return { conversationId: null, status: null, messages: [], unread: 0, hasEarlier: false };
      const [page, unread] = await Promise.all([
        readMessages(db, conversation.id, afterId),
        countUnread(db, conversation.id, 'operator', conversation.customerReadId),
      ]);
      return { conversationId: conversation.id, status: conversation.status, unread, ...page };
    },

    /** A customer message; the conversation is created on the first one and reopened by one after closing. */
    async send(customer: ChatCustomer, input: MessageInput) {
      await deps.rateLimiter.consume(rateKey(customer), chatMinuteLimit);
      await deps.rateLimiter.consume(rateKey(customer), chatDayLimit);
      return db.transaction(async (tx) => {
        const id =
          customer.kind === 'member'
            ? (await ensureMemberConversation(tx, customer.merchantId, customer.memberId)).id
            : customer.conversation.id;
        const conversation = (await lockConversation(tx, customer.merchantId, id))!;
        const message = await postMessage(tx, conversation, { kind: 'customer' }, input, { status: 'open' });
        // The customer has read everything up to what it writes.
        await updateConversation(tx, id, { customerReadId: message.id });
        return message;
      });
    },

    async markRead(customer: ChatCustomer, upToId: number): Promise<{ count: number }> {
      const conversation = await conversationOf(customer);
      if (!conversation || !(await messageIsIn(db, conversation.id, upToId))) throw new DomainError('not_found');
      const readId = Math.max(conversation.customerReadId, upToId);
      if (readId !== conversation.customerReadId) {
        await db.transaction(async (tx) => {
          await updateConversation(tx, conversation.id, { customerReadId: readId });
          const ids = { merchantId: conversation.merchantId, conversationId: conversation.id };
          await announceChatEvent(tx, { type: 'conversation', ...ids, memberId: conversation.memberId });
        });
      }
      return { count: await countUnread(db, conversation.id, 'operator', readId) };
    },

    async image(customer: ChatCustomer, messageId: number) {
      const conversation = await conversationOf(customer);
      return readImage(db, customer.merchantId, messageId, (id) => id === conversation?.id);
    },

    async unreadCount(merchantId: number, memberId: number): Promise<{ count: number }> {
      const conversation = await findMemberConversation(db, merchantId, memberId);
      if (!conversation) return { count: 0 };
      return { count: await countUnread(db, conversation.id, 'operator', conversation.customerReadId) };
    },

    /** The built-in chat is there for a signed-in player when the merchant has no external live chat. */
    async permission(merchant: Merchant) {
      const builtIn = (await externalChatUrl(deps.content, merchant)) === null;
      return { canChat: builtIn, canSendImages: builtIn };
    },

    async launch(merchant: Merchant): Promise<{ chatUrl: string; external: boolean }> {
      const external = await externalChatUrl(deps.content, merchant);
      return external ? { chatUrl: external, external: true } : { chatUrl: ownChatPath, external: false };
    },

    /** The IM socket's URL as the client reaches this site (same host, ws or wss, the merchant named). */
    imUrl(merchant: Merchant, site: { protocol: string; host: string }): { url: string } {
      const url = new URL(supportImPath, `${site.protocol === 'https' ? 'wss' : 'ws'}://${site.host}`);
      url.searchParams.set('merchant', merchant.code);
      return { url: url.toString() };
    },
  };
}

export type SupportChatService = ReturnType<typeof createSupportChatService>;
