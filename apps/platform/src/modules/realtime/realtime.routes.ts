import {
  DomainError,
  realtimeAuthTimeoutMs,
  realtimeClientMessageSchema,
  realtimeCloseCode,
  realtimePath,
  type ErrorCode,
} from '@ficha/contract';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { isTrial } from '../members/member-roles.ts';
import type { RegionService } from '../region/region.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { sendMessage, type RealtimeHub, type Subscriber } from './realtime-hub.ts';

export interface RealtimeRouteDeps {
  hub: RealtimeHub;
  sessions: SessionService;
  merchants: MerchantService;
  region: RegionService;
}

/** The merchant may be named in the URL (not a secret) when the host does not name it. */
const querySchema = z.object({ merchant: z.string().min(1).max(64).optional() });

function parseClientMessage(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) {
  if (isBinary) return undefined;
  try {
    const parsed = realtimeClientMessageSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
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
  app.get(realtimePath, { websocket: true }, (socket, request) => acceptSocket(socket, request, deps));
}

function acceptSocket(socket: WebSocket, request: FastifyRequest, deps: RealtimeRouteDeps): void {
  let state: 'waiting' | 'authenticating' | 'open' | 'closed' = 'waiting';
  let subscriber: Subscriber | undefined;
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
    if (message.type === 'ping') {
      if (state === 'open') sendMessage(socket, { type: 'pong' });
      else refuse('CUSTOMER_NOT_LOGIN');
      return;
    }
    if (state !== 'waiting') return refuse('request_param_err');
    state = 'authenticating';
    clearTimeout(authTimer);
    authenticate(message.token, request, deps).then(
      (identity) => {
        if (state === 'closed') return;
        state = 'open';
        subscriber = { socket, ...identity, isAlive: true };
        deps.hub.add(subscriber);
        sendMessage(socket, { type: 'ready' });
      },
      (error: unknown) => {
        if (error instanceof DomainError) return refuse(error.code);
        request.log.error({ err: error }, 'realtime: authentication failed');
        if (socket.readyState === socket.OPEN) socket.close(1011);
      },
    );
  });
}

/** The same gates as a member call: merchant, maintenance, region, a live session of that merchant. */
async function authenticate(token: string, request: FastifyRequest, deps: RealtimeRouteDeps) {
  const query = querySchema.safeParse(request.query);
  if (!query.success) throw new DomainError('request_param_err');
  const merchant = await deps.merchants.resolve(query.data.merchant, request.hostname);
  if (merchant.maintenance) throw new DomainError('game_maintenance');
  if ((await deps.region.decide(merchant, request.ip)).blocked) throw new DomainError('blockip');
  const identity = await deps.sessions.authenticate(token, merchant.id);
  // spec: §6 — a trial account has no wallet and no mail: nothing to push.
  if (isTrial(identity.member, merchant)) throw new DomainError('in_need_true_account');
  return { merchantId: merchant.id, memberId: identity.member.id, sessionId: identity.sessionId };
}
