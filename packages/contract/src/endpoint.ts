import type { z } from 'zod';
import type { ModuleId } from './modules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone, a signed-in member (player, agent, trial), a console operator, a signed call of the
 * seamless protocol (`X-Provider` + `X-Signature`: a game provider calling the wallet, or the platform calling a
 * provider's `/rgs/v1/*`), or a game page holding a game session (`x-game-session`, on a provider's server).
 * Each server resolves the callers it has (`installContractHttp`'s `callers`).
 */
export type EndpointAuth = 'none' | 'member' | 'operator' | 'provider' | 'game';

/**
 * One call of the wire contract. GET inputs travel in the query string, the others in the body
 * (JSON, or a form when `bodyEncoding` says so; encrypted calls carry `{ value }` and an `Encryption` header).
 */
export interface Endpoint<TRequest extends z.ZodType = z.ZodType, TResponse extends z.ZodType = z.ZodType> {
  /** Plain name of what the call does, e.g. `getSystemStatus`. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly encrypted: boolean;
  /** The whitelabel module that must be on for the call to work, if any. */
  readonly moduleId: ModuleId | null;
  readonly bodyEncoding: 'json' | 'form';
  /** Largest request body in bytes, when the call carries more than the server default (an uploaded image). */
  readonly bodyLimit?: number;
  readonly summary: string;
  readonly tag: string;
  readonly request: TRequest;
  readonly response: TResponse;
}

type EndpointInit<TRequest extends z.ZodType, TResponse extends z.ZodType> = Omit<
  Endpoint<TRequest, TResponse>,
  'encrypted' | 'moduleId' | 'bodyEncoding'
> &
  Partial<Pick<Endpoint, 'encrypted' | 'moduleId' | 'bodyEncoding' | 'bodyLimit'>>;

export function defineEndpoint<TRequest extends z.ZodType, TResponse extends z.ZodType>(
  init: EndpointInit<TRequest, TResponse>,
): Endpoint<TRequest, TResponse> {
  return { encrypted: false, moduleId: null, bodyEncoding: 'json', ...init };
}

export type EndpointInput<E extends Endpoint> = z.input<E['request']>;
export type EndpointParsedInput<E extends Endpoint> = z.output<E['request']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;
export type EndpointResult<E extends Endpoint> = z.input<E['response']>;
