import type { FastifyInstance } from 'fastify';

/** Content-Security-Policy directives by name, each with its sources (`'self'`, `https:`, an origin). */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * What every page of ours starts from (QUALITY.md "Security"): only our own scripts, no plugins, no foreign
 * `<base>`, and framed by nobody but ourselves. A server adds the sources its pages need.
 */
export const baseCspDirectives: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** The policy text of some directives, in the order given. */
export function contentSecurityPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The headers besides the policy that every answer carries. */
const fixedHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * The headers of an answer written outside a server's hooks (a router or HTTP-parser failure): a JSON error
 * needs nothing, so its policy allows nothing.
 */
export const bareAnswerSecurityHeaders: Readonly<Record<string, string>> = {
  ...fixedHeaders,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * Security headers on every answer of a server: `nosniff`, the referrer policy and the server's
 * Content-Security-Policy. A route that sets its own policy (a game page framed by one merchant's site) keeps it.
 */
export function installSecurityHeaders(app: FastifyInstance, directives: CspDirectives): void {
  const policy = contentSecurityPolicy(directives);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(fixedHeaders);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
  });
}
