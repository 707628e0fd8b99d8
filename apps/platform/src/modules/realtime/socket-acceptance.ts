import { DomainError, realtimeAuthTimeoutMs, realtimeCloseCode, type ErrorCode } from '@ficha/contract';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { RegionService } from '../region/region.service.ts';

type ClientMessage = { type: string };
type Auth<C> = Extract<C, { type: 'auth' }>;
type Other<C> = Exclude<C, { type: 'auth' } | { type: 'ping' }>;

export interface SocketAcceptance<C extends ClientMessage, I> {
  /** The client messages of this socket (`auth` first, `ping` any time after). */
  schema: z.ZodType<C>;
  /** Who the `auth` message names; a DomainError closes the socket with its code. */
  authenticate: (message: Auth<C>) => Promise<I>;
  /** The socket is signed in (answered `ready`): registers it; answers how to unregister it. */
  open: (identity: I) => () => void;
  /** Any other message once signed in. */
  message?: (identity: I, message: Other<C>) => void;
  /** For the logs. */
  name: string;
}

function parse<C>(schema: z.ZodType<C>, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): C | undefined {
  if (isBinary) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const send = (socket: WebSocket, message: { type: string }) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * The life of one of our sockets (decisions 0007, 0044): the first message authenticates it within
 * `realtimeAuthTimeoutMs`; then `ping` is answered `pong` and other messages go to `message`. Anything unreadable,
 * a second `auth`, or talk before signing in closes it with a 4xxx code and the error key as the reason.
 */
export function acceptSocket<C extends ClientMessage, I>(
  socket: WebSocket,
  request: FastifyRequest,
  acceptance: SocketAcceptance<C, I>,
): void {
  let state: 'waiting' | 'authenticating' | 'open' | 'closed' = 'waiting';
  let identity: I | undefined;
  let unregister: (() => void) | undefined;
  const refuse = (code: ErrorCode) => {
    if (socket.readyState === socket.OPEN) socket.close(realtimeCloseCode(code), code);
  };
  const authTimer = setTimeout(() => refuse('CUSTOMER_NOT_LOGIN'), realtimeAuthTimeoutMs);

  socket.on('close', () => {
    state = 'closed';
    clearTimeout(authTimer);
    unregister?.();
  });

  socket.on('message', (data, isBinary) => {
    const message = parse(acceptance.schema, data, isBinary);
    if (!message) return refuse('request_param_err');
    if (message.type !== 'auth') {
      if (state !== 'open' || identity === undefined) return refuse('CUSTOMER_NOT_LOGIN');
      if (message.type === 'ping') return send(socket, { type: 'pong' });
      return acceptance.message?.(identity, message as Other<C>);
    }
    if (state !== 'waiting') return refuse('request_param_err');
    state = 'authenticating';
    clearTimeout(authTimer);
    acceptance.authenticate(message as Auth<C>).then(
      (signedIn) => {
        if (state === 'closed') return;
        state = 'open';
        identity = signedIn;
        unregister = acceptance.open(signedIn);
        send(socket, { type: 'ready' });
      },
      (error: unknown) => {
        if (error instanceof DomainError) return refuse(error.code);
        request.log.error({ err: error }, `${acceptance.name}: authentication failed`);
        if (socket.readyState === socket.OPEN) socket.close(1011);
      },
    );
  });
}

/** The merchant may be named in the URL (not a secret) when the host does not name it. */
const querySchema = z.object({ merchant: z.string().min(1).max(64).optional() });

/** The site's gates for a socket, as for a member call: the merchant, its maintenance, the visitor's region. */
export async function socketMerchant(
  request: FastifyRequest,
  deps: { merchants: MerchantService; region: RegionService },
): Promise<Merchant> {
  const query = querySchema.safeParse(request.query);
  if (!query.success) throw new DomainError('request_param_err');
  const merchant = await deps.merchants.resolve(query.data.merchant, request.hostname);
  if (merchant.maintenance) throw new DomainError('game_maintenance');
  if ((await deps.region.decide(merchant, request.ip)).blocked) throw new DomainError('blockip');
  return merchant;
}
