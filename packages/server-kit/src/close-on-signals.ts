import type { FastifyInstance } from 'fastify';
import type { SqlConnection } from './sql-connection.ts';

/** A provider server's shutdown: on SIGINT or SIGTERM the app closes, then its database connection. */
export function closeOnSignals(app: FastifyInstance, connection: SqlConnection) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app
        .close()
        .then(() => connection.close())
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exitCode = 1;
        });
    });
  }
}
