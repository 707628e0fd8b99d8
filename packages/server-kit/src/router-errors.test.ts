import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, installContractHttp } from '@ficha/contract/server';
import { serverOptions } from './fastify-options.ts';
import { sendRawHttp } from './raw-http.ts';
import { routerErrorProbes } from './router-error-probes.ts';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify(serverOptions({ service: 'test', logLevel: 'silent', trustProxy: 'false' }));
  installContractHttp(app);
  app.get('/items/:id', async () => ({ success: true, value: 'item' }));
  app.post('/echo', async (request) => ({ success: true, value: request.body }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

describe('router-level failures over a real socket', () => {
  it.each(routerErrorProbes({ path: '/items/1', postPath: '/echo' }))(
    'answers $name with $status $errorCode in the envelope',
    async ({ request, status, errorCode }) => {
      const answer = await sendRawHttp(port, request);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(JSON.parse(answer.body)).toEqual({ success: false, errorCode, message: errorMessage(errorCode, 'ES') });
    },
  );

  it('answers a client that keeps sending its 100 KB URL with the whole 431 envelope', async () => {
    const request = `GET /items/1?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    const answer = await sendRawHttp(port, request, { chunkBytes: 4096 });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'request_too_large' });
  });

  it('answers a path parameter over the length limit with the envelope', async () => {
    const answer = await sendRawHttp(
      port,
      `GET /items/${'x'.repeat(500)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('words the envelope in the language the request named, for the router and for the HTTP parser', async () => {
    const badUrl = await sendRawHttp(
      port,
      'GET /%c0%ae HTTP/1.1\r\nHost: 127.0.0.1\r\nLanguage: EN\r\nConnection: close\r\n\r\n',
    );
    expect(JSON.parse(badUrl.body).message).toBe(errorMessage('request_param_err', 'EN'));
    const tooLarge = await sendRawHttp(
      port,
      `GET /items/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nLanguage: EN\r\nX-Filler: ${'b'.repeat(40_000)}\r\n\r\n`,
    );
    expect(tooLarge.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(tooLarge.body).message).toBe(errorMessage('request_too_large', 'EN'));
  });
});
