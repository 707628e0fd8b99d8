import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The JSON bodies kept as received, for the requests whose signature covers the raw bytes. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The request's JSON body exactly as received, when its route keeps it (signed calls); else undefined. */
export function rawJsonBody(request: FastifyRequest): string | undefined {
  return rawBodies.get(request);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * JSON bodies in UTF-8 only: a body that is not valid UTF-8 (an overlong sequence, a lone continuation byte) is
 * refused instead of being read with replacement characters, and one that names another charset is refused as
 * unsupported. Parsing stays Fastify's, with its `__proto__` and `constructor` poisoning checks. The text of the
 * requests `keepRaw` picks is kept for `rawJsonBody` (signatures are over the raw bytes; the parsed body loses
 * spacing and key order).
 */
export function installStrictJson(app: FastifyInstance, keepRaw: (request: FastifyRequest) => boolean = () => false) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = /;\s*charset="?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      done(httpError(415, `unsupported charset ${charset}`), undefined);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(httpError(400, 'the body is not valid UTF-8'), undefined);
      return;
    }
    if (keepRaw(request)) rawBodies.set(request, text);
    parseJson(request, text, done);
  });
}
