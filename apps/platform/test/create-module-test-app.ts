import { installContractHttp, openTestDatabase, serverOptions, type EndpointBinder } from '@ficha/contract/server';
import Fastify from 'fastify';
import { createDb, migratePlatform, type Db } from '../src/db/database.ts';
import { seedDemo } from '../src/db/seed/seed-demo.ts';
import { createAuditService } from '../src/modules/audit/audit.service.ts';
import { createMerchantService } from '../src/modules/merchants/merchants.service.ts';
import { consoleRoutes } from '../src/modules/operators/console.routes.ts';
import { createOperatorService } from '../src/modules/operators/operators.service.ts';
import type { TestApp } from './create-test-app.ts';

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A module's routes on their own, before the composition root wires them: the contract binding, the request's
 * merchant (from the Merchant header or the host) and operator (console calls), console login, on a fresh
 * seeded database. Only the resolution the module routes read is installed, not the whole access hook.
 */
export async function createModuleTestApp(bindRoutes: (bind: EndpointBinder, db: Db) => void): Promise<TestApp> {
  const { connection, drop } = await openTestDatabase();
  await migratePlatform(connection);
  await seedDemo(connection);
  const db = createDb(connection);
  const app = Fastify(serverOptions({ service: 'platform', logLevel: 'silent', trustProxy: 'false' }));
  const audit = createAuditService(db);
  const merchants = createMerchantService(db, { audit, defaultMerchantCode: 'demo' });
  const operators = createOperatorService(db, { merchants, sessionTtlMs: 60 * 60_000 });
  const bind = installContractHttp(app, { fallbackLanguage: (request) => request.merchant?.defaultLanguage });
  app.decorateRequest('merchant', null);
  app.decorateRequest('operator', null);
  app.addHook('preHandler', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return;
    if (endpoint.auth === 'operator') {
      request.operator = await operators.authenticate(firstHeader(request.headers['authorization']));
      request.merchant = await merchants.byId(request.operator.merchantId);
    } else if (endpoint.tag !== 'console') {
      request.merchant = await merchants.resolve(firstHeader(request.headers['merchant']), request.hostname);
    }
  });
  consoleRoutes(bind, { operators, merchants, audit });
  bindRoutes(bind, db);
  await app.ready();
  return {
    app,
    db,
    connection,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
