import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { signatureHeaders } from '../seamless.ts';
import { installContractHttp } from './http.ts';
import { signedCaller } from './signed-caller.ts';
import { signPayload } from './signature.ts';

const secret = 'secret-of-the-signature-tests';

const call = (method: 'GET' | 'POST', auth: 'provider' | 'none', path: string, request: z.ZodType) =>
  defineEndpoint({
    name: `${method}${path}`,
    method,
    path,
    auth,
    tag: 'test',
    summary: 'A call of the signature tests',
    request,
    response: z.looseObject({}),
  });

describe('signedCaller', () => {
  let app: FastifyInstance;
  let handled: unknown[];

  beforeAll(async () => {
    app = Fastify({ logger: false });
    const platform = signedCaller({ find: (code) => (code === 'PLATFORM' ? { caller: code, secret } : undefined) });
    const binder = installContractHttp(app, { callers: { provider: platform.resolve } });
    binder.bind(call('GET', 'none', '/open', z.object({})), async () => ({ open: true }));
    binder.bind(call('POST', 'provider', '/signed', z.looseObject({})), async (input) => {
      handled.push(input);
      return { received: input };
    });
    binder.bind(call('GET', 'provider', '/signed', z.looseObject({})), async (input) => {
      handled.push(input);
      return { received: input };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    handled = [];
  });

  const post = (raw: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/signed',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [signatureHeaders.provider]: 'PLATFORM',
        [signatureHeaders.signature]: signPayload(secret, raw),
        ...headers,
      },
    });

  it('accepts a POST signed over the raw body exactly as sent, spacing and key order kept', async () => {
    const raw = `{ "timestamp": ${Date.now()},   "requestId": "req-00000001" }`;
    const response = await post(raw);
    expect(response.statusCode).toBe(200);
    expect(handled).toHaveLength(1);
  });

  it('refuses a POST whose body differs from the signed one, without running the handler', async () => {
    const raw = JSON.stringify({ requestId: 'req-00000001', timestamp: Date.now(), amount: 1 });
    const response = await post(raw.replace('"amount":1', '"amount":100'), {
      [signatureHeaders.signature]: signPayload(secret, raw),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'INVALID_SIGNATURE' });
    expect(handled).toEqual([]);
  });

  it('refuses a stale POST with REQUEST_EXPIRED, without running the handler', async () => {
    const response = await post(JSON.stringify({ requestId: 'req-00000001', timestamp: Date.now() - 6 * 60_000 }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'REQUEST_EXPIRED' });
    expect(handled).toEqual([]);
  });

  it('refuses a missing X-Signature or a wrong X-Provider', async () => {
    const raw = JSON.stringify({ requestId: 'req-00000001', timestamp: Date.now() });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/signed',
      payload: raw,
      headers: { 'content-type': 'application/json', [signatureHeaders.provider]: 'PLATFORM' },
    });
    expect(unsigned.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
    const stranger = await post(raw, { [signatureHeaders.provider]: 'SOMEONE' });
    expect(stranger.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
    expect(handled).toEqual([]);
  });

  it('answers request_param_err to a signed POST with a malformed JSON body or no timestamp', async () => {
    const malformed = await post('{"requestId":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorCode: 'request_param_err' });
    const undated = await post(JSON.stringify({ requestId: 'req-00000001', timestamp: 'soon' }));
    expect(undated.statusCode).toBe(400);
    expect(undated.json()).toMatchObject({ errorCode: 'request_param_err', fields: [{ field: 'timestamp' }] });
    expect(handled).toEqual([]);
  });

  it('signs a GET over the query string exactly as sent, percent-encoding included', async () => {
    const query = `requestId=req%2D00000001&timestamp=${Date.now()}`;
    const headers = {
      [signatureHeaders.provider]: 'PLATFORM',
      [signatureHeaders.signature]: signPayload(secret, query),
    };
    const response = await app.inject({ method: 'GET', url: `/signed?${query}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ received: { requestId: 'req-00000001', timestamp: expect.any(String) } });
    const decoded = query.replace('%2D', '-');
    const reencoded = await app.inject({ method: 'GET', url: `/signed?${decoded}`, headers });
    expect(reencoded.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
  });

  it('leaves routes outside its scope unsigned', async () => {
    const response = await app.inject({ method: 'GET', url: '/open' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ open: true });
  });
});
