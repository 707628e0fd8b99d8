import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { installContractHttp } from './http.ts';
import { composeAnswer, prepareAnswer, prepareField } from './prepared-answer.ts';

const answerSchema = z.object({
  status: z.number().int(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  info: z.object({ name: z.string(), tags: z.array(z.string()) }),
});

const endpoint = defineEndpoint({
  name: 'prepared',
  method: 'GET',
  path: '/prepared',
  auth: 'none',
  tag: 'test',
  summary: 'test answer',
  request: z.object({ ip: z.string().optional() }),
  response: answerSchema,
});

const info = { name: 'Casa "Alfa" ñ', tags: ['a', 'b'], dropped: 'not on the wire' };
const infoJson = prepareField(endpoint, 'info', info);
const app = Fastify();

beforeAll(async () => {
  installContractHttp(app).bind(endpoint, async (input) =>
    composeAnswer(endpoint, { status: 0, location: { ip: input.ip ?? '', country: null } }, 'info', infoJson),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('prepared answers', () => {
  it('are the bytes checking and serialising the whole answer would give', () => {
    const whole = { status: 2, location: { ip: '10.0.0.1', country: 'MX', extra: 1 }, info };
    const composed = composeAnswer(
      endpoint,
      { status: 2, location: { ip: '10.0.0.1', country: 'MX' } },
      'info',
      infoJson,
    );
    const expected = JSON.stringify({ success: true, value: answerSchema.parse(whole) });
    expect(composed.body.toString()).toBe(expected);
    expect(prepareAnswer(endpoint, whole).body.toString()).toBe(expected);
  });

  it('check the per-request fields against the schema', () => {
    expect(() =>
      composeAnswer(endpoint, { status: 0.5, location: { ip: 'x', country: null } }, 'info', infoJson),
    ).toThrow();
    expect(() => prepareField(endpoint, 'info', { name: 3 })).toThrow();
  });

  it('refuse to compose around a field that is not the last', () => {
    expect(() => composeAnswer(endpoint, { status: 0, info } as never, 'location' as never, Buffer.from('{}'))).toThrow(
      /not its last field/,
    );
  });

  it('are sent as JSON by the binder, byte for byte', async () => {
    const response = await app.inject({ method: 'GET', url: '/prepared?ip=1.2.3.4' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(
      JSON.stringify({
        success: true,
        value: { status: 0, location: { ip: '1.2.3.4', country: null }, info: { name: info.name, tags: info.tags } },
      }),
    );
    expect(answerSchema.parse(response.json<{ value: unknown }>().value)).toBeTruthy();
  });
});
