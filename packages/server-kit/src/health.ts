import type { FastifyInstance } from 'fastify';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers too). */
export function healthRoutes(app: FastifyInstance, ping: () => Promise<void>) {
  app.get('/healthz', async () => ({ success: true, value: { status: 'ok' } }));
  app.get('/readyz', async (request, reply) => {
    try {
      await ping();
      return { success: true, value: { status: 'ready' } };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ success: false, errorCode: 'system_busy', message: 'database unavailable' });
    }
  });
}
