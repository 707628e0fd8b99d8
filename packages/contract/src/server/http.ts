import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, EndpointAuth, EndpointParsedInput, EndpointResult } from '../endpoint.ts';
import { fail, ok } from '../envelope.ts';
import { DomainError, errorStatus, type ErrorCode } from '../errors.ts';
import { defaultLanguage, toLanguageCode, type LanguageCode } from '../languages.ts';
import { errorMessage } from '../messages/index.ts';
import { parseEncryptionHeader } from './decryption.ts';
import { PreparedAnswer, prepareAnswer } from './prepared-answer.ts';
import { fieldErrorsFromZod } from './field-errors.ts';
import { fieldWithNullCharacter } from './null-character.ts';
import { installStrictJson } from './strict-json.ts';

/**
 * Finds out who calls a route before its input is read: sets what the server keeps on the request (the member,
 * the operator, the provider, the game session…) or throws the `DomainError` that refuses the call.
 */
export type CallerResolver = (request: FastifyRequest, endpoint: Endpoint) => Promise<void> | void;

/** The resolvers a server has, by the `auth` of the endpoints they serve; `none` may run for public calls too. */
export type CallerResolvers = Partial<Record<EndpointAuth, CallerResolver>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves; hooks read its auth and module requirements. */
    endpoint?: Endpoint;
  }
}

export interface ContractHttpOptions {
  /** Opens an encrypted body; given the key id, the wrapped key and the sealed value. */
  decrypt?: (keyId: string, wrappedKey: string, value: string) => Promise<unknown>;
  /** The language for messages when the request names none (e.g. the merchant default). */
  fallbackLanguage?: (request: FastifyRequest) => LanguageCode | undefined;
  /** Gets a chance to answer an unknown path (e.g. a page of a single-page app); true when it did. */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /**
   * Runs a route's work (decryption, validation, the handler) under an admission gate, or refuses it at once
   * (e.g. bounded concurrency for credential calls); absent: the work runs at once.
   */
  admission?: <T>(endpoint: Endpoint, request: FastifyRequest, work: () => Promise<T>) => Promise<T>;
  /**
   * Who may call, by endpoint `auth`: each bound route first runs the resolver of its endpoint's `auth` (public
   * routes the `none` one, when given). Binding an endpoint whose `auth` has no resolver fails at start.
   */
  callers?: CallerResolvers;
  /**
   * Failures that mean a service the call needs is away (the database restarting): answered 503 `system_busy`
   * with `Retry-After: 1` instead of the 500 of an unexpected error, logged as a warning.
   */
  unavailable?: (error: unknown) => boolean;
}

/** The largest body of a signed call (its raw text is kept for the signature). */
const signedBodyLimit = 65_536;

/**
 * A handler answers its endpoint's result, or that result's bytes prepared ahead (`PreparedAnswer`), or the reply
 * itself once it has sent it (a file streamed out, outside the envelope).
 */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointParsedInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | PreparedAnswer<E> | FastifyReply>;

export interface EndpointBinder {
  bind<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): void;
}

/** The request's language: the `Language` header when it names a known language, else the fallback. */
export function requestLanguage(request: FastifyRequest, fallback?: LanguageCode): LanguageCode {
  const header = request.headers['language'];
  return toLanguageCode(Array.isArray(header) ? header[0] : header) ?? fallback ?? defaultLanguage;
}

/**
 * Installs the contract's HTTP conventions on a Fastify instance: the form parser, one error handler
 * mapping `DomainError` to the envelope and status (5xx details hidden), and an envelope 404.
 * Returns the binder that turns endpoints into routes.
 */
export function installContractHttp(app: FastifyInstance, options: ContractHttpOptions = {}): EndpointBinder {
  const languageOf = (request: FastifyRequest) => requestLanguage(request, options.fallbackLanguage?.(request));

  installStrictJson(app, (request) => request.routeOptions.config.endpoint?.auth === 'provider');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const sendError = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode, error?: DomainError) => {
    const status = errorStatus[code];
    return reply
      .status(status)
      .send(fail(code, errorMessage(code, languageOf(request)), { fields: error?.fields, value: error?.value }));
  };

  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) return sendError(request, reply, error.code, error);
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413 || status === 415 || (status >= 400 && status < 500)) {
      if (status === 405) return sendError(request, reply, 'http_method_not_support');
      if (status === 429) return sendError(request, reply, 'TOO_MANY_REQUESTS');
      return sendError(request, reply, 'request_param_err');
    }
    if (options.unavailable?.(error)) {
      request.log.warn({ err: error }, 'a service the call needs is unavailable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(fail('system_busy', errorMessage('system_busy', languageOf(request))));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'system_busy');
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.notFound?.(request, reply)) return reply;
    return sendError(request, reply, 'not_found');
  });

  return {
    bind(endpoint, handler) {
      const preparedOfFrozen = new WeakMap<object, PreparedAnswer>();
      /**
       * The answer's bytes ahead of time when it has them: a prepared answer, or a frozen one (a cached answer,
       * shared by many requests and never changed), checked and serialised once.
       */
      const preparedOf = (result: unknown): PreparedAnswer | undefined => {
        if (result instanceof PreparedAnswer) return result;
        if (typeof result !== 'object' || result === null || !Object.isFrozen(result)) return undefined;
        let prepared = preparedOfFrozen.get(result);
        if (prepared === undefined) {
          prepared = prepareAnswer(endpoint, result as EndpointResult<typeof endpoint>);
          preparedOfFrozen.set(result, prepared);
        }
        return prepared;
      };
      const resolveCaller = options.callers?.[endpoint.auth];
      if (!resolveCaller && endpoint.auth !== 'none') {
        throw new Error(`${endpoint.name}: this server resolves no ${endpoint.auth} callers`);
      }
      const hasPathParams = endpoint.path.includes('/:');
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { endpoint },
        ...(endpoint.bodyLimit || endpoint.auth === 'provider'
          ? { bodyLimit: endpoint.bodyLimit ?? signedBodyLimit }
          : {}),
        ...(resolveCaller ? { preHandler: async (request: FastifyRequest) => resolveCaller(request, endpoint) } : {}),
        handler: admitted(endpoint, async (request, reply) => {
          let raw: unknown = endpoint.method === 'GET' ? request.query : (request.body ?? {});
          // Path parameters (`/rounds/:roundId`) are input like the rest.
          if (hasPathParams) raw = { ...(raw as object), ...(request.params as object) };
          if (endpoint.encrypted) {
            const sealed = raw as { value?: unknown } | null;
            if (!options.decrypt || typeof sealed?.value !== 'string') throw new DomainError('request_body_required');
            const header = request.headers['encryption'];
            const { keyId, wrappedKey } = parseEncryptionHeader(Array.isArray(header) ? header[0] : header);
            raw = await options.decrypt(keyId, wrappedKey, sealed.value);
          }
          const nulField = fieldWithNullCharacter(raw);
          if (nulField)
            throw new DomainError('request_param_err', { fields: [{ field: nulField, reason: 'invalid_format' }] });
          const parsed = endpoint.request.safeParse(raw);
          if (!parsed.success) throw new DomainError('request_param_err', { fields: fieldErrorsFromZod(parsed.error) });
          const result = await handler(parsed.data as EndpointParsedInput<typeof endpoint>, request, reply);
          // A handler that answered itself (a 204 without a body, a stream) is done.
          if (reply.sent || result === reply) return reply;
          // A handler that set an ETag the client already holds gets an empty 304 (RFC 9110 §13.1.2).
          if (endpoint.method === 'GET' && matchesIfNoneMatch(request, reply.getHeader('etag'))) {
            return reply.code(304).send();
          }
          const prepared = preparedOf(result);
          if (prepared) return reply.type('application/json; charset=utf-8').send(prepared.body);
          return ok(endpoint.response.parse(result) as EndpointResult<typeof endpoint>);
        }),
      });
    },
  };

  /** A route handler that runs under the admission option, when there is one. */
  function admitted<T>(
    endpoint: Endpoint,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<T>,
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<T> {
    const { admission } = options;
    if (!admission) return handler;
    return (request, reply) => admission(endpoint, request, () => handler(request, reply));
  }
}

/** Whether the request's `If-None-Match` names the answer's ETag (weak comparison, `*` matches any). */
function matchesIfNoneMatch(request: FastifyRequest, etag: unknown): boolean {
  const header = request.headers['if-none-match'];
  if (typeof etag !== 'string' || typeof header !== 'string') return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
