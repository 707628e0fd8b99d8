import { realtimeCloseCode, toWireMoney, type RealtimeServerMessage } from '@ficha/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionService } from '../sessions/sessions.service.ts';
import { channelMessageSchema, type ChannelMessage } from './realtime-channel.ts';
import { pingAll, trackPongs } from './socket-hub.ts';

/** A signed-in socket: whose it is, and whether it answered the last ping. */
export interface Subscriber {
  socket: WebSocket;
  merchantId: number;
  memberId: number;
  sessionId: string;
  isAlive: boolean;
}

const memberKey = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;

function sendMessage(socket: WebSocket, message: RealtimeServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Closes a socket of a session that is no longer valid: the client must sign in again. */
function closeSignedOut(socket: WebSocket): void {
  socket.close(realtimeCloseCode('CUSTOMER_NOT_LOGIN'), 'CUSTOMER_NOT_LOGIN');
}

type MemberEvent = Extract<ChannelMessage, { kind: 'member' }>['event'];

function toServerMessage(event: MemberEvent): RealtimeServerMessage {
  // The bonus wallet's moves carry no amount the header could apply: the site reads its balance again.
  if (event.type === 'bonus_moved') return { type: 'resync' };
  if (event.type === 'balance') {
    return {
      type: 'balance',
      currency: event.currency,
      balance: toWireMoney(BigInt(event.balanceMinor)),
      entryId: event.entryId,
    };
  }
  return {
    type: 'notice',
    key: event.key,
    time: event.at,
    ...(event.amountMinor === undefined ? {} : { amount: toWireMoney(BigInt(event.amountMinor)) }),
  };
}

/**
 * This instance's signed-in sockets, by member. Channel notifications (from any instance, through Postgres)
 * go to the sockets of their member; a heartbeat pings every socket, ends the ones that missed the previous
 * ping, and closes the ones whose session was revoked or expired meanwhile.
 */
export function createRealtimeHub(deps: { sessions: SessionService; log: FastifyBaseLogger }) {
  const byMember = new Map<string, Set<Subscriber>>();

  const all = () => [...byMember.values()].flatMap((set) => [...set]);

  return {
    add(subscriber: Subscriber): void {
      const key = memberKey(subscriber.merchantId, subscriber.memberId);
      const set = byMember.get(key) ?? new Set();
      set.add(subscriber);
      byMember.set(key, set);
      trackPongs(subscriber);
    },

    remove(subscriber: Subscriber): void {
      const key = memberKey(subscriber.merchantId, subscriber.memberId);
      const set = byMember.get(key);
      set?.delete(subscriber);
      if (set?.size === 0) byMember.delete(key);
    },

    /** A NOTIFY payload from the channel. */
    deliver(payload: string): void {
      let parsed: ChannelMessage;
      try {
        parsed = channelMessageSchema.parse(JSON.parse(payload));
      } catch (error) {
        deps.log.warn({ err: error }, 'realtime: unreadable channel message dropped');
        return;
      }
      if (parsed.kind === 'session_revoked') {
        for (const subscriber of all())
          if (subscriber.sessionId === parsed.sessionId) closeSignedOut(subscriber.socket);
        return;
      }
      const subscribers = byMember.get(memberKey(parsed.merchantId, parsed.memberId));
      if (!subscribers) return;
      const message = toServerMessage(parsed.event);
      for (const subscriber of subscribers) sendMessage(subscriber.socket, message);
    },

    /** Tells every socket that events may have been missed. */
    resync(): void {
      for (const subscriber of all()) sendMessage(subscriber.socket, { type: 'resync' });
    },

    /** One heartbeat: dead sockets end, live ones are pinged, sockets of ended sessions close. */
    async beat(): Promise<void> {
      const subscribers = all();
      pingAll(subscribers);
      if (subscribers.length === 0) return;
      const live = await deps.sessions.liveIds([...new Set(subscribers.map((s) => s.sessionId))]);
      for (const subscriber of subscribers) if (!live.has(subscriber.sessionId)) closeSignedOut(subscriber.socket);
    },

    /** How many sockets are signed in here (for metrics and tests). */
    size: () => all().length,
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
