import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { clientErrorReply, frameworkErrorReply } from './router-errors.ts';

/**
 * Fastify options both servers share: pino logs tagged with the service, request ids taken from
 * `x-request-id` when it looks like one, the proxy trust setting, strict body limits, and router-level failures
 * (bad URL encoding, unknown method, headers or URL too large) answered in the envelope.
 */
export function serverOptions(options: {
  service: string;
  logLevel: string;
  /** The TRUST_PROXY setting as written in the environment. */
  trustProxy: string;
}): FastifyServerOptions {
  return {
    logger:
      options.logLevel === 'silent'
        ? false
        : { level: options.logLevel, base: { service: options.service }, redact: ['req.headers.authorization'] },
    // A hop count works at run time though the type omits it.
    trustProxy: trustProxySetting(options.trustProxy) as FastifyServerOptions['trustProxy'],
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  };
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: `false` (nobody; the socket address is the client), `true` (any
 * peer — only behind a proxy that overwrites the header), a hop count, or a comma list of proxy IPs/CIDRs.
 */
export function trustProxySetting(value: string): boolean | number | string[] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
