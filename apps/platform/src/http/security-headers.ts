import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /**
   * Origins of the game servers the site frames and shows icons from besides any https origin: the demo's
   * own game server runs on plain http in development (`GAMES_PUBLIC_URL`).
   */
  gameOrigins?: readonly string[];
}

/** Security headers on every answer (QUALITY.md "Security"). Game frames may come from any https origin. */
export function installSecurityHeaders(app: FastifyInstance, { gameOrigins = [] }: SecurityHeaderOptions = {}) {
  const extra = gameOrigins.map((origin) => ` ${origin}`).join('');
  const policy =
    `default-src 'self'; img-src 'self' data: https:${extra}; style-src 'self' 'unsafe-inline'; script-src 'self'; ` +
    `connect-src 'self'; frame-src 'self' https:${extra}; object-src 'none'; base-uri 'self'; frame-ancestors 'self'`;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('content-security-policy', policy);
  });
}
