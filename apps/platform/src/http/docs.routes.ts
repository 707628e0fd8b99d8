import { platformEndpoints, seamlessEndpoints, seamlessGuide } from '@ficha/contract';
import { buildOpenApiDocument, renderDocsPage } from '@ficha/contract/server';
import type { FastifyInstance } from 'fastify';

/** OpenAPI of the platform API, generated from the contract: `/docs` (HTML) and `/docs/openapi.json`. */
export function docsRoutes(app: FastifyInstance) {
  const document = buildOpenApiDocument(
    [...platformEndpoints, ...seamlessEndpoints],
    {
      title: 'Ficha platform API',
      version: '1',
      description:
        'Every call answers the envelope { success, value } or { success: false, errorCode, message }. ' +
        'Headers: Merchant, Authorization (raw session token), Language. Encrypted calls: see x-encrypted. ' +
        'Game providers: see the seamless section.',
    },
    [{ name: 'seamless', description: seamlessGuide }],
  );
  const page = renderDocsPage(document, '/docs/openapi.json');
  app.get('/docs/openapi.json', async () => document);
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
