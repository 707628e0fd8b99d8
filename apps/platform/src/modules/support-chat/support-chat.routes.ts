import {
  assignSupportConversation,
  createCannedReply,
  deleteCannedReply,
  getChatImage,
  getChatMessages,
  getChatPermission,
  getChatUnreadCount,
  getImUrl,
  getMemberSupportHistory,
  getSupportConversation,
  getSupportImage,
  launchChat,
  listCannedReplies,
  listChatModels,
  listSupportConversations,
  markChatRead,
  markSupportConversationRead,
  replySupportConversation,
  sendChatMessage,
  setSupportConversationStatus,
  startVisitorChat,
  updateCannedReply,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { optionalMemberOf } from '../../http/optional-member.ts';
import {
  memberOf,
  merchantOf,
  operatorActorOf as actorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import type { CannedReplyService } from './canned-replies.service.ts';
import type { SupportChatService } from './support-chat.service.ts';
import type { SupportInboxService } from './support-inbox.service.ts';

export interface SupportChatRouteDeps {
  chat: SupportChatService;
  inbox: SupportInboxService;
  cannedReplies: CannedReplyService;
  sessions: SessionService;
}

/** The live support chat's calls: the customer's (player or visitor) and the console's inbox. */
export function supportChatRoutes(bind: EndpointBinder, deps: SupportChatRouteDeps) {
  const { chat, inbox, cannedReplies } = deps;
  const customerOf = async (request: FastifyRequest, visitorKey: string | undefined) => {
    const identity = await optionalMemberOf(request, deps.sessions);
    return chat.customer(merchantOf(request).id, identity?.member.id ?? null, visitorKey);
  };

  bind.bind(getImUrl, async (_input, request) =>
    chat.imUrl(merchantOf(request), { protocol: request.protocol, host: request.host }),
  );
  bind.bind(getChatUnreadCount, async (_input, request) =>
    chat.unreadCount(merchantOf(request).id, memberOf(request).member.id),
  );
  bind.bind(launchChat, async (_input, request) => chat.launch(merchantOf(request)));
  // spec: upstream-api §1.12 — live-stream models; Ficha hosts none (decision 0044).
  bind.bind(listChatModels, async () => ({ list: [] }));
  bind.bind(getChatPermission, async (_input, request) => chat.permission(merchantOf(request)));

  bind.bind(startVisitorChat, async (input, request) => chat.startVisitor(merchantOf(request), request.ip, input));
  bind.bind(getChatMessages, async ({ afterId, visitorKey }, request) =>
    chat.chat(await customerOf(request, visitorKey), afterId),
  );
  bind.bind(sendChatMessage, async ({ visitorKey, ...input }, request) =>
    chat.send(await customerOf(request, visitorKey), input),
  );
  bind.bind(markChatRead, async ({ upToId, visitorKey }, request) =>
    chat.markRead(await customerOf(request, visitorKey), upToId),
  );
  bind.bind(getChatImage, async ({ messageId, visitorKey }, request) =>
    chat.image(await customerOf(request, visitorKey), messageId),
  );

  bind.bind(listSupportConversations, async ({ status, pageNo, pageSize }, request) =>
    inbox.list(merchantIdOf(request), status, pageNo, pageSize),
  );
  bind.bind(getSupportConversation, async ({ conversationId, afterId }, request) =>
    inbox.conversation(merchantIdOf(request), conversationId, afterId),
  );
  bind.bind(getMemberSupportHistory, async ({ memberId }, request) =>
    inbox.memberHistory(merchantIdOf(request), memberId),
  );
  bind.bind(getSupportImage, async ({ messageId }, request) => inbox.image(merchantIdOf(request), messageId));
  bind.bind(replySupportConversation, async ({ conversationId, ...input }, request) =>
    inbox.reply(merchantIdOf(request), actorOf(request), conversationId, input),
  );
  bind.bind(markSupportConversationRead, async ({ conversationId, upToId }, request) =>
    inbox.markRead(merchantIdOf(request), actorOf(request), conversationId, upToId),
  );
  bind.bind(assignSupportConversation, async ({ conversationId }, request) =>
    inbox.assignToMe(merchantIdOf(request), actorOf(request), conversationId),
  );
  bind.bind(setSupportConversationStatus, async ({ conversationId, status }, request) =>
    inbox.setStatus(merchantIdOf(request), actorOf(request), conversationId, status),
  );

  bind.bind(listCannedReplies, async (_input, request) => cannedReplies.list(merchantIdOf(request)));
  bind.bind(createCannedReply, async (input, request) =>
    cannedReplies.create(merchantIdOf(request), actorOf(request), input),
  );
  bind.bind(updateCannedReply, async ({ id, ...input }, request) =>
    cannedReplies.update(merchantIdOf(request), actorOf(request), id, input),
  );
  bind.bind(deleteCannedReply, async ({ id }, request) =>
    cannedReplies.remove(merchantIdOf(request), actorOf(request), id),
  );
}
