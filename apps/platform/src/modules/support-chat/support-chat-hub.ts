import type { SupportImServerMessage } from '@ficha/contract';
import { realtimeCloseCode } from '@ficha/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { OperatorService } from '../operators/operators.service.ts';
import { pingAll, trackPongs } from '../realtime/socket-hub.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { supportChatEventSchema, type SupportChatEvent } from './support-chat-channel.ts';

/** Who holds an IM socket: a player (by member), a visitor (by its conversation) or an operator (by merchant). */
export type ImIdentity =
  | { role: 'member'; merchantId: number; memberId: number; sessionId: string }
  | { role: 'visitor'; merchantId: number; conversationId: number }
  | { role: 'operator'; merchantId: number; operatorId: number; tokenHash: string };

export interface ImSubscriber {
  socket: WebSocket;
  identity: ImIdentity;
  isAlive: boolean;
}

function sendImMessage(socket: WebSocket, message: SupportImServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Whether an event concerns the socket: operators see their merchant's, a customer only its own conversation. */
function concerns(identity: ImIdentity, event: SupportChatEvent): boolean {
  if (identity.merchantId !== event.merchantId) return false;
  if (event.type === 'typing' && (identity.role === 'operator') === (event.author === 'operator')) return false;
  if (identity.role === 'operator') return true;
  if (identity.role === 'member') return event.memberId === identity.memberId;
  return event.memberId === null && event.conversationId === identity.conversationId;
}

function toServerMessage(event: SupportChatEvent): SupportImServerMessage {
  switch (event.type) {
    case 'message':
      return { type: 'message', conversationId: event.conversationId, messageId: event.messageId };
    case 'typing':
      return { type: 'typing', conversationId: event.conversationId, author: event.author };
    case 'conversation':
      return { type: 'conversation', conversationId: event.conversationId };
  }
}

/**
 * This instance's IM sockets, by merchant. Channel events (from any instance, through Postgres) go to the sockets
 * they concern; a heartbeat pings every socket, ends the ones that missed the previous ping, and closes the ones
 * whose member or operator session ended meanwhile.
 */
export function createSupportChatHub(deps: {
  sessions: SessionService;
  operators: OperatorService;
  log: FastifyBaseLogger;
}) {
  const byMerchant = new Map<number, Set<ImSubscriber>>();
  const all = () => [...byMerchant.values()].flatMap((set) => [...set]);
  const signedOut = (subscriber: ImSubscriber) =>
    subscriber.socket.close(
      realtimeCloseCode(subscriber.identity.role === 'operator' ? 'operator_not_login' : 'CUSTOMER_NOT_LOGIN'),
      subscriber.identity.role === 'operator' ? 'operator_not_login' : 'CUSTOMER_NOT_LOGIN',
    );
  return {
    add(subscriber: ImSubscriber): void {
      const set = byMerchant.get(subscriber.identity.merchantId) ?? new Set();
      set.add(subscriber);
      byMerchant.set(subscriber.identity.merchantId, set);
      trackPongs(subscriber);
    },
    remove(subscriber: ImSubscriber): void {
      const set = byMerchant.get(subscriber.identity.merchantId);
      set?.delete(subscriber);
      if (set?.size === 0) byMerchant.delete(subscriber.identity.merchantId);
    },
    /** A NOTIFY payload from the channel. */
    deliver(payload: string): void {
      let event: SupportChatEvent;
      try {
        event = supportChatEventSchema.parse(JSON.parse(payload));
      } catch (error) {
        deps.log.warn({ err: error }, 'support chat: unreadable channel message dropped');
        return;
      }
      const message = toServerMessage(event);
      for (const subscriber of byMerchant.get(event.merchantId) ?? []) {
        if (concerns(subscriber.identity, event)) sendImMessage(subscriber.socket, message);
      }
    },
    /** Tells every socket that announcements may have been missed. */
    resync(): void {
      for (const subscriber of all()) sendImMessage(subscriber.socket, { type: 'resync' });
    },
    /** One heartbeat: dead sockets end, live ones are pinged, sockets of ended sessions close. */
    async beat(): Promise<void> {
      const subscribers = all();
      pingAll(subscribers);
      const sessionIds = new Set<string>();
      const tokenHashes = new Set<string>();
      for (const { identity } of subscribers) {
        if (identity.role === 'member') sessionIds.add(identity.sessionId);
        if (identity.role === 'operator') tokenHashes.add(identity.tokenHash);
      }
      const [liveSessions, liveOperators] = await Promise.all([
        sessionIds.size > 0 ? deps.sessions.liveIds([...sessionIds]) : new Set<string>(),
        tokenHashes.size > 0 ? deps.operators.liveTokenHashes([...tokenHashes]) : new Set<string>(),
      ]);
      for (const subscriber of subscribers) {
        const { identity } = subscriber;
        if (identity.role === 'member' && !liveSessions.has(identity.sessionId)) signedOut(subscriber);
        if (identity.role === 'operator' && !liveOperators.has(identity.tokenHash)) signedOut(subscriber);
      }
    },
    /** How many IM sockets are signed in here (for tests). */
    size: () => all().length,
  };
}

export type SupportChatHub = ReturnType<typeof createSupportChatHub>;
