import { baseCspDirectives, installSecurityHeaders as installHeaders } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /**
   * Origins of the game servers the site frames and shows icons from besides any https origin: the demo's
   * own game server and lottery run on plain http in development (`GAMES_PUBLIC_URL`, `LOTTERY_PUBLIC_URL`).
   */
  gameOrigins?: readonly string[];
}

/**
 * Security headers on every answer (QUALITY.md "Security"), from the policy every server shares: the site and the
 * console add inline styles, data: and https images and game frames from any https origin; nobody but the site
 * itself frames them.
 */
export function installSecurityHeaders(app: FastifyInstance, { gameOrigins = [] }: SecurityHeaderOptions = {}) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installHeaders(app, {
    ...baseCspDirectives,
    'img-src': ["'self'", 'data:', 'https:', ...gameOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-src': ["'self'", 'https:', ...gameOrigins],
  });
}
