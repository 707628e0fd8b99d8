import {
  DomainError,
  realtimeAuthTimeoutMs,
  realtimeCloseCode,
  rolePermissions,
  supportImClientMessageSchema,
  supportImPath,
  type ErrorCode,
  type SupportImClientMessage,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { OperatorService } from '../operators/operators.service.ts';
import type { RegionService } from '../region/region.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { announceChatEvent } from './support-chat-channel.ts';
import { sendImMessage, type ImIdentity, type ImSubscriber, type SupportChatHub } from './support-chat-hub.ts';
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

const querySchema = z.object({ merchant: z.string().min(1).max(64).optional() });

function parseClientMessage(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) {
  if (isBinary) return undefined;
  try {
    const parsed = supportImClientMessageSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /wps/im`: the live support chat's socket (`CSP_ImUrl`, decision 0044), for players, visitors and operators.
 * The first message authenticates it; then it hears its conversations' announcements and may say it is typing.
 */
export function supportImRoutes(app: FastifyInstance, deps: SupportImRouteDeps): void {
  app.get(supportImPath, { websocket: true }, (socket, request) => acceptSocket(socket, request, deps));
}

function acceptSocket(socket: WebSocket, request: FastifyRequest, deps: SupportImRouteDeps): void {
  let state: 'waiting' | 'authenticating' | 'open' | 'closed' = 'waiting';
  let subscriber: ImSubscriber | undefined;
  let lastTypingAt = 0;
  const refuse = (code: ErrorCode) => {
    if (socket.readyState === socket.OPEN) socket.close(realtimeCloseCode(code), code);
  };
  const authTimer = setTimeout(() => refuse('CUSTOMER_NOT_LOGIN'), realtimeAuthTimeoutMs);
  socket.on('close', () => {
    state = 'closed';
    clearTimeout(authTimer);
    if (subscriber) deps.hub.remove(subscriber);
  });
  socket.on('message', (data, isBinary) => {
    const message = parseClientMessage(data, isBinary);
    if (!message) return refuse('request_param_err');
    if (message.type !== 'auth') {
      if (state !== 'open' || !subscriber) return refuse('CUSTOMER_NOT_LOGIN');
      if (message.type === 'ping') return sendImMessage(socket, { type: 'pong' });
      if (Date.now() - lastTypingAt < typingEveryMs) return;
      lastTypingAt = Date.now();
      announceTyping(subscriber.identity, message, deps).catch((error: unknown) => {
        request.log.warn({ err: error }, 'support chat: typing not announced');
      });
      return;
    }
    if (state !== 'waiting') return refuse('request_param_err');
    state = 'authenticating';
    clearTimeout(authTimer);
    authenticate(message, request, deps).then(
      (identity) => {
        if (state === 'closed') return;
        state = 'open';
        subscriber = { socket, identity, isAlive: true };
        deps.hub.add(subscriber);
        sendImMessage(socket, { type: 'ready' });
      },
      (error: unknown) => {
        if (error instanceof DomainError) return refuse(error.code);
        request.log.error({ err: error }, 'support chat: authentication failed');
        if (socket.readyState === socket.OPEN) socket.close(1011);
      },
    );
  });
}

/** The same gates as the HTTP calls: the merchant, maintenance and region for customers; the role for operators. */
async function authenticate(
  message: Extract<SupportImClientMessage, { type: 'auth' }>,
  request: FastifyRequest,
  deps: SupportImRouteDeps,
): Promise<ImIdentity> {
  if (message.as === 'operator') {
    const operator = await deps.operators.authenticate(message.token);
    if (operator.totpRequired && !operator.totpEnabled) throw new DomainError('operator_totp_enrolment_required');
    if (!rolePermissions[operator.role].includes('support.view')) throw new DomainError('operator_forbidden');
    return {
      role: 'operator',
      merchantId: operator.merchantId,
      operatorId: operator.id,
      tokenHash: operator.tokenHash,
    };
  }
  const query = querySchema.safeParse(request.query);
  if (!query.success) throw new DomainError('request_param_err');
  const merchant = await deps.merchants.resolve(query.data.merchant, request.hostname);
  if (merchant.maintenance) throw new DomainError('game_maintenance');
  if ((await deps.region.decide(merchant, request.ip)).blocked) throw new DomainError('blockip');
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
