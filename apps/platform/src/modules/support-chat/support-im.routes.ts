import {
  DomainError,
  roleMayCall,
  supportImClientMessageSchema,
  supportImPath,
  type SupportImClientMessage,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { OperatorService } from '../operators/operators.service.ts';
import type { RegionService } from '../region/region.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { announceChatEvent } from './support-chat-channel.ts';
import { acceptSocket, socketMerchant } from '../realtime/socket-acceptance.ts';
import type { ImIdentity, ImSubscriber, SupportChatHub } from './support-chat-hub.ts';
import type { SupportChatService } from './support-chat.service.ts';
import type { SupportInboxService } from './support-inbox.service.ts';

export interface SupportImRouteDeps {
  db: Db;
  hub: SupportChatHub;
  chat: SupportChatService;
  inbox: SupportInboxService;
  sessions: SessionService;
  operators: OperatorService;
  merchants: MerchantService;
  region: RegionService;
}

/** A socket announces its typing at most this often; more is dropped, not refused. */
const typingEveryMs = 1_000;

/**
 * `GET /wps/im`: the live support chat's socket (`CSP_ImUrl`, decision 0044), for players, visitors and operators.
 * The first message authenticates it; then it hears its conversations' announcements and may say it is typing.
 */
export function supportImRoutes(app: FastifyInstance, deps: SupportImRouteDeps): void {
  app.get(supportImPath, { websocket: true }, (socket, request) => {
    let lastTypingAt = 0;
    acceptSocket(socket, request, {
      schema: supportImClientMessageSchema,
      name: 'support chat',
      authenticate: (message) => authenticate(message, request, deps),
      open: (identity) => {
        const subscriber: ImSubscriber = { socket, identity, isAlive: true };
        deps.hub.add(subscriber);
        return () => deps.hub.remove(subscriber);
      },
      message: (identity, message) => {
        if (Date.now() - lastTypingAt < typingEveryMs) return;
        lastTypingAt = Date.now();
        announceTyping(identity, message, deps).catch((error: unknown) => {
          request.log.warn({ err: error }, 'support chat: typing not announced');
        });
      },
    });
  });
}

/** The same gates as the HTTP calls: the merchant, maintenance and region for customers; the role for operators. */
async function authenticate(
  message: Extract<SupportImClientMessage, { type: 'auth' }>,
  request: FastifyRequest,
  deps: SupportImRouteDeps,
): Promise<ImIdentity> {
  if (message.as === 'operator') {
    const operator = await deps.operators.authenticate(message.token, request.ip);
    if (operator.mustChangePassword) throw new DomainError('password_change_required');
    if (operator.totpRequired && !operator.totpEnabled) throw new DomainError('operator_totp_enrolment_required');
    if (!roleMayCall(operator.grant, 'listSupportConversations')) throw new DomainError('operator_forbidden');
    return {
      role: 'operator',
      merchantId: operator.merchantId,
      operatorId: operator.id,
      tokenHash: operator.tokenHash,
    };
  }
  const merchant = await socketMerchant(request, deps);
  if (message.as === 'member') {
    const identity = await deps.sessions.authenticate(message.token, merchant.id);
    return { role: 'member', merchantId: merchant.id, memberId: identity.member.id, sessionId: identity.sessionId };
  }
  const conversationId = await deps.chat.visitorConversationId(merchant.id, message.token);
  if (conversationId === null) throw new DomainError('CUSTOMER_NOT_LOGIN');
  return { role: 'visitor', merchantId: merchant.id, conversationId };
}

/** Tells the other side that this socket's holder is typing (a customer in its own conversation). */
async function announceTyping(
  identity: ImIdentity,
  message: Extract<SupportImClientMessage, { type: 'typing' }>,
  deps: SupportImRouteDeps,
): Promise<void> {
  const { merchantId } = identity;
  if (identity.role === 'operator') {
    if (message.conversationId === undefined) return;
    const conversation = await deps.inbox.summary(merchantId, message.conversationId);
    const ids = { merchantId, conversationId: conversation.id, memberId: conversation.memberId };
    return announceChatEvent(deps.db, { type: 'typing', ...ids, author: 'operator' });
  }
  const conversationId =
    identity.role === 'visitor'
      ? identity.conversationId
      : await deps.chat.memberConversationId(merchantId, identity.memberId);
  if (conversationId === null) return;
  const memberId = identity.role === 'member' ? identity.memberId : null;
  return announceChatEvent(deps.db, { type: 'typing', merchantId, conversationId, memberId, author: 'customer' });
}
