import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { installContractHttp } from './http.ts';

let checks = 0;
/** A response schema that counts how often an answer is checked against it (and drops unknown fields). */
const counted = z.object({ name: z.string(), items: z.array(z.number()) }).transform((value) => {
  checks += 1;
  return value;
});

const endpoint = (path: string) =>
  defineEndpoint({
    name: path,
    method: 'GET',
    path,
    auth: 'none',
    tag: 'test',
    summary: 'test answer',
    request: z.object({}),
    response: counted,
  });

const items = [1, 2];
Object.freeze(items);
const shared = Object.freeze({ name: 'cached', items, secret: 'not on the wire' });
const app = Fastify();

beforeAll(async () => {
  const binder = installContractHttp(app);
  binder.bind(endpoint('/frozen'), async () => shared);
  binder.bind(endpoint('/fresh'), async () => ({ name: 'fresh', items: [3], secret: 'not on the wire' }));
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string) => (await app.inject({ method: 'GET', url })).json<unknown>();

describe('answers against the contract', () => {
  it('checks a frozen (cached) answer once and sends the same wire form every time', async () => {
    checks = 0;
    const first = await get('/frozen');
    const second = await get('/frozen');
    expect(first).toEqual({ success: true, value: { name: 'cached', items: [1, 2] } });
    expect(second).toEqual(first);
    expect(checks).toBe(1);
  });

  it('checks every answer built for its request', async () => {
    checks = 0;
    await get('/fresh');
    const second = await get('/fresh');
    expect(second).toEqual({ success: true, value: { name: 'fresh', items: [3] } });
    expect(checks).toBe(2);
  });
});

describe('a service the call needs is away', () => {
  const away = Object.assign(new Error('connection terminated'), { away: true });
  const outage = Fastify();
  beforeAll(async () => {
    const binder = installContractHttp(outage, { unavailable: (error) => (error as { away?: boolean }).away === true });
    binder.bind(endpoint('/away'), async () => Promise.reject(away));
    binder.bind(endpoint('/broken'), async () => Promise.reject(new Error('a bug')));
    await outage.ready();
  });
  afterAll(() => outage.close());

  it('answers 503 system_busy with Retry-After, and keeps 500 for an unexpected failure', async () => {
    const unavailable = await outage.inject({ method: 'GET', url: '/away', headers: { language: 'ES' } });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('1');
    expect(unavailable.json()).toMatchObject({ success: false, errorCode: 'system_busy', message: expect.any(String) });
    const broken = await outage.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ success: false, errorCode: 'system_busy' });
  });
});
