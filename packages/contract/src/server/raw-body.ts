import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Keeps the JSON bodies of an encapsulated scope exactly as received (signatures are over the raw bytes;
 * the parsed body loses spacing and key order). Call inside `app.register`; other scopes keep the default
 * parser. Returns the reader of a request's raw body (`undefined` when it had none).
 */
export function captureRawJsonBodies(
  scope: FastifyInstance,
  options: { bodyLimit?: number } = {},
): (request: FastifyRequest) => string | undefined {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: options.bodyLimit ?? 65_536 },
    (request, body, done) => {
      rawBodies.set(request, String(body));
      parseJson(request, String(body), done);
    },
  );
  return (request) => rawBodies.get(request);
}
