import { DomainError, realtimeClientMessageSchema, realtimePath } from '@ficha/contract';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { isTrial } from '../members/member-roles.ts';
import type { RegionService } from '../region/region.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import type { RealtimeHub, Subscriber } from './realtime-hub.ts';
import { acceptSocket, socketMerchant } from './socket-acceptance.ts';

export interface RealtimeRouteDeps {
  hub: RealtimeHub;
  sessions: SessionService;
  merchants: MerchantService;
  region: RegionService;
}

/**
 * Registers the WebSocket plugin (before any other route, so it sees every upgrade). Client messages are a
 * few bytes; anything larger closes the socket.
 */
export async function installWebSocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // Socket errors are mostly clients that vanished or sent an oversized frame: not the server's fault.
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error }, 'realtime socket error');
      socket.terminate();
    },
  });
}

/**
 * `GET /wps/ws`: one socket per signed-in member tab (docs/decisions/0007-realtime.md). The first message
 * authenticates it with the session token; anonymous, expired, revoked, trial and late sockets are closed
 * with a 4xxx code and the error key.
 */
export function realtimeRoutes(app: FastifyInstance, deps: RealtimeRouteDeps): void {
  app.get(realtimePath, { websocket: true }, (socket, request) =>
    acceptSocket(socket, request, {
      schema: realtimeClientMessageSchema,
      name: 'realtime',
      authenticate: (message) => authenticate(message.token, request, deps),
      open: (identity) => {
        const subscriber: Subscriber = { socket, ...identity, isAlive: true };
        deps.hub.add(subscriber);
        return () => deps.hub.remove(subscriber);
      },
    }),
  );
}

/** The same gates as a member call: merchant, maintenance, region, a live session of that merchant. */
async function authenticate(token: string, request: FastifyRequest, deps: RealtimeRouteDeps) {
  const merchant = await socketMerchant(request, deps);
  const identity = await deps.sessions.authenticate(token, merchant.id);
  // spec: §6 — a trial account has no wallet and no mail: nothing to push.
  if (isTrial(identity.member, merchant)) throw new DomainError('in_need_true_account');
  return { merchantId: merchant.id, memberId: identity.member.id, sessionId: identity.sessionId };
}
