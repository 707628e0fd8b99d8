import type { SqlConnection } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';
import { startSocketHub } from '../realtime/socket-hub.ts';
import type { OperatorService } from '../operators/operators.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { supportChatChannel } from './support-chat-channel.ts';
import { createSupportChatHub, type SupportChatHub } from './support-chat-hub.ts';

/**
 * The support chat's live side on this instance: the hub of its IM sockets, fed by a LISTEN on the chat's
 * channel (so a message posted through any instance reaches the sockets on every one), and its heartbeat.
 */
export function startSupportChatLive(
  app: FastifyInstance,
  deps: { connection: SqlConnection; sessions: SessionService; operators: OperatorService; heartbeatMs: number },
): Promise<SupportChatHub> {
  const hub = createSupportChatHub({ sessions: deps.sessions, operators: deps.operators, log: app.log });
  return startSocketHub(app, hub, { ...deps, channel: supportChatChannel, name: 'support-chat' });
}
