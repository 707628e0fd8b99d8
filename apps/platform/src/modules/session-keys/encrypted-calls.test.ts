import { defineEndpoint } from '@ficha/contract';
import { createApiClient, encryptPayload } from '@ficha/contract/client';
import { installContractHttp } from '@ficha/contract/server';
import { openTestDatabase } from '@ficha/server-kit';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDb, migratePlatform } from '../../db/database.ts';
import { rsaKeys } from '../../db/schema/index.ts';
import { sessionKeyRoutes } from './session-keys.routes.ts';
import { createSessionKeyService } from './session-keys.service.ts';

/** An encrypted endpoint used only here, to exercise the scheme end to end before real encrypted calls exist. */
const echoSecret = defineEndpoint({
  name: 'echoSecret',
  method: 'POST',
  path: '/test/echo',
  auth: 'none',
  encrypted: true,
  tag: 'test',
  summary: 'echo',
  request: z.strictObject({ secret: z.string().max(32) }),
  response: z.object({ secret: z.string() }),
});

let app: FastifyInstance;
let baseUrl: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migratePlatform(database.connection);
  const keys = createSessionKeyService(createDb(database.connection), { rotationMs: 3_600_000, graceMs: 60_000 });
  app = Fastify();
  const binder = installContractHttp(app, { decrypt: keys.decrypt });
  sessionKeyRoutes(binder, keys);
  binder.bind(echoSecret, async (input) => ({ secret: input.secret }));
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('encrypted calls', () => {
  it('round-trips a payload sealed by the contract client over real HTTP', async () => {
    const client = createApiClient({ baseUrl });
    expect(await client.call(echoSecret, { secret: 'hunter2' })).toEqual({ secret: 'hunter2' });
  });

  it('refuses a plain body on an encrypted route with request_body_required', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/echo', payload: { secret: 'plain' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('request_body_required');
  });

  it('refuses a tampered body, a bad header and an unknown key id', async () => {
    const key = (await app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).json().value;
    const sealed = await encryptPayload(key, { secret: 'x' });
    const tampered = sealed.body.value.slice(0, -2) + (sealed.body.value.endsWith('AA') ? 'BB' : 'AA');
    const attempts = [
      { header: sealed.header, value: tampered },
      { header: 'garbage', value: sealed.body.value },
      { header: `unknownkey.${sealed.header.split('.')[1]}`, value: sealed.body.value },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({
        method: 'POST',
        url: '/test/echo',
        headers: { encryption: attempt.header },
        payload: { value: attempt.value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('request_body_required');
    }
  });

  it('validates the decrypted payload with the endpoint schema', async () => {
    const key = (await app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).json().value;
    const sealed = await encryptPayload(key, { secret: 'x', extra: true });
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { encryption: sealed.header },
      payload: sealed.body,
    });
    expect(response.json()).toMatchObject({
      errorCode: 'request_param_err',
      fields: [{ field: 'extra', reason: 'unknown_field' }],
    });
  });

  it('keeps the previous key valid during the grace period and refuses it after', async () => {
    const db = createDb(database.connection);
    const oldKey = (await app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).json().value;
    // Age the old key past rotation: the next key request creates its successor.
    await db.update(rsaKeys).set({ createdAt: new Date(Date.now() - 2 * 3_600_000) });
    const newKey = (await app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).json().value;
    expect(newKey.keyId).not.toBe(oldKey.keyId);
    // Sealed afresh each time under the old key: a copy sent twice would be a replay.
    const send = async () => {
      const sealed = await encryptPayload(oldKey, { secret: 'late' });
      return app.inject({
        method: 'POST',
        url: '/test/echo',
        headers: { encryption: sealed.header },
        payload: sealed.body,
      });
    };
    expect((await send()).json()).toEqual({ success: true, value: { secret: 'late' } });
    // Once the successor is older than the grace period, the old key is refused.
    await db.update(rsaKeys).set({ createdAt: new Date(Date.now() - 5 * 60_000) });
    await db
      .update(rsaKeys)
      .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(rsaKeys.id, oldKey.keyId));
    expect((await send()).json().errorCode).toBe('request_body_required');
  });
});
